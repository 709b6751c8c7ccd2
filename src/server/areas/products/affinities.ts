import { and, asc, count, desc, eq, inArray, isNull, or, sql } from 'drizzle-orm';
import { AFFINITY_STATES, type affinityCommands } from '../../../shared/commands/products/affinities.js';
import type { AuthedContext, HandlersOf } from '../../commands/handler.js';
import { schema, type DbOrTx } from '../../db/index.js';
import { rowsOf } from '../../db/rows.js';
import { unprocessable } from '../../errors.js';
import { requestLocale } from '../../http-errors.js';
import { lookup } from '../../../shared/i18n/index.js';
import { registerJobKind, type JobOutcome, type JobRun } from '../../jobs/kinds.js';
import { queued } from '../../jobs/queue.js';
import { findProduct, liveProduct, productsInScope } from './scope.js';

const { jobs, productAffinities: affinities, productRelations, products } = schema;
export const AFFINITY_JOB = 'affinity_compute';
type Plan = { days: number; min_orders: number; top: number };
type State = (typeof AFFINITY_STATES)[number];

const stateOf = (r: { pinned: boolean; removed: boolean }): State => (r.pinned ? 'pinned' : r.removed ? 'removed' : 'auto');

async function affinityList(ctx: AuthedContext, id: number, withRemoved: boolean) {
  const rows = await ctx.db.select({ a: affinities, p: products }).from(affinities)
    .innerJoin(products, eq(products.id, affinities.relatedId))
    .where(and(eq(affinities.productId, id), withRemoved ? undefined : eq(affinities.removed, false), liveProduct, productsInScope(ctx.scope)))
    .orderBy(desc(affinities.pinned), asc(affinities.removed), desc(affinities.orders), asc(affinities.relatedId));
  return rows.map(({ a, p }) => ({
    related_id: a.relatedId, sku: p.sku, name_en: p.nameEn, name_mn: p.nameMn, price: p.price, orders: a.orders, state: stateOf(a),
    computed_at: a.computedAt?.toISOString() ?? null,
  }));
}

/**
 * Every product's partners among the orders of the last `days` (checked out, not canceled), pairs
 * sharing at least `min_orders` orders, the best `top` a product. Rows a person pinned or removed
 * keep their mark and get the new count; the other rows are replaced by what the orders say now.
 */
export async function computeAffinities(db: DbOrTx, plan: Plan): Promise<{ pairs: number }> {
  await db.execute(sql`delete from product_affinities where not pinned and not removed`);
  await db.execute(sql`update product_affinities set orders = 0`);
  const [done] = rowsOf<{ n: number }>(await db.execute(sql`
    with lines as (
      select distinct li.order_id, v.product_id from line_items li
        join variants v on v.id = li.variant_id join orders o on o.id = li.order_id
      where o.completed_at >= now() - make_interval(days => ${plan.days}) and o.state <> 'canceled'
    ), pairs as (
      select a.product_id as p, b.product_id as r, count(*)::int as n from lines a join lines b on a.order_id = b.order_id and a.product_id <> b.product_id
      group by 1, 2 having count(*) >= ${plan.min_orders}
    ), ranked as (
      select p, r, n, row_number() over (partition by p order by n desc, r) as rk from pairs
    ), written as (
      insert into product_affinities (product_id, related_id, orders, computed_at)
      select p, r, n, now() from ranked where rk <= ${plan.top}
      on conflict (product_id, related_id) do update set orders = excluded.orders, computed_at = excluded.computed_at
      returning 1
    ) select count(*)::int as n from written`));
  // a pinned or removed pair beyond the top still shows its count
  await db.execute(sql`
    update product_affinities a set orders = s.n, computed_at = now() from (
      select a2.product_id, a2.related_id, count(distinct l1.order_id)::int as n from product_affinities a2
        join variants v1 on v1.product_id = a2.product_id join line_items l1 on l1.variant_id = v1.id
        join orders o on o.id = l1.order_id and o.completed_at >= now() - make_interval(days => ${plan.days}) and o.state <> 'canceled'
        join line_items l2 on l2.order_id = l1.order_id join variants v2 on v2.id = l2.variant_id and v2.product_id = a2.related_id
      where (a2.pinned or a2.removed) and a2.orders = 0 group by 1, 2) s
    where a.product_id = s.product_id and a.related_id = s.related_id`);
  return { pairs: Number(done?.n ?? 0) };
}

/** Products named by sku or id, live and in the caller's reach, by the reference given. */
async function resolveRefs(ctx: AuthedContext, refs: readonly string[]) {
  const ids = refs.filter((r) => /^\d{1,15}$/.test(r)).map(Number);
  const found = refs.length ? await ctx.db.select({ id: products.id, sku: products.sku }).from(products)
    .where(and(ids.length ? or(inArray(products.sku, [...refs]), inArray(products.id, ids)) : inArray(products.sku, [...refs]), liveProduct, productsInScope(ctx.scope))) : [];
  const byRef = new Map<string, number>();
  for (const p of found) byRef.set(p.sku, p.id);
  for (const p of found) if (!byRef.has(String(p.id))) byRef.set(String(p.id), p.id);
  return byRef;
}

export const affinityHandlers: HandlersOf<typeof affinityCommands> = {
  async affinityList({ id, removed }, ctx) {
    await findProduct(ctx, id);
    return { items: await affinityList(ctx, id, removed) };
  },

  async affinitySet({ id, related_id, state }, ctx) {
    await findProduct(ctx, id, true);
    if (related_id === id) throw unprocessable(lookup(requestLocale(ctx.request), 'errors.affinity_self'), { related_id: 'is this product' });
    await findProduct(ctx, related_id).catch(() => {
      throw unprocessable(lookup(requestLocale(ctx.request), 'errors.no_such_product'), { related_id: 'no such product' });
    });
    const flags = { pinned: state === 'pinned', removed: state === 'removed' };
    await ctx.db.insert(affinities).values({ productId: id, relatedId: related_id, ...flags })
      .onConflictDoUpdate({ target: [affinities.productId, affinities.relatedId], set: flags });
    // a pair only a person put there, let go again, is no pair at all
    if (state === 'auto') await ctx.db.delete(affinities).where(and(eq(affinities.productId, id), eq(affinities.relatedId, related_id), isNull(affinities.computedAt)));
    ctx.auditTarget = `product:${id}`;
    return { items: await affinityList(ctx, id, true) };
  },

  async affinityCompute(plan, ctx) {
    const [job] = await ctx.db.insert(jobs).values({
      kind: AFFINITY_JOB, status: 'queued', userId: ctx.principal.user.id, total: 1, fileName: 'affinities', payload: plan satisfies Plan,
    }).returning({ id: jobs.id });
    return { job: await queued(ctx, job!.id) };
  },

  async relationBatch({ rows }, ctx) {
    const refs = await resolveRefs(ctx, [...new Set(rows.flatMap((r) => [r.product, r.related]))]);
    const results: { row: number; ok: boolean; error: string | null }[] = [];
    for (const [i, r] of rows.entries()) {
      const productId = refs.get(r.product);
      const relatedId = refs.get(r.related);
      const error = productId === undefined ? `no product ${r.product}` : relatedId === undefined ? `no product ${r.related}` : productId === relatedId ? 'a product is not related to itself' : null;
      if (error) {
        results.push({ row: i + 1, ok: false, error });
        continue;
      }
      const pair = and(eq(productRelations.productId, productId!), eq(productRelations.relatedId, relatedId!), eq(productRelations.kind, r.kind));
      if (r.remove) {
        await ctx.db.delete(productRelations).where(pair);
      } else {
        const [{ n }] = (await ctx.db.select({ n: count() }).from(productRelations).where(eq(productRelations.productId, productId!))) as [{ n: number }];
        await ctx.db.insert(productRelations).values({ productId: productId!, relatedId: relatedId!, kind: r.kind, position: n }).onConflictDoNothing();
      }
      results.push({ row: i + 1, ok: true, error: null });
    }
    ctx.auditTarget = 'relations:batch';
    const applied = results.filter((r) => r.ok).length;
    return { applied, failed: results.length - applied, results };
  },
};

/** The recompute as a job: one chunk, the pairs and the job's progress committed together. */
async function runCompute({ job, chunk }: JobRun): Promise<JobOutcome> {
  const plan = job.payload as Plan;
  const done = await chunk(async (tx) => {
    const r = await computeAffinities(tx, plan);
    await tx.update(jobs).set({ processed: 1, succeeded: 1 }).where(eq(jobs.id, job.id));
    return r;
  });
  return { audit: { commandId: 'affinity.compute_job', input: { job_id: job.id, ...plan, ...done } } };
}

registerJobKind(AFFINITY_JOB, runCompute);
