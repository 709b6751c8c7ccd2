import { z } from 'zod';
import { defineResource } from '../../resources/define.js';
import { zId } from '../../schema/common.js';
import { contentBlockSchema, zBody, zContentImageUrl, zPlainText } from './fields.js';
import { NEWS } from './roles.js';

/**
 * News and articles (§2 /content/news, /content/articles, each with /{id}; §3): a title, a preview,
 * a cover image, an author and a body of Editor.js blocks. One shape, two tables and two routes,
 * as the spec keeps them apart. The body is edited with Editor.js under the form (its own panel).
 */
const fields = {
  title: zPlainText(200).min(1), preview: zPlainText(1000), cover_url: zContentImageUrl, author_id: zId,
  published: z.boolean(), body: zBody,
};
const item = z.object({
  id: z.number().int(), title: z.string(), preview: z.string(), cover_url: z.string(), author_id: z.number().int(),
  published: z.boolean(), body: z.array(contentBlockSchema), updated_at: z.string(),
});
const list = {
  columns: ['title', { field: 'published', kind: 'bool' as const }, { field: 'updated_at', kind: 'date' as const }],
  search: ['title', 'preview'], filters: { published: 'bool' as const }, sorts: ['title', 'updated_at'], order: ['title'],
};
const common = {
  area: 'content' as const, fields, required: ['title', 'author_id'] as ('title' | 'author_id')[], unique: ['title'] as 'title'[], item,
  read: NEWS, write: NEWS, list, title: 'title', i18n: { fields: 'content_ui.fields' },
  form: ['title', 'author_id', 'preview', 'cover_url', 'published'], defaults: { preview: '', cover_url: '', published: false },
  parent: { resource: 'author', field: 'author_id' as const }, clone: true, audits: true,
};

export const news = defineResource({
  ...common, name: 'news_item', path: 'news', cli: ['news'],
  routes: [{ list: 'content.news', detail: 'content.news_item' }],
  keywords: ['news', 'мэдээ'],
});

export const articles = defineResource({
  ...common, name: 'content_article', path: 'articles', cli: ['articles'],
  routes: [{ list: 'content.articles', detail: 'content.article' }],
  keywords: ['article', 'blog', 'нийтлэл'],
});
