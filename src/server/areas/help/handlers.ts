import { and, asc, count, eq, or, sql, type SQL } from 'drizzle-orm';
import { helpCommands } from '../../../shared/commands/help.js';
import type { Locale } from '../../../shared/schema/common.js';
import type { Article, ArticleSummary } from '../../../shared/schema/help.js';
import { defineHandlers } from '../../commands/handler.js';
import { ransackOrder, ransackWhere, type FilterColumn } from '../../commands/ransack.js';
import { schema } from '../../db/index.js';
import { notFound } from '../../errors.js';
import { requestLocale } from '../../http-errors.js';

const { articles } = schema;
type Row = typeof articles.$inferSelect;

const FILTERS: Record<string, FilterColumn> = { title: { kind: 'text', column: articles.title } };
const SORTS = { title: articles.title };

/**
 * The articles a reader of `locale` sees: the version in his language, or the English one when
 * the article has none in it. Only published versions count on either side.
 */
function visibleIn(locale: Locale): SQL {
  if (locale === 'en') return and(eq(articles.locale, 'en'), eq(articles.published, true))!;
  return and(
    eq(articles.published, true),
    or(
      eq(articles.locale, locale),
      and(eq(articles.locale, 'en'), sql`not exists (
        select 1 from ${articles} as own
        where own.slug = ${articles.slug} and own.locale = ${locale} and own.published)`),
    ),
  )!;
}

const summary = (r: Pick<Row, 'id' | 'title' | 'preview' | 'imageUrl'>): ArticleSummary => ({
  id: r.id, title: r.title, preview: r.preview, image: r.imageUrl ? { url: r.imageUrl } : null,
});

const full = (r: Row): Article => ({
  ...summary(r),
  slug: r.slug,
  locale: r.locale === 'mn' ? 'mn' : 'en',
  body: r.body,
  updated_at: r.updatedAt.toISOString(),
});

export const helpHandlers = defineHandlers(helpCommands, {
  async articles({ page, per_page, q }, ctx) {
    const where = and(visibleIn(requestLocale(ctx.request)), ransackWhere(q, FILTERS));
    // the guide's own order unless the reader sorts
    const order = q?.s ? ransackOrder(q, SORTS, articles.id) : [asc(articles.position), asc(articles.id)];
    const [rows, [total]] = await Promise.all([
      ctx.db.select({ id: articles.id, title: articles.title, preview: articles.preview, imageUrl: articles.imageUrl })
        .from(articles).where(where).orderBy(...order).limit(per_page).offset((page - 1) * per_page),
      ctx.db.select({ n: count() }).from(articles).where(where),
    ]);
    return { items: rows.map(summary), page, per_page, total: total?.n ?? 0 };
  },

  async article({ id }, ctx) {
    const [row] = await ctx.db.select().from(articles).where(and(eq(articles.id, id), eq(articles.published, true))).limit(1);
    if (!row) throw notFound('No such article');
    const locale = requestLocale(ctx.request);
    if (row.locale === locale) return { article: full(row) };
    // any version's id opens the article in the reader's language when it has one
    const [own] = await ctx.db.select().from(articles)
      .where(and(eq(articles.slug, row.slug), eq(articles.locale, locale), eq(articles.published, true))).limit(1);
    return { article: full(own ?? row) };
  },
});
