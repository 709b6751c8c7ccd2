import { z } from 'zod';
import { zLocale } from './common.js';

/**
 * Help-guide articles (spec §3): a title, a preview, an image and a body of Editor.js blocks. The
 * web renders the body from these types, so a block the schema does not know never reaches it.
 *
 * Texts are Editor.js inline text: they may hold inline markup (b, i, a, code, mark, br). Render
 * them through an allow-list, never as raw HTML.
 */

/** Where an `embed` block may point; the document CSP's frame-src allows exactly these. */
export const EMBED_ORIGINS = [
  'https://www.youtube.com',
  'https://www.youtube-nocookie.com',
  'https://player.vimeo.com',
  'https://www.openstreetmap.org',
] as const;

const zInline = (max = 20_000) => z.string().max(max);

/** Images come from our own server, an https host, or inline (small SVG diagrams of the demo guide). */
export const zImageUrl = z.string().max(100_000).refine(
  (u) => u.startsWith('/') || u.startsWith('https://') || u.startsWith('data:image/'),
  'must be a path, an https URL or a data:image URL',
);

/** A link may be a screen of the console (`/profile`) or an https page. */
const zLinkUrl = z.string().max(2000).refine((u) => u.startsWith('/') || u.startsWith('https://'), 'must be a path or an https URL');

const block = <T extends string, D extends z.ZodType>(type: T, data: D) =>
  z.object({ id: z.string().max(64).optional(), type: z.literal(type), data });

export const headerBlock = block('header', z.object({ text: zInline(500), level: z.number().int().min(1).max(6) }));
export const paragraphBlock = block('paragraph', z.object({ text: zInline() }));
export const imageBlock = block('image', z.object({
  file: z.object({ url: zImageUrl }),
  caption: zInline(1000).default(''),
}));
export const quoteBlock = block('quote', z.object({ text: zInline(), caption: zInline(1000).default('') }));
/** Editor.js LinkTool: the URL and the preview it fetched. */
export const linkBlock = block('link', z.object({
  link: zLinkUrl,
  meta: z.object({ title: zInline(500).default(''), description: zInline(2000).default('') }),
}));
export const delimiterBlock = block('delimiter', z.object({}));
export const embedBlock = block('embed', z.object({
  service: z.string().max(50),
  source: zLinkUrl,
  embed: z.string().max(2000).refine((u) => EMBED_ORIGINS.some((o) => u.startsWith(`${o}/`)), 'must be a known embed service'),
  width: z.number().int().positive().max(4000).optional(),
  height: z.number().int().positive().max(4000).optional(),
  caption: zInline(1000).default(''),
}));
export const codeBlock = block('code', z.object({ code: z.string().max(20_000) }));
export const listBlock = block('list', z.object({
  style: z.enum(['ordered', 'unordered']),
  items: z.array(zInline(2000)).max(200),
}));

export const articleBlockSchema = z.discriminatedUnion('type', [
  headerBlock, paragraphBlock, imageBlock, quoteBlock, linkBlock, delimiterBlock, embedBlock, codeBlock, listBlock,
]);
export type ArticleBlock = z.infer<typeof articleBlockSchema>;
export type ArticleBlockType = ArticleBlock['type'];
export const ARTICLE_BLOCK_TYPES: readonly ArticleBlockType[] = articleBlockSchema.options.map((o) => o.shape.type.value);

export const articleImageSchema = z.object({ url: z.string() }).nullable();

/** A row of the help list (§7: id, title, preview, image.url). */
export const articleSummarySchema = z.object({
  id: z.number().int(),
  title: z.string(),
  preview: z.string(),
  image: articleImageSchema,
});
export type ArticleSummary = z.infer<typeof articleSummarySchema>;

/**
 * A whole article. `slug` is shared by its language versions; `locale` says which one this is
 * (English when the reader asked for Mongolian and there is no Mongolian version).
 */
export const articleSchema = articleSummarySchema.extend({
  slug: z.string(),
  locale: zLocale,
  body: z.array(articleBlockSchema),
  updated_at: z.string(),
});
export type Article = z.infer<typeof articleSchema>;

/** §9: the help panel pages by 25. */
export const HELP_PER_PAGE = 25;
/** §9: the help panel waits this long after the last key before it searches. */
export const HELP_SEARCH_DEBOUNCE_MS = 800;
