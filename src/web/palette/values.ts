/** cmdk item values of the palette's rows: unique across groups, stable across renders. */
export const routeValue = (id: string) => `route:${id}`;
export const commandValue = (id: string) => `command:${id}`;
export const liveValue = (item: { readonly kind: string; readonly href: string }) => `live:${item.kind}:${item.href}`;
