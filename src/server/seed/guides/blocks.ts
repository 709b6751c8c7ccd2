import type { ArticleBlock } from '../../../shared/schema/help.js';

/** One article of the demo guide, in both languages; the versions share the slug. */
export interface Guide {
  slug: string;
  image: string | null;
  en: GuideVersion;
  mn: GuideVersion;
}
export interface GuideVersion {
  title: string;
  preview: string;
  body: ArticleBlock[];
}

// Short builders: the guide texts read as prose, not as Editor.js JSON.
export const h = (text: string, level = 2): ArticleBlock => ({ type: 'header', data: { text, level } });
export const p = (text: string): ArticleBlock => ({ type: 'paragraph', data: { text } });
export const ul = (...items: string[]): ArticleBlock => ({ type: 'list', data: { style: 'unordered', items } });
export const ol = (...items: string[]): ArticleBlock => ({ type: 'list', data: { style: 'ordered', items } });
export const quote = (text: string, caption = ''): ArticleBlock => ({ type: 'quote', data: { text, caption } });
export const code = (text: string): ArticleBlock => ({ type: 'code', data: { code: text } });
export const hr = (): ArticleBlock => ({ type: 'delimiter', data: {} });
export const img = (url: string, caption = ''): ArticleBlock => ({ type: 'image', data: { file: { url }, caption } });
export const link = (href: string, title: string, description: string): ArticleBlock =>
  ({ type: 'link', data: { link: href, meta: { title, description } } });

/** OpenStreetMap's own embed of central Ulaanbaatar (the spec's default map centre). */
export const ULAANBAATAR_MAP = {
  source: 'https://www.openstreetmap.org/#map=15/47.9185/106.9176',
  embed: 'https://www.openstreetmap.org/export/embed.html?bbox=106.9046%2C47.9125%2C106.9306%2C47.9245&layer=mapnik&marker=47.9185%2C106.9176',
};
export const map = (caption: string): ArticleBlock =>
  ({ type: 'embed', data: { service: 'openstreetmap', ...ULAANBAATAR_MAP, width: 600, height: 300, caption } });

const escape = (s: string) => s.replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c]!);

/**
 * A small SVG picture of keys to press, as a data URL: the demo guide carries its own pictures
 * instead of pointing at files that may not exist. `+` and `→` are drawn as plain signs.
 */
export function keys(...tokens: string[]): string {
  const GAP = 12;
  const sized = tokens.map((t) => ({ t, sign: t === '+' || t === '→', w: t === '+' || t === '→' ? 24 : Math.max(56, 16 * [...t].length + 28) }));
  const total = sized.reduce((s, k) => s + k.w, 0) + GAP * (sized.length - 1);
  const width = Math.max(480, total + 80);
  let x = (width - total) / 2;
  const parts = sized.map(({ t, sign, w }) => {
    const cx = x + w / 2;
    const shape = sign
      ? `<text x="${cx}" y="128" font-size="30" fill="#6b7280" text-anchor="middle">${escape(t)}</text>`
      : `<rect x="${x}" y="74" width="${w}" height="64" rx="10" fill="#d1d5db"/>`
        + `<rect x="${x}" y="70" width="${w}" height="60" rx="10" fill="#fff" stroke="#9ca3af"/>`
        + `<text x="${cx}" y="110" font-size="24" fill="#111827" text-anchor="middle">${escape(t)}</text>`;
    x += w + GAP;
    return shape;
  });
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="200" viewBox="0 0 ${width} 200" font-family="system-ui,sans-serif">`
    + `<rect width="100%" height="100%" rx="16" fill="#f3f4f6"/>${parts.join('')}</svg>`;
  return `data:image/svg+xml,${encodeURIComponent(svg)}`;
}
