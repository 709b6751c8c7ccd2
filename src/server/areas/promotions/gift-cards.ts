import { and, asc, count, desc, eq, ilike, inArray, or, sql } from 'drizzle-orm';
import type { giftCardCommands } from '../../../shared/commands/promotions/gift-cards.js';
import { lookup } from '../../../shared/i18n/index.js';
import { formatMoney } from '../../../shared/i18n/format.js';
import type { AuthedContext, HandlersOf } from '../../commands/handler.js';
import { likeEscape, ransackOrder, ransackWhere, type FilterColumn } from '../../commands/ransack.js';
import { schema, type DbOrTx } from '../../db/index.js';
import { notFound } from '../../errors.js';
import { CUSTOMER_LOCALE, enqueueMessage } from '../../outbox/enqueue.js';
import { assertAvailable } from '../orders/availability.js';
import { answer, authorOf, requireWholeOrder } from '../orders/lineitems-support.js';
import { recordChanges } from '../orders/machines.js';
import { recalculate } from '../orders/recalculate.js';
import { findOrder } from '../orders/scope.js';
import { randomCode } from './codes.js';
import { promotionError } from './messages.js';

const { giftCards, giftCardTransactions, outbox, orders, payments, users } = schema;
type CardRow = typeof giftCards.$inferSelect;

const FILTERS: Record<string, FilterColumn> = {
  recipient_email: { kind: 'text', column: giftCards.recipientEmail }, balance: { kind: 'number', column: giftCards.balance },
  created_at: { kind: 'date', column: giftCards.createdAt },
};

const columns = { card: giftCards, sentAt: outbox.sentAt, delivery: outbox.state };
const selectCards = (db: DbOrTx) => db.select(columns).from(giftCards).leftJoin(outbox, eq(outbox.id, giftCards.outboxId));
const inWebsite = (ctx: AuthedContext) => (ctx.scope.websiteId === null ? undefined : or(sql`${giftCards.websiteId} is null`, eq(giftCards.websiteId, ctx.scope.websiteId)));

const toJson = (r: { card: CardRow; sentAt: Date | null; delivery: string | null }) => ({
  id: r.card.id, code: r.card.code, amount: r.card.amount, balance: r.card.balance, recipient_name: r.card.recipientName,
  recipient_email: r.card.recipientEmail, message: r.card.message, scheduled_at: r.card.scheduledAt?.toISOString() ?? null,
  sent_at: r.sentAt?.toISOString() ?? null, delivery: r.delivery as 'pending' | 'sending' | 'sent' | 'failed' | null,
  created_at: r.card.createdAt.toISOString(),
});

async function findCard(ctx: AuthedContext, id: number) {
  const [row] = await selectCards(ctx.db).where(and(eq(giftCards.id, id), inWebsite(ctx))).limit(1);
  if (!row) throw notFound('No such gift card');
  return row;
}

/** The recipient's email, in the customers' language, queued to leave at the card's time (or now). */
async function mail(ctx: AuthedContext, card: CardRow, at: Date | null): Promise<void> {
  const fill = (key: string) => (lookup(CUSTOMER_LOCALE, `promotions_ui.gift_email.${key}`) ?? key)
    .replace('{{name}}', card.recipientName).replace('{{amount}}', formatMoney(card.amount)).replace('{{code}}', card.code);
  const body = [fill('body'), card.message ?? ''].filter(Boolean).join('\n\n');
  const row = await enqueueMessage(ctx.db, {
    channel: 'email', recipient: card.recipientEmail, subject: fill('subject'), body, template: 'custom', websiteId: card.websiteId, authorId: ctx.principal.user.id,
  });
  // a scheduled card waits in the outbox until its time: the worker takes rows whose next attempt has come
  if (at && at > new Date()) await ctx.db.update(outbox).set({ nextAttemptAt: at }).where(eq(outbox.id, row.id));
  await ctx.db.update(giftCards).set({ outboxId: row.id, updatedAt: new Date() }).where(eq(giftCards.id, card.id));
}

/** Payments still to come (cash on delivery, a card to capture) that a capture or a gateway completes later. */
const OPEN_PAYMENTS = ['checkout', 'pending', 'processing'];

/**
 * The order's payments still to come are cut to what is left to pay once a gift card paid part of
 * it (oldest first keeps its amount), so capturing them later does not take the card's part twice;
 * `giveBack` grows the newest again when a card's payment is voided.
 */
export async function resizeOpenPayments(db: DbOrTx, orderId: number, left: number, giveBack = 0): Promise<void> {
  const open = await db.select({ id: payments.id, amount: payments.amount }).from(payments)
    .where(and(eq(payments.orderId, orderId), inArray(payments.state, OPEN_PAYMENTS), sql`${payments.method} <> 'gift_card'`)).orderBy(asc(payments.id)).for('update');
  if (giveBack > 0) {
    const newest = open.at(-1);
    if (newest) await db.update(payments).set({ amount: newest.amount + giveBack, updatedAt: new Date() }).where(eq(payments.id, newest.id));
    return;
  }
  let rest = Math.max(0, left);
  for (const p of open) {
    const amount = Math.min(p.amount, rest);
    rest -= amount;
    if (amount !== p.amount) await db.update(payments).set({ amount, updatedAt: new Date() }).where(eq(payments.id, p.id));
  }
}

/** A voided gift card payment gives its money back to the card, and to the order's payments still to come. */
export async function refundGiftCardPayment(db: DbOrTx, payment: { id: number; orderId: number; amount: number; source: string | null }, authorId: number): Promise<void> {
  const [card] = await db.update(giftCards).set({ balance: sql`${giftCards.balance} + ${payment.amount}`, updatedAt: new Date() })
    .where(eq(giftCards.code, payment.source ?? '')).returning({ id: giftCards.id, balance: giftCards.balance });
  if (!card) return;
  await db.insert(giftCardTransactions).values({ giftCardId: card.id, kind: 'refund', amount: payment.amount, balanceAfter: card.balance, orderId: payment.orderId, authorId });
  await resizeOpenPayments(db, payment.orderId, 0, payment.amount);
}

export const giftCardHandlers: HandlersOf<typeof giftCardCommands> = {
  async giftCardList({ page, per_page, q, query }, ctx) {
    const text = query?.trim();
    const where = and(inWebsite(ctx), ransackWhere(q, FILTERS), text ? or(
      eq(giftCards.code, text.toUpperCase()), ilike(giftCards.recipientEmail, `%${likeEscape(text)}%`), ilike(giftCards.recipientName, `%${likeEscape(text)}%`),
    ) : undefined);
    const [rows, [total]] = await Promise.all([
      selectCards(ctx.db).where(where).orderBy(...ransackOrder(q, { created_at: giftCards.createdAt, balance: giftCards.balance }, giftCards.id))
        .limit(per_page).offset((page - 1) * per_page),
      ctx.db.select({ n: count() }).from(giftCards).where(where),
    ]);
    return { items: rows.map(toJson), page, per_page, total: total?.n ?? 0 };
  },

  async giftCardGet({ id }, ctx) {
    const card = await findCard(ctx, id);
    const history = await ctx.db.select({ t: giftCardTransactions, number: orders.number, email: users.email }).from(giftCardTransactions)
      .leftJoin(orders, eq(orders.id, giftCardTransactions.orderId)).leftJoin(users, eq(users.id, giftCardTransactions.authorId))
      .where(eq(giftCardTransactions.giftCardId, id)).orderBy(desc(giftCardTransactions.id), asc(giftCardTransactions.kind));
    return {
      gift_card: toJson(card),
      history: history.map((h) => ({
        id: h.t.id, kind: h.t.kind, amount: h.t.amount, balance_after: h.t.balanceAfter, order_number: h.number, author_email: h.email, created_at: h.t.createdAt.toISOString(),
      })),
    };
  },

  async giftCardIssue(input, ctx) {
    const scheduledAt = input.scheduled_at ? new Date(input.scheduled_at) : null;
    // 31^12 codes: a collision is drawn again rather than refused
    let card: CardRow | undefined;
    while (!card) {
      [card] = await ctx.db.insert(giftCards).values({
        websiteId: ctx.scope.websiteId, code: randomCode('GC', 12), amount: input.amount, balance: input.amount,
        recipientName: input.recipient_name, recipientEmail: input.recipient_email, message: input.message ?? null, scheduledAt,
        createdBy: ctx.principal.user.id,
      }).onConflictDoNothing().returning();
    }
    await ctx.db.insert(giftCardTransactions).values({ giftCardId: card.id, kind: 'issue', amount: card.amount, balanceAfter: card.balance, authorId: ctx.principal.user.id });
    await mail(ctx, card, scheduledAt);
    ctx.auditTarget = `gift_card:${card.id}`;
    return { gift_card: toJson(await findCard(ctx, card.id)) };
  },

  /**
   * The card's row lock, then a conditional decrement: two orders paying with one card at once
   * each take what is left when they come, and the balance never goes below zero.
   */
  async giftCardRedeem({ code, number, amount }, ctx) {
    requireWholeOrder(ctx, 'number');
    const o = await findOrder(ctx, number, true);
    assertAvailable(ctx, o);
    const [card] = await ctx.db.select().from(giftCards)
      .where(and(eq(giftCards.code, code), ctx.scope.websiteId === null ? undefined : or(sql`${giftCards.websiteId} is null`, eq(giftCards.websiteId, ctx.scope.websiteId))))
      .for('update');
    if (!card || (card.websiteId !== null && o.websiteId !== null && card.websiteId !== o.websiteId)) throw promotionError(ctx, 'gift_card_unknown', { code: 'no such gift card' }, { code });
    if (card.balance <= 0) throw promotionError(ctx, 'gift_card_empty', { code: 'no balance left' }, { code });
    const totals = await recalculate(ctx.db, o.id, authorOf(ctx));
    const due = totals.total - totals.paymentTotal;
    if (due <= 0) throw promotionError(ctx, 'gift_card_nothing_due', { number: 'nothing left to pay' }, { number: o.number });
    const take = amount ?? Math.min(card.balance, due);
    if (take > card.balance) throw promotionError(ctx, 'gift_card_balance', { amount: `at most ${card.balance}` }, { code, balance: formatMoney(card.balance) });
    if (take > due) throw promotionError(ctx, 'gift_card_over_due', { amount: `at most ${due}` }, { number: o.number, due: formatMoney(due) });
    const [left] = await ctx.db.update(giftCards).set({ balance: sql`${giftCards.balance} - ${take}`, updatedAt: new Date() })
      .where(and(eq(giftCards.id, card.id), sql`${giftCards.balance} >= ${take}`)).returning({ balance: giftCards.balance });
    if (!left) throw promotionError(ctx, 'gift_card_balance', { amount: 'balance changed' }, { code, balance: formatMoney(card.balance) });
    const [payment] = await ctx.db.insert(payments).values({ orderId: o.id, method: 'gift_card', amount: take, state: 'completed', source: card.code }).returning({ id: payments.id });
    await ctx.db.insert(giftCardTransactions).values({ giftCardId: card.id, kind: 'redeem', amount: -take, balanceAfter: left.balance, orderId: o.id, authorId: authorOf(ctx) });
    await recordChanges(ctx.db, authorOf(ctx), [{ orderId: o.id, machine: 'payment', subjectId: payment!.id, from: null, to: 'completed' }]);
    await resizeOpenPayments(ctx.db, o.id, due - take);
    await recalculate(ctx.db, o.id, authorOf(ctx));
    ctx.auditTarget = `order:${o.number}`;
    return { ...(await answer(ctx, o.id)), gift_card: toJson(await findCard(ctx, card.id)), paid: take };
  },

  async giftCardResend({ id }, ctx) {
    const { card } = await findCard(ctx, id);
    await mail(ctx, card, null);
    ctx.auditTarget = `gift_card:${id}`;
    return { gift_card: toJson(await findCard(ctx, id)) };
  },
};
