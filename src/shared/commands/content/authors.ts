import { z } from 'zod';
import { defineResource } from '../../resources/define.js';
import { zContentImageUrl, zPlainText } from './fields.js';
import { NEWS } from './roles.js';

/** Who wrote a news item or an article (§2 /content/authors and /{id}). */
export const authors = defineResource({
  area: 'content', name: 'author', path: 'authors', cli: ['authors'],
  fields: { name: zPlainText(100).min(1), bio: zPlainText(1000), avatar_url: zContentImageUrl },
  required: ['name'], unique: ['name'],
  item: z.object({ id: z.number().int(), name: z.string(), bio: z.string(), avatar_url: z.string() }),
  read: NEWS, write: NEWS,
  list: { columns: ['name', 'bio'], search: ['name', 'bio'], sorts: ['name'], order: ['name'] },
  title: 'name', i18n: { fields: 'content_ui.fields' }, defaults: { bio: '', avatar_url: '' },
  audits: true, routes: [{ list: 'content.authors', detail: 'content.author' }],
  keywords: ['author', 'writer', 'зохиогч', 'нийтлэгч'],
});
