import { and, count, desc, eq, gte, sql, type SQL } from 'drizzle-orm';
import type { searchIndexCommands } from '../../../shared/commands/products/search-index.js';
import type { AuthedContext, HandlersOf } from '../../commands/handler.js';
import { schema, type Db } from '../../db/index.js';
import { registerJobKind, type JobOutcome, type JobRun } from '../../jobs/kinds.js';
import { queued } from '../../jobs/queue.js';
import { readJob, unfinished } from '../../jobs/read.js';
import { textMatch } from './find.js';
import { findProduct, liveProduct, productsInScope } from './scope.js';
import { rowsOf } from '../../db/rows.js';

const { products, productSearch, jobs } = schema;
const REINDEX_JOB = 'search_reindex';

/** Products per chunk of a reindex job: one transaction each, so progress moves and requests get their turn. */
const REINDEX_CHUNK = 1000;


/**
 * Rebuilds the search rows of the products with ids in [fromId, toId) and answers how many it
 * wrote: the one place the reindex SQL lives (the trigger keeps rows current; this repairs them).
 */
export async function reindexRange(db: Db, fromId: number, toId: number): Promise<number> {
  if (toId <= fromId) return 0;
  // a stored generated column (the full-text vector) is computed again on any update of its row;
  // the trigram text and the words of the typo fallback come from the functions their triggers
  // call (migrations 0010 and 0004)
  const result = await db.execute(sql`with touched as (update ${products} set sku = sku where id >= ${fromId} and id < ${toId} returning 1),
    texts as (select product_search_refresh(${fromId}, ${toId - 1})),
    words as (select search_words_refresh(${fromId}, ${toId - 1}))
    select (select count(*) from touched) as n, (select count(*) from texts) + (select count(*) from words) as refreshed`);
  return Number(rowsOf<{ n: number | string }>(result)[0]?.n ?? 0);
}

const documentColumns = {
  id: products.id, sku: products.sku, nameEn: products.nameEn, nameMn: products.nameMn,
  lexemes: sql<string | null>`${products.searchVector}::text`, text: productSearch.text, updatedAt: products.updatedAt,
};

type DocRow = { id: number; sku: string; nameEn: string; nameMn: string; lexemes: string | null; text: string | null; updatedAt: Date };
const toDocument = (r: DocRow) => ({
  product_id: r.id, sku: r.sku, name_en: r.nameEn, name_mn: r.nameMn, lexemes: r.lexemes ?? '', text: r.text ?? '', updated_at: r.updatedAt.toISOString(),
});

const selectDocuments = (db: Db) => db.select(documentColumns).from(products).leftJoin(productSearch, eq(productSearch.productId, products.id));

async function document(ctx: AuthedContext, where: SQL) {
  const [row] = await selectDocuments(ctx.db).where(where).limit(1);
  return toDocument(row as DocRow);
}

/** Where a reindex job is: the next id to rebuild from and the last id it covers. */
type ReindexPlan = { next_id: number; last_id: number };

/**
 * Rebuilds the catalogue's search rows in chunks of ids, from where the job got to: each chunk's
 * rows and the job's progress (`processed`, the next id) commit together.
 */
async function runReindex({ job, chunk }: JobRun): Promise<JobOutcome> {
  const plan = job.payload as ReindexPlan;
  let next = plan.next_id;
  let processed = job.processed;
  while (next <= plan.last_id) {
    const from = next;
    const done = await chunk(async (tx) => {
      // the id after the next REINDEX_CHUNK products: ids have gaps, a chunk has a bounded count
      const [bound] = await tx.select({ id: products.id }).from(products).where(gte(products.id, from))
        .orderBy(products.id).offset(REINDEX_CHUNK).limit(1);
      const to = Math.min(bound?.id ?? plan.last_id + 1, plan.last_id + 1);
      const n = await reindexRange(tx, from, to);
      const total = Math.min(job.total, processed + n);
      await tx.update(jobs).set({ processed: total, succeeded: total, payload: { ...plan, next_id: to } }).where(eq(jobs.id, job.id));
      return { to, total };
    });
    next = done.to;
    processed = done.total;
  }
  return { audit: { commandId: 'search_index.reindex_job', input: { job_id: job.id, reindexed: processed } } };
}

registerJobKind(REINDEX_JOB, runReindex);

export const searchIndexHandlers: HandlersOf<typeof searchIndexCommands> = {
  async documents({ query, page, per_page }, ctx) {
    const where = and(liveProduct, productsInScope(ctx.scope), query?.trim() ? textMatch(query).where : undefined);
    const [rows, [total]] = await Promise.all([
      selectDocuments(ctx.db).where(where).orderBy(desc(products.updatedAt), desc(products.id)).limit(per_page).offset((page - 1) * per_page),
      ctx.db.select({ n: count() }).from(products).where(where),
    ]);
    return { items: (rows as DocRow[]).map(toDocument), page, per_page, total: total?.n ?? 0 };
  },

  async reindex({ id }, ctx) {
    await findProduct(ctx, id, true);
    await reindexRange(ctx.db, id, id + 1);
    ctx.auditTarget = `product:${id}`;
    return { document: await document(ctx, eq(products.id, id)) };
  },

  async reindexAll(_input, ctx) {
    // one rebuild at a time: asking again while one runs answers that one
    const running = await readJob(ctx.db, and(eq(jobs.kind, REINDEX_JOB), unfinished)!);
    if (running) {
      ctx.auditTarget = `job:${running.id}`;
      // the runner looks at the queue now: a rebuild whose instance died (its lease lapsed) is
      // marked interrupted at once, to be resumed, rather than at the next heartbeat
      ctx.services.jobs.notify(running.id);
      return { job: running };
    }
    const [range] = await ctx.db.select({ first: sql<number | null>`min(${products.id})`, last: sql<number | null>`max(${products.id})`, n: count() }).from(products);
    const first = Number(range?.first ?? 1);
    const last = Number(range?.last ?? 0);
    const [row] = await ctx.db.insert(jobs).values({
      kind: REINDEX_JOB, status: 'queued', userId: ctx.principal.user.id, vendorIds: ctx.scope.vendorIds, selectedVendorId: ctx.scope.vendorId,
      total: range?.n ?? 0, payload: { next_id: first, last_id: last } satisfies ReindexPlan,
    }).returning({ id: jobs.id });
    return { job: await queued(ctx, row!.id) };
  },
};
