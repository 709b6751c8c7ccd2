import type { ContentBlock } from '../../../shared/commands/content/fields.js';
import { authors } from '../../../shared/commands/content/authors.js';
import { menus } from '../../../shared/commands/content/menus.js';
import { contentNotifications } from '../../../shared/commands/content/notifications.js';
import { pages } from '../../../shared/commands/content/pages.js';
import { articles, news } from '../../../shared/commands/content/posts.js';
import type { AnyResource } from '../../../shared/resources/define.js';
import type { BoundHandler } from '../../commands/handler.js';
import { schema } from '../../db/index.js';
import { badRequest } from '../../errors.js';
import { camel, plainItem, type Row } from '../../resources/columns.js';
import { serveResource } from '../../resources/serve.js';
import { compatibilityHandlers } from './compatibility.js';
import { lookBookHandlers } from './look-books.js';
import { pollHandlers } from './polls.js';
import { sanitizeBlocks } from './sanitize.js';

/** A notification ends on or after the day it starts; either date may be the one changed. */
function datesInOrder(values: Record<string, unknown>, _input: Record<string, unknown>, row: Row | null): Record<string, unknown> {
  const starts = values.startsOn ?? row?.startsOn;
  const ends = values.endsOn ?? row?.endsOn;
  if (typeof starts === 'string' && typeof ends === 'string' && ends < starts) throw badRequest({ ends_on: 'must not be before the start date' });
  return values;
}

/** A post's body is sanitised on the way in, and again on the way out (sanitize.ts says why). */
const sanitizedBody = {
  prepare: (values: Record<string, unknown>) => (Array.isArray(values.body) ? { ...values, body: sanitizeBlocks(values.body as ContentBlock[]) } : values),
  items: (resource: AnyResource) => async (_ctx: unknown, rows: Row[]) => rows.map((r) => {
    const item = plainItem(resource.def, r, camel);
    return { ...item, body: sanitizeBlocks((item.body ?? []) as ContentBlock[]) };
  }),
};

/** A page's publishing time arrives as ISO text; what a reader sees now is its `state`. */
const pageBinding = {
  prepare: (values: Record<string, unknown>) => (typeof values.publishAt === 'string' ? { ...values, publishAt: new Date(values.publishAt) } : values),
  items: async (_ctx: unknown, rows: Row[]) => rows.map((r) => {
    const at = r.publishAt instanceof Date ? r.publishAt : null;
    const state = r.status !== 'published' ? 'draft' : at && at.getTime() > Date.now() ? 'scheduled' : 'published';
    return { ...plainItem((pages as AnyResource).def, r, camel), publish_at: at?.toISOString() ?? null, state };
  }),
};

export const contentResourceHandlers: BoundHandler[] = [
  ...serveResource(contentNotifications, { table: schema.contentNotifications, prepare: datesInOrder }),
  ...serveResource(authors, { table: schema.authors, references: [{ column: schema.newsItems.authorId }, { column: schema.contentArticles.authorId }] }),
  ...serveResource(news, { table: schema.newsItems, prepare: sanitizedBody.prepare, items: sanitizedBody.items(news) }),
  ...serveResource(articles, { table: schema.contentArticles, prepare: sanitizedBody.prepare, items: sanitizedBody.items(articles) }),
  ...serveResource(menus, { table: schema.menus }),
  ...serveResource(pages, { table: schema.pages, ...pageBinding }),
  ...pollHandlers,
  ...lookBookHandlers,
  ...compatibilityHandlers,
];
