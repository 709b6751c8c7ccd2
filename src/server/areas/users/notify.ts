import { and, eq, inArray, sql } from 'drizzle-orm';
import { DELIVERIES, NOTIFICATION_DAYS, NOTIFICATION_EVENTS, type Delivery, type NotificationEvent } from '../../../shared/commands/notifications.js';
import { lookup } from '../../../shared/i18n/index.js';
import type { Config } from '../../config.js';
import { schema, type DbOrTx } from '../../db/index.js';
import { OUTBOX_CHANNEL } from '../../outbox/enqueue.js';
import { NOTIFICATIONS_CHANNEL } from '../../realtime/notify.js';

const { userNotifications, notificationSettings, pushDevices, vendorMemberships, outbox, orderVendors, vendors, users } = schema;


/** The browsers a push reaches, by the §3 flags of the devices he linked. */
const FLAG_OF: Record<string, 'isChromeWeb' | 'isSafari' | 'isFirefox'> = { Chrome: 'isChromeWeb', Safari: 'isSafari', Firefox: 'isFirefox' };

export interface ConsoleEvent {
  event: NotificationEvent;
  /** The subject (`order:12`): one event reaches a user once. */
  key: string;
  params: Record<string, string>;
  link: string;
}

/** A user's choice of each event; an event he never chose is pushed. */
export function deliveriesOf(stored: unknown): Record<NotificationEvent, Delivery> {
  const saved = (stored ?? {}) as Record<string, unknown>;
  const pick = (e: NotificationEvent): Delivery => (DELIVERIES as readonly unknown[]).includes(saved[e]) ? saved[e] as Delivery : 'push';
  return Object.fromEntries(NOTIFICATION_EVENTS.map((e) => [e, pick(e)])) as Record<NotificationEvent, Delivery>;
}

/** Title and body of a notification in `locale`, `{{name}}` filled from its params (a job's kind named). */
export function renderNotification(event: string, params: Record<string, string>, locale: 'en' | 'mn') {
  const values: Record<string, string> = { ...params };
  if (params.kind) values.kind_name = lookup(locale, `jobs.kinds.${params.kind}`) ?? params.kind;
  const fill = (key: string) => (lookup(locale, key) ?? lookup('en', key) ?? event).replace(/\{\{(\w+)\}\}/g, (_m, k: string) => values[k] ?? '');
  return { title: fill(`notifications.events.${event}.title`), body: fill(`notifications.events.${event}.body`) };
}

/**
 * Tells `userIds` of `event`, in the caller's transaction: a row in each one's list (unless he
 * turned the event off), a NOTIFY so his open consoles show it at commit, and, where his settings
 * say push and he linked browsers, a push through the outbox (delivered once, after commit only).
 * `except` is who caused it: nobody is told of what he did himself.
 */
export async function notifyUsers(db: DbOrTx, config: Config, userIds: readonly number[], e: ConsoleEvent, except: number | null = null): Promise<void> {
  const ids = [...new Set(userIds)].filter((id) => id !== except);
  if (!ids.length) return;
  // his profile's "Push notifications" switch (user.settings) turns every push into a listed one
  const settings = await db.select({ userId: users.id, events: notificationSettings.events, pushOff: sql<boolean>`coalesce((${users.settings}->'notifications'->>'push') = 'false', false)` })
    .from(users).leftJoin(notificationSettings, eq(notificationSettings.userId, users.id)).where(inArray(users.id, ids));
  const choice = new Map(settings.map((s) => {
    const chosen = deliveriesOf(s.events)[e.event];
    return [s.userId, chosen === 'push' && s.pushOff ? 'list' : chosen];
  }));
  // a user no longer there is told nothing
  const told = ids.filter((id) => choice.has(id) && choice.get(id) !== 'off');
  if (!told.length) return;
  // the list keeps 30 days: what is older goes as new ones come
  await db.delete(userNotifications).where(and(inArray(userNotifications.userId, told), sql`${userNotifications.createdAt} < now() - ${`${NOTIFICATION_DAYS} days`}::interval`));
  const made = await db.insert(userNotifications).values(told.map((userId) => ({ userId, event: e.event, key: e.key, params: e.params, link: e.link })))
    .onConflictDoNothing().returning({ id: userNotifications.id, userId: userNotifications.userId });
  for (const row of made) await db.execute(sql`select pg_notify(${NOTIFICATIONS_CHANNEL}, ${JSON.stringify({ user_id: row.userId, id: row.id })})`);
  const pushTo = made.filter((r) => choice.get(r.userId) === 'push');
  if (!pushTo.length || !config.push) return;
  const devices = await db.select({ id: pushDevices.id, userId: pushDevices.userId, browser: pushDevices.browser }).from(pushDevices)
    .where(and(inArray(pushDevices.userId, pushTo.map((r) => r.userId)), eq(pushDevices.subscribed, true)));
  const en = renderNotification(e.event, e.params, 'en');
  const mn = renderNotification(e.event, e.params, 'mn');
  let queued = false;
  for (const row of pushTo) {
    const mine = devices.filter((d) => d.userId === row.userId);
    if (!mine.length) continue;
    const flags = { isChromeWeb: false, isSafari: false, isFirefox: false };
    // a device whose browser is not known yet (linked by its id alone) is not left out
    for (const d of mine) {
      const flag = FLAG_OF[d.browser];
      if (flag) flags[flag] = true;
      else Object.assign(flags, { isChromeWeb: true, isSafari: true, isFirefox: true });
    }
    const message = { headings: { en: en.title, mn: mn.title }, contents: { en: en.body, mn: mn.body }, url: e.link || null, ...flags, playerIds: mine.map((d) => d.id) };
    await db.insert(outbox).values({ channel: 'push', recipient: `user:${row.userId}`, body: JSON.stringify(message), template: `console_${e.event}` });
    queued = true;
  }
  if (queued) await db.execute(sql`select pg_notify(${OUTBOX_CHANNEL}, '')`);
}

/** The people of a vendor (its merchant users): told of what happens to its orders. */
export async function vendorPeople(db: DbOrTx, vendorIds: readonly number[]): Promise<number[]> {
  if (!vendorIds.length) return [];
  const rows = await db.selectDistinct({ userId: vendorMemberships.userId }).from(vendorMemberships).where(inArray(vendorMemberships.vendorId, [...vendorIds]));
  return rows.map((r) => r.userId);
}

/**
 * The people of each vendor of an order told of `event` (a new order, a flag), with the order's
 * number and their vendor's name; the one who did it is not told. Call after the order's vendors
 * are known (`recalculate`).
 */
export async function notifyOrderVendors(db: DbOrTx, config: Config, order: { id: number; number: string }, event: 'order_new' | 'order_flagged', actor: number | null): Promise<void> {
  const rows = await db.select({ id: vendors.id, name: vendors.name }).from(orderVendors).innerJoin(vendors, eq(vendors.id, orderVendors.vendorId))
    .where(eq(orderVendors.orderId, order.id)).orderBy(vendors.id);
  for (const vendor of rows) {
    await notifyUsers(db, config, await vendorPeople(db, [vendor.id]), {
      event, key: `order:${order.id}`, params: { number: order.number, vendor: vendor.name }, link: `/orders/${order.number}`,
    }, actor);
  }
}

/**
 * A transfer above the approval limit waits for a second person (maker and checker): everyone who
 * may approve it hears of it, the maker aside.
 */
export async function notifyTransferWaiting(db: DbOrTx, config: Config, transfer: { id: number; amount: string; toName: string }, maker: number): Promise<void> {
  const checkers = await db.select({ id: users.id }).from(users).where(sql`${users.roles} && array['admin', 'cgw']::text[]`);
  await notifyUsers(db, config, checkers.map((u) => u.id), {
    event: 'transfer_waiting', key: `cgw_transfer:${transfer.id}`, params: { id: String(transfer.id), amount: transfer.amount, to_name: transfer.toName },
    link: '/corporate_gateway/payment_returns',
  }, maker);
}

/**
 * An item brought back (`line_item.return`): the people of its vendor hear which, of which order.
 * Keyed by how many units are back by now, so each return of the line is told once.
 */
export async function notifyReturnReceived(db: DbOrTx, config: Config, order: { number: string }, line: { id: number; vendorId: number }, sku: string, count: number, returned: number, actor: number): Promise<void> {
  const [vendor] = await db.select({ name: vendors.name }).from(vendors).where(eq(vendors.id, line.vendorId));
  await notifyUsers(db, config, await vendorPeople(db, [line.vendorId]), {
    event: 'return_received', key: `line_return:${line.id}:${returned}`,
    params: { number: order.number, vendor: vendor?.name ?? '', sku, quantity: String(count) }, link: `/orders/${order.number}`,
  }, actor);
}
