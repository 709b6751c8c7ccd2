// Kept apart from screens.ts: `bo --help` fills a path without loading the route catalogue.

/**
 * A route's path with the values a person gave where it takes them (`/orders/R100000008`): a
 * parameter is filled from the input field of its name (a product's `slug` from its `id`); an
 * optional one without a value is left out with what follows, a required one shows as `<name>`.
 */
export function screenPath(route: { readonly path: string }, values: Readonly<Record<string, unknown>> = {}): string {
  const out: string[] = [];
  for (const segment of route.path.split('/').filter(Boolean)) {
    if (!segment.startsWith(':')) {
      out.push(segment);
      continue;
    }
    const name = segment.replace(/^:|\?$/g, '');
    const value = values[name] ?? (name === 'slug' ? values.id : undefined);
    const given = typeof value === 'string' || typeof value === 'number' ? String(value).trim() : '';
    if (given) out.push(encodeURIComponent(given));
    else if (segment.endsWith('?')) break;
    else out.push(`<${name}>`);
  }
  return `/${out.join('/')}`;
}
