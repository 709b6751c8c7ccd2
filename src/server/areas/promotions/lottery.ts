import { asc, eq, inArray, sql } from 'drizzle-orm';
import { lotteryEvents, MAX_WINNERS, type lotteryCommands } from '../../../shared/commands/promotions/lottery.js';
import type { AnyResource } from '../../../shared/resources/define.js';
import type { AuthedContext, HandlersOf } from '../../commands/handler.js';
import { schema } from '../../db/index.js';
import { rowsOf } from '../../db/rows.js';
import { badRequest, notFound } from '../../errors.js';
import { enqueueMessage, loadOrderForMessage } from '../../outbox/enqueue.js';
import { composeOrderMessage } from '../../outbox/templates.js';
import { camel, plainItem, type Row } from '../../resources/columns.js';
import { serveResource } from '../../resources/serve.js';
import { drawWinners, entrantsHash, freshSeed } from './draw.js';
import { promotionError } from './messages.js';

const { lotteryEvents: events, lotteryWinners: winners, orders } = schema;
type EventRow = typeof events.$inferSelect;
/** Order numbers an entrants answer shows: enough to recognise them, the count says the rest. */
const SHOWN_ENTRANTS = 50;

async function items(_ctx: AuthedContext, rows: Row[]): Promise<unknown[]> {
  return rows.map((r) => ({ ...plainItem(lotteryEvents.def as AnyResource['def'], r, camel), entrants_count: Array.isArray(r.entrants) ? r.entrants.length : null }));
}

/** A drawn event is a record of what happened: its rules and prizes stay as they were drawn. */
async function check(ctx: AuthedContext, input: Record<string, unknown>, row: Row | null) {
  if (row?.state === 'drawn') throw promotionError(ctx, 'lottery_drawn', { state: 'already drawn' }, { name: String(row.name) });
  const starts = input.starts_at !== undefined ? new Date(String(input.starts_at)) : (row?.startsAt as Date | undefined);
  const ends = input.ends_at !== undefined ? new Date(String(input.ends_at)) : (row?.endsAt as Date | undefined);
  if (starts && ends && ends <= starts) throw badRequest({ ends_at: 'must be after the start' });
  const site = input.website;
  if (typeof site === 'string' && site !== '') {
    const [found] = await ctx.db.select({ id: schema.websites.id }).from(schema.websites).where(eq(schema.websites.index, site)).limit(1);
    if (!found) throw badRequest({ website: `no website with index ${site}` });
  }
  const prizes = input.prizes as { count: number }[] | undefined;
  if (prizes && prizes.reduce((n, p) => n + p.count, 0) > MAX_WINNERS) throw badRequest({ prizes: `at most ${MAX_WINNERS} winners in all` });
}

export const lotteryEventHandlers = serveResource(lotteryEvents, {
  table: events, items, check,
  prepare(values) {
    const out = { ...values };
    for (const k of ['startsAt', 'endsAt'] as const) if (typeof out[k] === 'string') out[k] = new Date(out[k]);
    if (out.website === '') out.website = null;
    return out;
  },
  async beforeDelete(ctx, row) {
    if (row.state === 'drawn') throw promotionError(ctx, 'lottery_drawn', { state: 'already drawn' }, { name: String(row.name) });
  },
});

async function loadEvent(ctx: AuthedContext, id: number): Promise<EventRow> {
  const [row] = await ctx.db.select().from(events).where(eq(events.id, id)).limit(1);
  if (!row) throw notFound();
  return row;
}

/**
 * The orders that take part: placed within the period (checked out, not canceled or returned), of
 * the event's website, of at least its total, paid when it asks. Ascending ids, numbers beside.
 */
async function qualifying(ctx: AuthedContext, e: EventRow): Promise<{ id: number; number: string }[]> {
  const rows = rowsOf<{ id: string | number; number: string }>(await ctx.db.execute(sql`
    select o.id, o.number from orders o left join websites w on w.id = o.website_id
    where o.completed_at >= ${e.startsAt.toISOString()} and o.completed_at < ${e.endsAt.toISOString()}
      and o.state in ('complete', 'resumed')
      ${e.website ? sql`and w.index = ${e.website}` : sql``}
      ${e.minTotal !== null ? sql`and o.total >= ${e.minTotal}` : sql``}
      ${e.paidOnly ? sql`and o.payment_state = 'paid'` : sql``}
    order by o.id`));
  return rows.map((r) => ({ id: Number(r.id), number: r.number }));
}

/** The prize of each drawn place: the first prize's count of places first, then the next. */
const prizePlaces = (prizes: readonly { name: string; count: number }[]) => prizes.flatMap((p) => Array.from({ length: p.count }, () => p.name));

/** A customer's name as the winners list shows it: the first name and the initial of the last, or the masked phone. */
function customerOf(o: { customerName: string | null; phone: string | null; email: string | null }): string {
  const name = o.customerName?.trim();
  if (name) {
    const [first, ...rest] = name.split(/\s+/);
    return rest.length ? `${first} ${rest.at(-1)![0]}.` : first!;
  }
  if (o.phone) return `${o.phone.slice(0, 2)}****${o.phone.slice(-2)}`;
  return o.email ? `${o.email[0]}***@${o.email.split('@')[1] ?? ''}` : '—';
}

async function winnerList(ctx: AuthedContext, eventId: number) {
  const sms = schema.outbox;
  const rows = await ctx.db.select({
    w: winners, number: orders.number, total: orders.total, customerName: orders.customerName, phone: orders.phone, email: orders.email,
  }).from(winners).innerJoin(orders, eq(orders.id, winners.orderId)).where(eq(winners.eventId, eventId)).orderBy(asc(winners.position));
  const ids = rows.flatMap((r) => [r.w.smsId, r.w.emailId]).filter((x): x is number => x !== null);
  const states = new Map((ids.length ? await ctx.db.select({ id: sms.id, state: sms.state }).from(sms).where(inArray(sms.id, ids)) : []).map((s) => [s.id, s.state]));
  return rows.map((r) => ({
    position: r.w.position, prize: r.w.prize, order_number: r.number, order_total: r.total, customer: customerOf(r),
    sms: r.w.smsId !== null ? (states.get(r.w.smsId) ?? null) : null, email: r.w.emailId !== null ? (states.get(r.w.emailId) ?? null) : null,
  }));
}

/** Queues the winner's SMS and email (each where the order has a contact), in the draw's transaction. */
async function notify(ctx: AuthedContext, e: EventRow, orderId: number, prize: string) {
  const order = await loadOrderForMessage(ctx.db, orderId);
  const ids: { sms: number | null; email: number | null } = { sms: null, email: null };
  if (!order) return ids;
  for (const channel of ['sms', 'email'] as const) {
    const composed = composeOrderMessage(order, channel, 'lottery_win', { tracking: null, values: { prize, event: e.name } });
    if (!composed) continue;
    const row = await enqueueMessage(ctx.db, {
      channel, template: 'lottery_win', recipient: composed.recipient, subject: composed.subject, body: composed.body,
      orderId, websiteId: order.websiteId, authorId: ctx.principal.user.id,
    });
    ids[channel] = row.id;
  }
  return ids;
}

export const lotteryHandlers: HandlersOf<typeof lotteryCommands> = {
  async lotteryEntrants({ id }, ctx) {
    const e = await loadEvent(ctx, id);
    if (e.state === 'drawn') {
      const all = e.entrants ?? [];
      return { count: all.length, orders: (await numbersOf(ctx, all.slice(0, SHOWN_ENTRANTS))).map((o) => o.number) };
    }
    const list = await qualifying(ctx, e);
    return { count: list.length, orders: list.slice(0, SHOWN_ENTRANTS).map((o) => o.number) };
  },

  async lotteryDraw({ id, seed }, ctx) {
    // the row lock makes a second draw at the same moment wait, then see it drawn
    const [e] = await ctx.db.select().from(events).where(eq(events.id, id)).for('update').limit(1);
    if (!e) throw notFound();
    if (e.state === 'drawn') throw promotionError(ctx, 'lottery_drawn', { state: 'already drawn' }, { name: e.name });
    const entrants = await qualifying(ctx, e);
    if (!entrants.length) throw promotionError(ctx, 'lottery_no_entrants', { id: 'no qualifying orders' }, { name: e.name });
    const used = seed ?? freshSeed();
    const ids = entrants.map((o) => o.id);
    const places = prizePlaces(e.prizes);
    const drawn = drawWinners(used, ids, places.length);
    const hash = entrantsHash(ids);
    await ctx.db.update(events).set({ state: 'drawn', seed: used, entrants: ids, entrantsHash: hash, drawnAt: new Date(), drawnBy: ctx.principal.user.id, updatedAt: new Date() })
      .where(eq(events.id, id));
    for (const [i, orderId] of drawn.entries()) {
      const sent = await notify(ctx, e, orderId, places[i]!);
      await ctx.db.insert(winners).values({ eventId: id, orderId, position: i + 1, prize: places[i]!, smsId: sent.sms, emailId: sent.email });
    }
    ctx.auditTarget = `lottery_event:${id}`;
    return { seed: used, entrants_count: ids.length, entrants_hash: hash, items: await winnerList(ctx, id) };
  },

  async lotteryWinners({ id }, ctx) {
    await loadEvent(ctx, id);
    return { items: await winnerList(ctx, id) };
  },

  async lotteryVerify({ id }, ctx) {
    const e = await loadEvent(ctx, id);
    if (e.state !== 'drawn' || !e.seed || !e.entrants) throw promotionError(ctx, 'lottery_not_drawn', { state: 'not drawn yet' }, { name: e.name });
    const places = prizePlaces(e.prizes);
    const again = drawWinners(e.seed, e.entrants, places.length);
    const recordedRows = await ctx.db.select({ orderId: winners.orderId }).from(winners).where(eq(winners.eventId, id)).orderBy(asc(winners.position));
    const recorded = recordedRows.map((r) => r.orderId);
    const numbers = new Map((await numbersOf(ctx, [...again, ...recorded])).map((o) => [o.id, o.number]));
    const hashMatches = entrantsHash(e.entrants) === e.entrantsHash;
    return {
      fair: hashMatches && again.length === recorded.length && again.every((o, i) => o === recorded[i]),
      seed: e.seed, entrants_count: e.entrants.length, entrants_hash: e.entrantsHash ?? '', hash_matches: hashMatches,
      drawn: again.map((o) => numbers.get(o) ?? String(o)), recorded: recorded.map((o) => numbers.get(o) ?? String(o)),
    };
  },
};

async function numbersOf(ctx: AuthedContext, ids: readonly number[]): Promise<{ id: number; number: string }[]> {
  if (!ids.length) return [];
  const rows = await ctx.db.select({ id: orders.id, number: orders.number }).from(orders).where(inArray(orders.id, [...new Set(ids)]));
  const byId = new Map(rows.map((r) => [r.id, r.number]));
  return ids.map((id) => ({ id, number: byId.get(id) ?? String(id) }));
}
