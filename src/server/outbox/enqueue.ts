import { eq, sql } from 'drizzle-orm';
import type { MessageTemplate } from '../../shared/commands/orders/messages.js';
import { schema, type DbOrTx } from '../db/index.js';
import { composeOrderMessage, type OrderForMessage } from './templates.js';

const { outbox, orders, websites } = schema;

/**
 * Customers are written to in Mongolian, the shop's language (an SMS then in Latin letters, §5). A
 * user's `locale` is the console's language of staff, not a customer's choice, so it is not used.
 */
export const CUSTOMER_LOCALE: 'en' | 'mn' = 'mn';

/** The channel the workers LISTEN on: a committed row wakes every instance at once, no polling. */
export const OUTBOX_CHANNEL = 'bo_outbox';

export interface NewMessage {
  channel: 'sms' | 'email';
  recipient: string;
  subject?: string | null;
  body: string;
  template: MessageTemplate;
  orderId?: number | null;
  websiteId?: number | null;
  vendorId?: number | null;
  authorId?: number | null;
}

/**
 * Queues a message in the caller's transaction: it is delivered only if that transaction commits,
 * and then surely (the worker retries until it is sent or its attempts run out). The NOTIFY is
 * delivered on commit, never for a rolled-back change.
 */
export async function enqueueMessage(db: DbOrTx, message: NewMessage): Promise<typeof outbox.$inferSelect> {
  const [row] = await db.insert(outbox).values({
    channel: message.channel, recipient: message.recipient, subject: message.subject ?? null, body: message.body,
    template: message.template, orderId: message.orderId ?? null, websiteId: message.websiteId ?? null,
    vendorId: message.vendorId ?? null, authorId: message.authorId ?? null,
  }).returning();
  await db.execute(sql`select pg_notify(${OUTBOX_CHANNEL}, '')`);
  return row!;
}

/** What the templates need of an order: its numbers, the customer's contacts and language, the shop's name. */
export async function loadOrderForMessage(db: DbOrTx, orderId: number): Promise<OrderForMessage | null> {
  const [row] = await db.select({
    id: orders.id, number: orders.number, websiteId: orders.websiteId, total: orders.total, phone: orders.phone,
    receiverPhone: orders.receiverPhone, email: orders.email, customerName: orders.customerName,
    receiverName: orders.receiverName, shop: websites.name,
  }).from(orders)
    .leftJoin(websites, eq(websites.id, orders.websiteId))
    .where(eq(orders.id, orderId)).limit(1);
  if (!row) return null;
  return { ...row, locale: CUSTOMER_LOCALE, shop: row.shop ?? 'Shop' };
}

export interface OrderMessageOptions {
  /** Which channels; by default every one the order has a contact for. */
  channels?: readonly ('sms' | 'email')[];
  /** A parcel's vendor: a merchant sees the messages about his own parcels. */
  vendorId?: number | null;
  tracking?: string | null;
  authorId?: number | null;
}

/**
 * An order's message of `template` on each channel it has a contact for (SMS to the customer's
 * phone or else the receiver's, email to the customer's address), queued in `db`'s transaction.
 * Answers the rows queued; a channel without a contact is skipped.
 */
export async function enqueueOrderMessage(db: DbOrTx, orderId: number, template: MessageTemplate, options: OrderMessageOptions = {}) {
  const order = await loadOrderForMessage(db, orderId);
  if (!order) return [];
  const queued: (typeof outbox.$inferSelect)[] = [];
  for (const channel of options.channels ?? (['sms', 'email'] as const)) {
    const composed = composeOrderMessage(order, channel, template, { tracking: options.tracking ?? null });
    if (!composed) continue;
    queued.push(await enqueueMessage(db, {
      channel, template, recipient: composed.recipient, subject: composed.subject, body: composed.body,
      orderId: order.id, websiteId: order.websiteId, vendorId: options.vendorId ?? null, authorId: options.authorId ?? null,
    }));
  }
  return queued;
}
