import { randomBytes } from 'node:crypto';
import { and, count, eq, sql } from 'drizzle-orm';
import type { couponCodeReport as reportCommand, couponCodes as codesCommand, couponGenerate } from '../../../shared/commands/promotions/discounts.js';
import type { Handler } from '../../commands/handler.js';
import { ransackOrder, ransackWhere, type FilterColumn } from '../../commands/ransack.js';
import { schema } from '../../db/index.js';
import { rowsOf } from '../../db/rows.js';
import { registerJobKind, type JobOutcome, type JobRun } from '../../jobs/kinds.js';
import { queued } from '../../jobs/queue.js';
import { discountsInScope, findDiscount } from './scope.js';

const { discounts, couponCodes, discountUsages, orders, jobs } = schema;
const GENERATE_JOB = 'coupon_generate';

/** No 0/O, 1/I/L: 31 letters and digits a customer reads back over the phone without doubt. */
export const CODE_ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';
/** Codes per chunk: one transaction each, so progress moves and a cancel is heard within a second. */
const CHUNK = 20_000;

export function randomCode(prefix: string, length: number): string {
  const bytes = randomBytes(length);
  let out = prefix;
  // 31 letters: a byte's remainder is off by under 1%, of no help to a guesser at these lengths
  for (const b of bytes) out += CODE_ALPHABET[b % CODE_ALPHABET.length];
  return out;
}

type GeneratePlan = { discount_id: number; prefix: string; length: number };

/** Writes the codes still owed, a chunk at a time; a code that collides with one taken is drawn again. */
async function runGenerate({ job, chunk, db }: JobRun): Promise<JobOutcome> {
  const plan = job.payload as GeneratePlan;
  let processed = job.processed;
  while (processed < job.total) {
    const want = Math.min(CHUNK, job.total - processed);
    processed = await chunk(async (tx) => {
      const batch = new Set<string>();
      while (batch.size < want) batch.add(randomCode(plan.prefix, plan.length));
      // one statement with the chunk as one text parameter: a row of parameters per code cost more to
      // build and send than the insert itself (codes are letters, digits, - and _: a comma parts them)
      const [inserted] = rowsOf<{ n: number }>(await tx.execute(sql`with made as (
          insert into ${couponCodes} (discount_id, code, job_id)
          select ${plan.discount_id}, c, ${job.id} from unnest(string_to_array(${[...batch].join(',')}::text, ',')) as c
          on conflict do nothing returning 1)
        select count(*)::int as n from made`));
      const n = Number(inserted?.n ?? 0);
      await tx.update(discounts).set({ codeCount: sql`${discounts.codeCount} + ${n}` }).where(eq(discounts.id, plan.discount_id));
      const next = processed + n;
      await tx.update(jobs).set({ processed: next, succeeded: next }).where(eq(jobs.id, job.id));
      return next;
    });
  }
  // the batch as a file to hand to a printer or a mailing: the codes this job made, in their order
  const made = await db.select({ code: couponCodes.code }).from(couponCodes).where(eq(couponCodes.jobId, job.id)).orderBy(couponCodes.id);
  return {
    audit: { commandId: 'coupon.generate_job', input: { job_id: job.id, discount_id: plan.discount_id, generated: processed } },
    result: { name: `coupon-codes-${plan.discount_id}-${job.id}.csv`, content: `code\n${made.map((m) => m.code).join('\n')}\n` },
  };
}

registerJobKind(GENERATE_JOB, runGenerate);

export const generateCodes: Handler<typeof couponGenerate> = async ({ id, count: wanted, prefix, length }, ctx) => {
  // at the shortest length (6) there are 31^6 ≈ 887 million codes: 2 million drawn collide rarely, so chunks stay quick
  await findDiscount(ctx, id, true);
  const [row] = await ctx.db.insert(jobs).values({
    kind: GENERATE_JOB, status: 'queued', userId: ctx.principal.user.id, vendorIds: ctx.scope.vendorIds, selectedVendorId: ctx.scope.vendorId,
    total: wanted, payload: { discount_id: id, prefix, length } satisfies GeneratePlan,
  }).returning({ id: jobs.id });
  return { job: await queued(ctx, row!.id) };
};

const CODE_FILTERS: Record<string, FilterColumn> = { code: { kind: 'text', column: couponCodes.code }, used_count: { kind: 'number', column: couponCodes.usedCount } };

export const couponCodeList: Handler<typeof codesCommand> = async ({ id, page, per_page, q }, ctx) => {
  const d = await findDiscount(ctx, id);
  const where = and(eq(couponCodes.discountId, id), ransackWhere(q, CODE_FILTERS));
  const [rows, total] = await Promise.all([
    ctx.db.select().from(couponCodes).where(where)
      .orderBy(...ransackOrder(q, { code: couponCodes.code, used_count: couponCodes.usedCount }, couponCodes.id)).limit(per_page).offset((page - 1) * per_page),
    // the discount keeps its count: a million codes are not counted again for every page
    q && Object.keys(q).some((k) => k !== 's') ? ctx.db.select({ n: count() }).from(couponCodes).where(where).then((r) => r[0]?.n ?? 0) : d.codeCount,
  ]);
  return {
    items: rows.map((c) => ({ id: c.id, discount_id: c.discountId, code: c.code, used_count: c.usedCount, created_at: c.createdAt.toISOString() })),
    page, per_page, total,
  };
};

export const couponCodeReport: Handler<typeof reportCommand> = async ({ page, per_page, q, discount_id, code }, ctx) => {
  const where = and(
    discountsInScope(ctx.scope),
    ransackWhere(q, { created_at: { kind: 'date', column: discountUsages.createdAt } }),
    discount_id ? eq(discountUsages.discountId, discount_id) : undefined,
    code ? eq(couponCodes.code, code.trim().toUpperCase()) : undefined,
  );
  const base = () => ctx.db.select({
    id: discountUsages.id, discountId: discountUsages.discountId, title: discounts.title, code: couponCodes.code,
    number: orders.number, email: orders.email, amount: discountUsages.amount, createdAt: discountUsages.createdAt,
  }).from(discountUsages)
    .innerJoin(discounts, eq(discounts.id, discountUsages.discountId))
    .innerJoin(orders, eq(orders.id, discountUsages.orderId))
    .leftJoin(couponCodes, eq(couponCodes.id, discountUsages.couponCodeId));
  const [rows, [total]] = await Promise.all([
    base().where(where).orderBy(...ransackOrder(q, { created_at: discountUsages.createdAt }, discountUsages.id)).limit(per_page).offset((page - 1) * per_page),
    ctx.db.select({ n: count() }).from(discountUsages)
      .innerJoin(discounts, eq(discounts.id, discountUsages.discountId))
      .leftJoin(couponCodes, eq(couponCodes.id, discountUsages.couponCodeId)).where(where),
  ]);
  return {
    items: rows.map((r) => ({
      id: r.id, discount_id: r.discountId, discount_title: r.title, code: r.code, order_number: r.number,
      customer_email: r.email, amount: r.amount, created_at: r.createdAt.toISOString(),
    })),
    page, per_page, total: total?.n ?? 0,
  };
};
