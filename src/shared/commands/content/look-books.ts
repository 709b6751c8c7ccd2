import { z } from 'zod';
import { defineResource } from '../../resources/define.js';
import { zText } from '../../schema/common.js';
import { zContentImageUrl, zPlainText } from './fields.js';
import { CONTENT } from './roles.js';

/** A product a hotspot points at: its sku, or its id. */
export const zProductRef = zText(64).min(1).regex(/^[A-Za-z0-9._-]+$/, 'must be a sku or a product id');

/** A point on an image, as a fraction of its width (x) and height (y) from the top left, so it holds at any size the image is shown. */
export const hotspotSchema = z.object({
  x: z.coerce.number().min(0).max(1), y: z.coerce.number().min(0).max(1), product: zProductRef,
});
export const lookBookImageSchema = z.object({
  url: zContentImageUrl.refine((u) => u !== '', 'required'), alt: zPlainText(200).default(''),
  hotspots: z.array(hotspotSchema).max(30).default([]),
});
export type LookBookImage = z.infer<typeof lookBookImageSchema>;

/** Look books (§2 /content/look_books and /{id}): images with product hotspots; edited under the form. */
export const lookBooks = defineResource({
  area: 'content', name: 'look_book', path: 'look_books', cli: ['look-books'],
  fields: { title_en: zPlainText(200).min(1), title_mn: zPlainText(200).min(1), active: z.boolean(), images: z.array(lookBookImageSchema).max(50) },
  required: ['title_en', 'title_mn'],
  item: z.object({
    id: z.number().int(), title_en: z.string(), title_mn: z.string(), active: z.boolean(), images: z.array(lookBookImageSchema), updated_at: z.string(),
  }),
  read: CONTENT, write: CONTENT,
  list: {
    columns: [{ field: 'title_en', mn: 'title_mn', label: 'content_ui.fields.title' }, { field: 'images', kind: 'count' }, 'active', { field: 'updated_at', kind: 'date' }],
    search: ['title_en', 'title_mn'], filters: { active: 'bool' }, sorts: ['updated_at'], order: ['title_en'],
  },
  title: { en: 'title_en', mn: 'title_mn' }, i18n: { fields: 'content_ui.fields' }, form: ['title_en', 'title_mn', 'active'],
  defaults: { active: true, images: [] }, clone: true, audits: true, routes: [{ list: 'content.look_books', detail: 'content.look_book' }],
  keywords: ['look book', 'lookbook', 'hotspot', 'лукбук', 'загварын цомог'],
});
