import { z } from 'zod';
import { defineResource } from '../../resources/define.js';
import { zCode } from '../../resources/fields.js';
import { zDateTime, zText } from '../../schema/common.js';
import { zContentImageUrl, zPlainText } from './fields.js';
import { PAGES } from './roles.js';

/**
 * Dynamic pages (§2 /content/pages and /{id}; §3: container type, margins, banners, slider and
 * autoplay, product lists by sku or category with sorting and pagination). A page is a list of
 * blocks kept whole in one column, so saving a page is one row written however many block kinds
 * there are (Strapi's publish slows with each component type declared; this does not).
 */
const zLink = zText(500).refine((v) => v === '' || (v.startsWith('/') && !v.startsWith('//')) || /^https:\/\/[^\s<>"']+$/i.test(v), 'must be a path or an https address');
const zImage = zContentImageUrl.refine((u) => u !== '', 'required');
const slide = z.object({ image_url: zImage, link: zLink.default(''), alt: zPlainText(200).default('') });

export const PAGE_BLOCK_KINDS = ['container', 'banner', 'slider', 'product_list'] as const;
export const CONTAINER_WIDTHS = ['boxed', 'full'] as const;
export const PRODUCT_SORTS = ['newest', 'popular', 'price_asc', 'price_desc'] as const;

export const pageBlockSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('container'), width: z.enum(CONTAINER_WIDTHS), margin_top: z.coerce.number().int().min(0).max(200), margin_bottom: z.coerce.number().int().min(0).max(200) }),
  z.object({ kind: z.literal('banner'), image_url: zImage, link: zLink.default(''), alt: zPlainText(200).default('') }),
  // §5: autoplay speed in milliseconds; 0 means no change (the slides stay until turned)
  z.object({ kind: z.literal('slider'), autoplay_ms: z.coerce.number().int().min(0).max(60_000), slides: z.array(slide).min(1).max(20) }),
  z.object({
    kind: z.literal('product_list'), title_en: zPlainText(100).default(''), title_mn: zPlainText(100).default(''),
    source: z.enum(['sku', 'category']), skus: z.array(zText(64).min(1)).max(100).default([]), category: zText(100).default(''),
    sort: z.enum(PRODUCT_SORTS), per_page: z.coerce.number().int().min(1).max(100), paginate: z.boolean(),
  }).refine((b) => (b.source === 'sku' ? b.skus.length > 0 : b.category !== ''), { message: 'name the skus or the category', path: ['source'] }),
]);
export type PageBlock = z.infer<typeof pageBlockSchema>;

/** Draft, or published from `publish_at` on (none: at once); `state` says which a reader sees now. */
export const PAGE_STATES = ['draft', 'scheduled', 'published'] as const;

export const pages = defineResource({
  area: 'content', name: 'page', path: 'pages', cli: ['pages'],
  fields: {
    title: zPlainText(200).min(1), slug: zCode, status: z.enum(['draft', 'published']), publish_at: zDateTime.nullable().optional(),
    blocks: z.array(pageBlockSchema).max(200),
  },
  required: ['title', 'slug'], unique: ['slug'],
  item: z.object({
    id: z.number().int(), title: z.string(), slug: z.string(), status: z.enum(['draft', 'published']), publish_at: z.string().nullable(),
    state: z.enum(PAGE_STATES), blocks: z.array(pageBlockSchema), updated_at: z.string(),
  }),
  read: PAGES, write: PAGES,
  list: {
    columns: ['title', 'slug', 'state', { field: 'blocks', kind: 'count' }, { field: 'updated_at', kind: 'date' }],
    search: ['title', 'slug'], filters: { status: 'text' }, sorts: ['title', 'slug', 'updated_at'], order: ['title'],
  },
  title: 'title', i18n: { fields: 'content_ui.fields' }, form: ['title', 'slug'], defaults: { status: 'draft', blocks: [] },
  clone: true, audits: true, routes: [{ list: 'content.pages', detail: 'content.page' }],
  keywords: ['page', 'landing page', 'dynamic page', 'хуудас'],
});
