import { and, desc, eq, inArray } from 'drizzle-orm';
import type { messageCommands, MessageTemplate, OrderMessageJson } from '../../../shared/commands/orders/messages.js';
import { lookup } from '../../../shared/i18n/index.js';
import type { AuthedContext, HandlersOf } from '../../commands/handler.js';
import { schema } from '../../db/index.js';
import { AppError } from '../../errors.js';
import { requestLocale } from '../../http-errors.js';
import { enqueueMessage, enqueueOrderMessage } from '../../outbox/enqueue.js';
import { SMS_LIMIT, smsText } from '../../outbox/sms-text.js';
import { fill, recipientOf } from '../../outbox/templates.js';
import { notifyOrderChanged } from '../../realtime/notify.js';
import { shipParcel } from './payments.js';
import { confinedTo, findOrder } from './scope.js';

const { outbox } = schema;
type OutboxRow = typeof outbox.$inferSelect;

export const toMessageJson = (r: OutboxRow): OrderMessageJson => ({
  id: r.id, channel: r.channel as OrderMessageJson['channel'], recipient: r.recipient, subject: r.subject, body: r.body,
  template: r.template as MessageTemplate, state: r.state as OrderMessageJson['state'], attempts: r.attempts,
  last_error: r.lastError, vendor_id: r.vendorId, created_at: r.createdAt.toISOString(), sent_at: r.sentAt?.toISOString() ?? null,
});

/**
 * Resends the order's message on one channel: the template asked for, else the last one sent on
 * that channel, else the confirmation. A new row (its own idempotency key): the customer asked for
 * it again, so it is meant to arrive again.
 */
async function resend(ctx: AuthedContext, number: string, channel: 'sms' | 'email', template: MessageTemplate | undefined) {
  const order = await findOrder(ctx, number, true);
  const [last] = template ? [] : await ctx.db.select({ template: outbox.template }).from(outbox)
    .where(and(eq(outbox.orderId, order.id), eq(outbox.channel, channel))).orderBy(desc(outbox.id)).limit(1);
  const chosen = template ?? (last?.template as MessageTemplate | undefined) ?? 'order_confirmation';
  const [row] = await enqueueOrderMessage(ctx.db, order.id, chosen, { channels: [channel], authorId: ctx.principal.user.id });
  if (!row) {
    const rule = channel === 'sms' ? 'no_phone' : 'no_email';
    throw new AppError(422, 'unprocessable', lookup(requestLocale(ctx.request), `orders_messages.errors.${rule}`), { [channel === 'sms' ? 'phone' : 'email']: 'missing' });
  }
  await notifyOrderChanged(ctx.db, order);
  ctx.auditTarget = `order:${order.number}`;
  return { message: toMessageJson(row) };
}

export const customerMessageHandlers: HandlersOf<typeof messageCommands> = {
  /** A merchant sees the messages about his own parcels only; the order-wide ones carry everyone's totals. */
  async messages({ number }, ctx) {
    const order = await findOrder(ctx, number);
    const mine = confinedTo(ctx.scope);
    const rows = await ctx.db.select().from(outbox)
      .where(and(eq(outbox.orderId, order.id), mine ? inArray(outbox.vendorId, mine) : undefined))
      .orderBy(desc(outbox.id)).limit(500);
    return { items: rows.map(toMessageJson) };
  },
  resendSms: ({ number, template }, ctx) => resend(ctx, number, 'sms', template),

  async sendSms({ number, text }, ctx) {
    const order = await findOrder(ctx, number, true);
    const locale = requestLocale(ctx.request);
    const recipient = recipientOf(order, 'sms');
    if (!recipient) throw new AppError(422, 'unprocessable', lookup(locale, 'orders_messages.errors.no_phone'), { phone: 'missing' });
    // as it will be sent: in Latin letters, uncut, so the refusal counts what the customer would get
    const latin = smsText(text, Number.MAX_SAFE_INTEGER);
    if (!latin) throw new AppError(422, 'unprocessable', lookup(locale, 'orders_messages.errors.no_latin'), { text: 'empty' });
    if (latin.length > SMS_LIMIT) {
      const message = fill(lookup(locale, 'orders_messages.errors.too_long') ?? '', { count: String(latin.length), limit: String(SMS_LIMIT) });
      throw new AppError(422, 'unprocessable', message, { text: message });
    }
    const row = await enqueueMessage(ctx.db, {
      channel: 'sms', template: 'custom', recipient, body: latin, orderId: order.id, websiteId: order.websiteId, authorId: ctx.principal.user.id,
    });
    await notifyOrderChanged(ctx.db, order);
    ctx.auditTarget = `order:${order.number}`;
    return { message: toMessageJson(row) };
  },
  resendEmail: ({ number, template }, ctx) => resend(ctx, number, 'email', template),
  shipWithoutSms: ({ id, tracking }, ctx) => shipParcel(ctx, id, tracking, false),
};
