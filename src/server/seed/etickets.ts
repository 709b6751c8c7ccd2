import { eq, inArray, sql } from 'drizzle-orm';
import { schema, type DbOrTx } from '../db/index.js';
import { recalculate } from '../areas/orders/recalculate.js';
import { orderNumber } from '../areas/orders/create-plan.js';

/** Events the demo shop sells tickets to: one a seated hall, the others standing. */
const EVENTS = [
  { sku: 'EVT-NAADAM-2026', en: 'Naadam opening ceremony', mn: 'Наадмын нээлтийн ёслол', category: 'seated', price: 15_000_000 },
  { sku: 'EVT-JAZZ-UB', en: 'UB Jazz Festival', mn: 'Улаанбаатар жазз наадам', category: 'e_ticket', price: 8_000_000 },
  { sku: 'EVT-MORIN-KHUUR', en: 'Morin khuur ensemble concert', mn: 'Морин хуурын чуулгын тоглолт', category: 'e_ticket', price: 5_000_000 },
] as const;

/** Guests who bought them (no customer accounts: the demo's customers and their counts stay as they were). */
const BUYERS = [
  ['Болормаа Ганбат', '99112233', 'bolormaa@example.mn', 0, 3],
  ['Тэмүүлэн Батбаяр', '88114455', 'temuulen@example.mn', 1, 2],
  ['Энхжин Дорж', '95117788', 'enkhjin@example.mn', 2, 1],
  ['Саруул Очир', '99008811', 'saruul@example.mn', 0, 2],
  ['Мөнхзул Бат', '80112299', 'munkhzul@example.mn', 1, 4],
] as const;

/**
 * The demo's e-tickets: three events of the first vendor on the main shop and five paid orders for
 * them. The orders are paid the way every order is (recalculate records the payment state), so
 * their tickets are issued by the same code a real payment runs; then one ticket is sent and one
 * used, so the list shows every state but canceled. A demo asked for no orders (the benches, which
 * generate their own in time order) gets the events and no orders.
 */
export async function seedETickets(db: DbOrTx, refs: { vendorId: number; websiteId: number; adminId: number; orders: boolean }): Promise<void> {
  const products = await db.insert(schema.products).values(EVENTS.map((e) => ({
    vendorId: refs.vendorId, nameEn: e.en, nameMn: e.mn, sku: e.sku, slug: e.sku.toLowerCase(), category: e.category, productType: 'event',
    price: e.price, published: true, approved: true, approvedAt: new Date(), approvedBy: refs.adminId,
  }))).returning({ id: schema.products.id, sku: schema.products.sku, price: schema.products.price });
  const variants = await db.insert(schema.variants).values(products.map((p) => ({ productId: p.id, isMaster: true, sku: p.sku, price: p.price, trackInventory: false })))
    .returning({ id: schema.variants.id, price: schema.variants.price });
  // the hall's capacity: seats are stock like any other, sold until none is left
  const [location] = await db.select({ id: schema.stockLocations.id }).from(schema.stockLocations).orderBy(schema.stockLocations.id).limit(1);
  if (location) await db.insert(schema.stockItems).values(variants.map((v, i) => ({ stockLocationId: location.id, variantId: v.id, countOnHand: [5_000, 2_000, 800][i]! })));
  if (!refs.orders) return;
  const [{ next } = { next: 1 }] = (await db.execute(sql`select coalesce(max(id), 0) + 1 as next from orders`) as unknown as { rows: { next: number }[] }).rows;
  const now = Date.now();
  const orderIds: number[] = [];
  for (const [i, [name, phone, email, event, quantity]] of BUYERS.entries()) {
    const id = Number(next) + i;
    const variant = variants[event]!;
    const at = new Date(now - (BUYERS.length - i) * 86_400_000);
    await db.insert(schema.orders).values({
      id, number: orderNumber(id), websiteId: refs.websiteId, email, phone, customerName: name, receiverName: name, receiverPhone: phone,
      // confirmed to the customer like any paid order of the demo (tests that approve pick unapproved ones)
      platform: 'web', state: 'complete', completedAt: at, approvedAt: at, approvedBy: refs.adminId, createdAt: at, updatedAt: at,
    });
    await db.insert(schema.lineItems).values({ orderId: id, variantId: variant.id, vendorId: refs.vendorId, quantity, price: variant.price, isDigital: true, actn: 'digital' });
    await db.insert(schema.payments).values({ orderId: id, method: 'qpay', amount: variant.price * quantity, state: 'completed', createdAt: at, updatedAt: at });
    await recalculate(db, id, refs.adminId, at);
    orderIds.push(id);
  }
  await db.execute(sql`select setval(pg_get_serial_sequence('orders', 'id'), (select max(id) from orders))`);
  const tickets = await db.select({ id: schema.eTickets.id }).from(schema.eTickets).where(inArray(schema.eTickets.orderId, orderIds)).orderBy(schema.eTickets.id);
  const [sent, used] = [tickets[0], tickets[3]];
  if (sent) {
    await db.update(schema.eTickets).set({ state: 'sent', sentAt: new Date() }).where(eq(schema.eTickets.id, sent.id));
    await db.insert(schema.eTicketEvents).values({ ticketId: sent.id, kind: 'sent', fromState: 'issued', toState: 'sent', channel: 'sms', note: BUYERS[0][1], authorId: refs.adminId });
  }
  if (used) {
    await db.update(schema.eTickets).set({ state: 'used', usedAt: new Date(), usedBy: refs.adminId }).where(eq(schema.eTickets.id, used.id));
    await db.insert(schema.eTicketEvents).values({ ticketId: used.id, kind: 'used', fromState: 'issued', toState: 'used', authorId: refs.adminId });
  }
}
