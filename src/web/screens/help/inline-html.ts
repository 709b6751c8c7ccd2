/**
 * Editor.js inline text (the `text` of paragraphs, headers, quotes, list items) may hold a little
 * markup. It is parsed here into a tree of allowed nodes, which React renders as elements: the
 * article text never reaches the DOM as HTML, so a stray `<script>` or `onerror=` is only ever text
 * or dropped. Pure (no DOM), so it is unit-tested in node.
 *
 * Allowed: b, i, code, mark, br, and a with an http(s) href. `strong`/`em` (what some editors write
 * for b/i) are read as b/i. Any other tag is dropped but its text kept, except the contents of
 * elements that are never prose (script, style…), which are dropped whole.
 */

export type InlineTag = 'b' | 'i' | 'code' | 'mark';

export type InlineNode =
  | { readonly kind: 'text'; readonly text: string }
  | { readonly kind: 'br' }
  | { readonly kind: InlineTag; readonly children: readonly InlineNode[] }
  | { readonly kind: 'a'; readonly href: string; readonly children: readonly InlineNode[] };

const TAG_ALIASES: Readonly<Record<string, InlineTag>> = { b: 'b', strong: 'b', i: 'i', em: 'i', code: 'code', mark: 'mark' };
/** Elements whose content is not text a reader should see. */
const DROP_WITH_CONTENT = new Set(['script', 'style', 'iframe', 'object', 'embed', 'template', 'noscript', 'svg', 'math', 'textarea', 'select']);

const NAMED_ENTITIES: Readonly<Record<string, string>> = {
  amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: '\u00a0', laquo: '«', raquo: '»',
  mdash: '—', ndash: '–', hellip: '…', rsquo: '’', lsquo: '‘', rdquo: '”', ldquo: '“', copy: '©', times: '×',
};

/** Decodes the character references Editor.js and hand-written texts use; unknown ones stay as written. */
export function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#[0-9]+|[a-z]+);/gi, (whole, ref: string) => {
    if (ref[0] === '#') {
      const code = ref[1] === 'x' || ref[1] === 'X' ? parseInt(ref.slice(2), 16) : parseInt(ref.slice(1), 10);
      // a lone surrogate or an out-of-range code point would throw in fromCodePoint
      return Number.isFinite(code) && code > 0 && code <= 0x10ffff && (code < 0xd800 || code > 0xdfff) ? String.fromCodePoint(code) : whole;
    }
    return NAMED_ENTITIES[ref.toLowerCase()] ?? whole;
  });
}

/** Only absolute http(s) URLs: no `javascript:`, `data:`, protocol-relative or relative tricks. */
export function safeHttpUrl(href: string): string | null {
  const trimmed = href.trim();
  if (!/^https?:\/\//i.test(trimmed)) return null;
  try {
    const url = new URL(trimmed);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.href : null;
  } catch {
    return null;
  }
}

/** `href` of a start tag's attribute text, decoded; null when absent. */
function hrefOf(attributes: string): string | null {
  const m = /(?:^|\s)href\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'=<>`]+))/i.exec(attributes);
  if (!m) return null;
  return decodeEntities(m[1] ?? m[2] ?? m[3] ?? '');
}

type Frame = { tag: string; node: InlineNode | null; children: InlineNode[] };

// a tag, a comment, or a lone `<` that starts nothing (kept as text)
const TOKEN = /<!--[\s\S]*?(?:-->|$)|<\/?([a-zA-Z][a-zA-Z0-9-]*)((?:\s+[^\s/>"'=]+(?:\s*=\s*(?:"[^"]*"|'[^']*'|[^\s"'=<>`]+))?)*)\s*\/?>/g;

export function parseInline(source: string): InlineNode[] {
  const root: Frame = { tag: '#root', node: null, children: [] };
  const stack: Frame[] = [root];
  // inside a dropped element: depth of nesting of that same tag name
  let dropping: { tag: string; depth: number } | null = null;
  let last = 0;

  const top = () => stack[stack.length - 1]!;
  const pushText = (raw: string) => {
    if (!raw || dropping) return;
    const text = decodeEntities(raw);
    const siblings = top().children;
    const prev = siblings[siblings.length - 1];
    if (prev && prev.kind === 'text') siblings[siblings.length - 1] = { kind: 'text', text: prev.text + text };
    else siblings.push({ kind: 'text', text });
  };

  for (const m of source.matchAll(TOKEN)) {
    pushText(source.slice(last, m.index));
    last = m.index + m[0].length;
    const name = m[1]?.toLowerCase();
    if (!name) continue; // a comment
    const closing = m[0][1] === '/';
    const selfClosing = /\/\s*>$/.test(m[0]);

    if (dropping) {
      if (name === dropping.tag) {
        if (closing) dropping.depth -= 1;
        else if (!selfClosing) dropping.depth += 1;
        if (dropping.depth === 0) dropping = null;
      }
      continue;
    }
    if (DROP_WITH_CONTENT.has(name)) {
      if (!closing && !selfClosing) dropping = { tag: name, depth: 1 };
      continue;
    }
    if (name === 'br') {
      if (!closing) top().children.push({ kind: 'br' });
      continue;
    }
    const kind = TAG_ALIASES[name] ?? (name === 'a' ? 'a' : null);
    if (kind === null) continue; // unknown tag: its text stays, the tag goes

    if (closing) {
      // close up to the matching open tag; a stray closing tag is ignored
      const at = stack.findLastIndex((f) => f.tag === kind);
      if (at > 0) while (stack.length > at) closeFrame(stack);
      continue;
    }
    if (selfClosing) continue;
    if (kind === 'a') {
      const href = safeHttpUrl(hrefOf(m[2] ?? '') ?? '');
      // an unsafe link keeps its text, as plain text
      stack.push({ tag: 'a', node: href === null ? null : { kind: 'a', href, children: [] }, children: [] });
    } else {
      stack.push({ tag: kind, node: { kind, children: [] }, children: [] });
    }
  }
  pushText(source.slice(last));
  while (stack.length > 1) closeFrame(stack);
  return root.children;
}

/** Pops a frame into its parent: as its element, or (an unsafe link) as its bare children. */
function closeFrame(stack: Frame[]): void {
  const frame = stack.pop()!;
  const parent = stack[stack.length - 1]!;
  if (frame.node === null) {
    parent.children.push(...frame.children);
    return;
  }
  if (frame.children.length === 0) return; // an empty <b></b> shows nothing
  parent.children.push({ ...frame.node, children: frame.children } as InlineNode);
}

/** The text a screen reader or a title attribute gets: markup gone, entities decoded. */
export function inlineText(source: string): string {
  const walk = (nodes: readonly InlineNode[]): string =>
    nodes.map((n) => (n.kind === 'text' ? n.text : n.kind === 'br' ? ' ' : walk(n.children))).join('');
  return walk(parseInline(source));
}
