/**
 * Moves a letter's `<style>` rules into `style` attributes, as mail clients want (Gmail's apps and
 * Outlook drop or ignore style blocks). No inliner package is installed, so this one covers what
 * templates write: type, `.class`, `#id`, `*` and their compounds (`td.cta`), descendant and child
 * combinators, comma lists, `!important`, specificity and source order, a style attribute already
 * there winning over the sheet. What cannot be inlined (`@media`, `:hover`, attribute selectors,
 * `+`/`~`) stays in one `<style>` block for the clients that read it. It expects the sanitiser's
 * output (well-formed tags, quoted attributes), which is what it is given.
 */

interface Compound { tag: string | null; ids: string[]; classes: string[] }
/** Right to left: the subject first, then each ancestor step with the combinator that led to it. */
interface Selector { steps: { compound: Compound; combinator: ' ' | '>' }[]; specificity: number }
interface Declaration { property: string; value: string; important: boolean }
interface Rule { selector: Selector; declarations: Declaration[]; order: number }

/** Splits on `sep` outside quotes and parentheses (`url(data:…;base64,…)`, `"a;b"`). */
function splitTop(text: string, sep: string): string[] {
  const parts: string[] = [];
  let depth = 0;
  let quote: string | null = null;
  let start = 0;
  for (let i = 0; i < text.length; i++) {
    const c = text[i]!;
    if (quote) { if (c === quote && text[i - 1] !== '\\') quote = null; continue; }
    if (c === '"' || c === "'") quote = c;
    else if (c === '(') depth++;
    else if (c === ')') depth = Math.max(0, depth - 1);
    else if (c === sep && depth === 0) { parts.push(text.slice(start, i)); start = i + 1; }
  }
  parts.push(text.slice(start));
  return parts;
}

export function parseDeclarations(text: string): Declaration[] {
  const out: Declaration[] = [];
  for (const part of splitTop(text, ';')) {
    const colon = part.indexOf(':');
    if (colon < 1) continue;
    const property = part.slice(0, colon).trim().toLowerCase();
    let value = part.slice(colon + 1).trim();
    const important = /!\s*important\s*$/i.test(value);
    if (important) value = value.replace(/\s*!\s*important\s*$/i, '');
    if (!/^-?[a-z][a-z0-9-]*$/.test(property) || !value) continue;
    out.push({ property, value, important });
  }
  return out;
}

const COMPOUND = /^(\*|[a-z][a-z0-9-]*)?((?:[.#][a-z_-][\w-]*)*)$/i;

/** A selector the inliner can match, or null for one it leaves to the style block. */
export function parseSelector(text: string): Selector | null {
  const tokens = text.trim().replace(/\s*>\s*/g, ' > ').split(/\s+/).filter(Boolean);
  if (!tokens.length) return null;
  const steps: Selector['steps'] = [];
  let specificity = 0;
  let combinator: ' ' | '>' = ' ';
  for (let i = tokens.length - 1; i >= 0; i--) {
    const token = tokens[i]!;
    if (token === '>') { if (combinator === '>' || i === 0 || i === tokens.length - 1) return null; combinator = '>'; continue; }
    const m = COMPOUND.exec(token);
    if (!m || (!m[1] && !m[2])) return null;
    const tag = m[1] && m[1] !== '*' ? m[1].toLowerCase() : null;
    const ids = [...(m[2] ?? '').matchAll(/#([\w-]+)/g)].map((x) => x[1]!);
    const classes = [...(m[2] ?? '').matchAll(/\.([\w-]+)/g)].map((x) => x[1]!);
    specificity += ids.length * 10_000 + classes.length * 100 + (tag ? 1 : 0);
    steps.push({ compound: { tag, ids, classes }, combinator });
    combinator = ' ';
  }
  return { steps, specificity };
}

/** The rules to inline and the CSS to keep (at-rules and rules with selectors it does not match). */
export function parseSheet(css: string, firstOrder = 0): { rules: Rule[]; kept: string[] } {
  const text = css.replace(/\/\*[\s\S]*?\*\//g, '').replace(/<!--|-->/g, '');
  const rules: Rule[] = [];
  const kept: string[] = [];
  let order = firstOrder;
  let i = 0;
  while (i < text.length) {
    const open = text.indexOf('{', i);
    const semi = text.indexOf(';', i);
    if (text.slice(i).trim().startsWith('@') && semi !== -1 && (open === -1 || semi < open)) {
      kept.push(text.slice(i, semi + 1).trim()); // @import, @charset
      i = semi + 1;
      continue;
    }
    if (open === -1) break;
    let depth = 1;
    let close = open + 1;
    for (; close < text.length && depth > 0; close++) {
      if (text[close] === '{') depth++;
      else if (text[close] === '}') depth--;
    }
    const prelude = text.slice(i, open).trim();
    const body = text.slice(open + 1, close - 1);
    i = close;
    if (!prelude) continue;
    if (prelude.startsWith('@')) { kept.push(`${prelude}{${body.trim()}}`); continue; }
    const declarations = parseDeclarations(body);
    const rest: string[] = [];
    for (const one of splitTop(prelude, ',')) {
      const selector = parseSelector(one);
      if (selector) rules.push({ selector, declarations, order: order++ });
      else if (one.trim()) rest.push(one.trim());
    }
    if (rest.length && declarations.length) kept.push(`${rest.join(',')}{${body.trim()}}`);
  }
  return { rules, kept };
}

interface Element { tag: string; id: string | null; classes: string[] }

const matches = (c: Compound, e: Element) =>
  (c.tag === null || c.tag === e.tag) && c.ids.every((id) => id === e.id) && c.classes.every((k) => e.classes.includes(k));

/** Does the selector match `element` under `ancestors` (nearest last)? */
function selects(selector: Selector, element: Element, ancestors: readonly Element[]): boolean {
  const [subject, ...up] = selector.steps;
  if (!subject || !matches(subject.compound, element)) return false;
  const walk = (step: number, from: number): boolean => {
    if (step === up.length) return true;
    const { compound } = up[step]!;
    // a step keeps the combinator between it and the step below it (nearer the subject)
    const direct = up[step]!.combinator === '>';
    for (let a = from; a >= 0; a--) {
      if (matches(compound, ancestors[a]!) && walk(step + 1, a - 1)) return true;
      if (direct) return false;
    }
    return false;
  };
  return walk(0, ancestors.length - 1);
}

const VOID = new Set(['area', 'base', 'br', 'col', 'embed', 'hr', 'img', 'input', 'link', 'meta', 'source', 'track', 'wbr']);
const TAG = /<!--[\s\S]*?-->|<(\/?)([a-zA-Z][\w:-]*)((?:\s+[^\s=>/]+(?:\s*=\s*(?:"[^"]*"|'[^']*'|[^\s>]+))?)*)\s*(\/?)>/g;
const ATTR = (name: string) => new RegExp(`(\\s${name}\\s*=\\s*)("([^"]*)"|'([^']*)'|([^\\s>]+))`, 'i');
const attr = (attrs: string, name: string): string | null => {
  const m = ATTR(name).exec(attrs);
  return m ? (m[3] ?? m[4] ?? m[5] ?? '') : null;
};
const decode = (s: string) => s.replace(/&quot;/g, '"').replace(/&#39;/g, "'").replace(/&amp;/g, '&');

function styleOf(declarations: Iterable<Declaration>): string {
  const parts: string[] = [];
  for (const d of declarations) parts.push(`${d.property}: ${d.value.replace(/"/g, "'")}${d.important ? ' !important' : ''}`);
  return parts.join('; ').replace(/&/g, '&amp;');
}

/** The letter with its style blocks' rules in style attributes and only what cannot be inlined left in a style block. */
export function inlineCss(html: string): string {
  const sheets: string[] = [];
  const withoutStyles = html.replace(/<style\b[^>]*>([\s\S]*?)<\/style\s*>/gi, (_whole, css: string) => { sheets.push(css); return '\u0000style\u0000'; });
  if (!sheets.length) return html;
  const { rules, kept } = parseSheet(sheets.join('\n'));
  const stack: Element[] = [];
  let body = withoutStyles.replace(TAG, (whole, closing: string, rawTag: string, attrs: string, selfClosing: string) => {
    if (whole.startsWith('<!--')) return whole;
    const tag = rawTag.toLowerCase();
    if (closing) {
      const at = stack.map((e) => e.tag).lastIndexOf(tag);
      if (at !== -1) stack.length = at;
      return whole;
    }
    const element: Element = { tag, id: attr(attrs, 'id'), classes: (attr(attrs, 'class') ?? '').split(/\s+/).filter(Boolean) };
    const hits = rules.filter((r) => selects(r.selector, element, stack))
      .sort((a, b) => a.selector.specificity - b.selector.specificity || a.order - b.order);
    if (!VOID.has(tag) && !selfClosing) stack.push(element);
    if (!hits.length) return whole;
    const merged = new Map<string, Declaration>();
    const put = (d: Declaration) => {
      const before = merged.get(d.property);
      if (before?.important && !d.important) return;
      merged.delete(d.property); // keeps the order in which properties finally apply
      merged.set(d.property, d);
    };
    for (const r of hits) for (const d of r.declarations) put(d);
    const own = attr(attrs, 'style');
    for (const d of parseDeclarations(decode(own ?? ''))) put(d);
    const style = `style="${styleOf(merged.values())}"`;
    const rest = own === null ? attrs : attrs.replace(ATTR('style'), '');
    return `<${rawTag}${rest} ${style}${selfClosing ? ' /' : ''}>`;
  });
  const leftover = kept.length ? `<style>${kept.join('\n')}</style>` : '';
  let placed = false;
  body = body.replace(/\u0000style\u0000/g, () => (placed ? '' : ((placed = true), leftover)));
  return body;
}
