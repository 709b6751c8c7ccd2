import { and, asc, desc, eq, sql } from 'drizzle-orm';
import type { orderCore } from '../../../shared/commands/orders/orders.js';
import { normalizeOrderNumber } from '../../../shared/schema/order.js';
import { JsonText, type AuthedContext, type HandlersOf } from '../../commands/handler.js';
import { pageOfCount } from '../../commands/paging.js';
import { ransackOrder, ransackWhere } from '../../commands/ransack.js';
import { schema } from '../../db/index.js';
import { notFound } from '../../errors.js';
import { notifyOrderChanged } from '../../realtime/notify.js';
import { cappedCount, orderCountSql, ORDER_FILTERS, ORDER_SORTS, ORDER_TABS, orderMatch } from './find.js';
import { approveOrder, assignDriver, cancelOrder, flagOrder, resumeOrder } from './operations.js';
import { confinedTo, findOrder, orderListScope } from './scope.js';
import { orderRowJson } from './detail-sql.js';
import { lookUpOrder, orderDetail } from './serialize.js';

const { orders, orderComments, stateChanges, users } = schema;

/** Runs an operation on the order named, found in reach and locked, and answers it as it now is. */
async function operate(ctx: AuthedContext, number: string, op: (o: Awaited<ReturnType<typeof findOrder>>) => Promise<void>) {
  const order = await findOrder(ctx, number, true);
  await op(order);
  return { order: await orderDetail(ctx, await findOrder(ctx, order.number)) };
}

export const orderHandlers: HandlersOf<typeof orderCore> = {
  async list(input, ctx) {
    const { page, per_page, q, filter, query } = input;
    const where = and(orderListScope(ctx.scope), ORDER_TABS[filter], ransackWhere(q, ORDER_FILTERS), query?.trim() ? orderMatch(query) : undefined);
    const order = ransackOrder(q, ORDER_SORTS, orders.id);
    // The page's ids first, then its rows: the ids and the sort keys often come from an index
    // alone, so a filter matching thousands of orders sorted by another column (unpaid by total)
    // reads the table for the page's rows only, not for every match. One row more than the page:
    // whether rows remain past a capped count.
    const ids = ctx.db.select({ id: orders.id }).from(orders).where(where).orderBy(...order).limit(per_page + 1).offset((page - 1) * per_page).as('page_ids');
    // One statement answers the page: its rows as JSON built by PostgreSQL (the detail's row
    // fields, a confined caller's share summed in it), in order and cut to the page, with the
    // capped count beside them. One round trip and no row objects in JavaScript: a list page is
    // what staff open most, and two statements and 64 columns a row mapped, reshaped and
    // serialised again were most of its cost.
    const [row] = await ctx.db.select({
      items: sql<string | null>`array_to_string((array_agg(${orderRowJson(confinedTo(ctx.scope))}::text order by ${sql.join(order, sql`, `)}))[1:${per_page}::int], ',')`,
      fetched: sql<number>`count(*)::int`,
      counted: orderCountSql(where),
    }).from(orders).innerJoin(ids, eq(orders.id, ids.id));
    const { shown: _shown, ...paging } = pageOfCount(Number(row?.fetched ?? 0), page, per_page, cappedCount(Number(row?.counted ?? 0)));
    return new JsonText(`{"items":[${row?.items ?? ''}],"page":${page},"per_page":${per_page},"total":${paging.total},"total_capped":${paging.total_capped},"has_more":${paging.has_more}}`);
  },

  async get({ number }, ctx) {
    const normalized = normalizeOrderNumber(number);
    const order = normalized ? await lookUpOrder(ctx, normalized) : null;
    if (!order) throw notFound('No such order');
    return { order };
  },

  approve: ({ number }, ctx) => operate(ctx, number, (o) => approveOrder(ctx, o)),
  cancel: ({ number, reason }, ctx) => operate(ctx, number, (o) => cancelOrder(ctx, o, 'order.cancel', reason)),
  resume: ({ number }, ctx) => operate(ctx, number, (o) => resumeOrder(ctx, o, 'order.resume')),
  flag: ({ number, flag }, ctx) => operate(ctx, number, (o) => flagOrder(ctx, o, flag)),
  assignDriver: ({ number, driver_id }, ctx) => operate(ctx, number, (o) => assignDriver(ctx, o, driver_id)),
  resetDriver: ({ number }, ctx) => operate(ctx, number, (o) => assignDriver(ctx, o, null)),

  async drivers(_input, ctx) {
    const rows = await ctx.db.select({ id: users.id, firstName: users.firstName, lastName: users.lastName, email: users.email, mobile: users.mobile })
      .from(users).where(sql`'driver' = any(${users.roles})`).orderBy(asc(users.firstName), asc(users.email)).limit(1000);
    return {
      items: rows.map((u) => ({ id: u.id, name: [u.firstName, u.lastName].filter(Boolean).join(' ') || u.email, email: u.email, mobile: u.mobile })),
    };
  },

  async comments({ number }, ctx) {
    const o = await findOrder(ctx, number);
    const rows = await ctx.db.select({ c: orderComments, email: users.email }).from(orderComments)
      .leftJoin(users, eq(users.id, orderComments.authorId)).where(eq(orderComments.orderId, o.id)).orderBy(desc(orderComments.id));
    return { items: rows.map(({ c, email }) => ({ id: c.id, body: c.body, author_id: c.authorId, author_email: email, created_at: c.createdAt.toISOString() })) };
  },

  async commentCreate({ number, body }, ctx) {
    const o = await findOrder(ctx, number);
    const [c] = await ctx.db.insert(orderComments).values({ orderId: o.id, authorId: ctx.principal.user.id, body }).returning();
    await notifyOrderChanged(ctx.db, o);
    ctx.auditTarget = `order:${o.number}`;
    return { comment: { id: c!.id, body: c!.body, author_id: c!.authorId, author_email: ctx.principal.user.email, created_at: c!.createdAt.toISOString() } };
  },

  async stateChanges({ number }, ctx) {
    const o = await findOrder(ctx, number);
    const rows = await ctx.db.select({ s: stateChanges, email: users.email }).from(stateChanges)
      .leftJoin(users, eq(users.id, stateChanges.authorId)).where(eq(stateChanges.orderId, o.id)).orderBy(asc(stateChanges.id));
    return {
      items: rows.map(({ s, email }) => ({
        id: s.id, machine: s.machine, subject_id: s.subjectId, from: s.fromState, to: s.toState, author_id: s.authorId, author_email: email, reason: s.reason,
        created_at: s.createdAt.toISOString(),
      })),
    };
  },
};

