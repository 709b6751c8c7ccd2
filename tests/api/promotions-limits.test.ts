import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApiClient } from '../../src/shared/api/client.js';
import { orderCreate } from '../../src/shared/commands/orders/create.js';
import { lineItemReturn } from '../../src/shared/commands/orders/lineitems.js';
import { cancel, comments, get } from '../../src/shared/commands/orders/orders.js';
import { capture, ship, voidPayment } from '../../src/shared/commands/orders/payments.js';
import { amwayLimits } from '../../src/shared/commands/promotions/amway-limits.js';
import { discountCreate } from '../../src/shared/commands/promotions/discounts.js';
import { giftCardGet, giftCardIssue, giftCardRedeem } from '../../src/shared/commands/promotions/gift-cards.js';
import { websites } from '../../src/shared/commands/system.js';
import { addsUp, locations, rows as dbRows, setShelf, variantsOf } from '../helpers/orders-ops.js';
import { expectApiError, startServer, type TestServer } from '../helpers/server.js';

/**
 * Issue 16's last rules on orders: the sashka purchase limit (§2 /promotions/amway_limit), a gift
 * card paying for an order (its balance never below zero, given back when the payment is voided),
 * and a return that takes an order below a discount's minimum taking the discount off.
 */
let server: TestServer;
let admin: ApiClient;
let adminToken: string;
let operator: ApiClient;
let customers: number[];
let shelves: number[];

beforeAll(async () => {
  server = await startServer();
  ({ api: admin, token: adminToken } = await server.login('admin@demo.mn'));
  operator = (await server.login('orders@demo.mn')).api;
  shelves = (await locations(server)).filter((l) => l.active).map((l) => l.id);
  customers = (await dbRows<{ id: number }>(server, sql`select id from users where 'customer' = any(roles) order by id limit 3`)).map((c) => Number(c.id));
}, 180_000);
afterAll(async () => { await server?.close(); });

const ship_to = { name: 'Сараа Дорж', phone: '88114455', district: 'Баянзүрх' as const, khoroo: 26, address: 'Нарны зам 5-р байр, 12 тоот' };
async function stocked(vendorId: number, n: number, skip = 0) {
  const vs = (await variantsOf(server, vendorId)).slice(skip, skip + n);
  for (const v of vs) for (const l of shelves) await setShelf(server, v.id, l, l === shelves[0] ? 100 : 0);
  return vs;
}
const productSku = async (variantId: number) =>
  (await dbRows<{ sku: string }>(server, sql`select p.sku from products p join variants v on v.product_id = p.id where v.id = ${variantId}`))[0]!.sku;

describe('the sashka purchase limit', () => {
  it('is kept on sashka only; refuses an order that would pass it, counting the customer’s orders of the period but not canceled ones', async () => {
    const sites = (await admin.call(websites, {})).items;
    const sashka = sites.find((w) => w.index === 'sashka')!;
    const other = sites.find((w) => w.index !== 'sashka')!;
    const onSashka = server.client({ token: adminToken, websiteId: sashka.id });
    const onSashkaMn = server.client({ token: adminToken, websiteId: sashka.id, locale: 'mn' });
    const [a, b] = await stocked(1, 2);
    const skuA = await productSku(a!.id);

    // the resource lives on sashka; elsewhere it is not offered
    expect((await expectApiError(server.client({ token: adminToken, websiteId: other.id }).call(amwayLimits.list, {} as never))).status).toBe(403);
    // a limit caps something, and names products that exist
    expect((await expectApiError(onSashka.call(amwayLimits.create!, { name: 'Nothing capped', products: [skuA], period_days: 30 } as never))).fields).toHaveProperty('max_quantity');
    expect((await expectApiError(onSashka.call(amwayLimits.create!, { name: 'Ghost', products: ['NO-SUCH-SKU'], max_quantity: 1, period_days: 30 } as never))).fields).toHaveProperty('products');
    const { item: byQuantity } = await onSashka.call(amwayLimits.create!, { name: 'Three a month', products: [skuA], max_quantity: 3, period_days: 30 } as never) as { item: { id: number } };
    await onSashka.call(amwayLimits.create!, { name: 'Budget', products: [String((await dbRows<{ id: number }>(server, sql`select product_id as id from variants where id = ${b!.id}`))[0]!.id)], max_amount: b!.price, period_days: 7 } as never);

    const order = (customer: number, items: { sku: string; quantity: number }[], api = onSashka) =>
      api.call(orderCreate, { customer_id: customer, items, ship: ship_to, shipping_method: 'standard', payment_method: 'cash' });
    const first = (await order(customers[0]!, [{ sku: a!.sku, quantity: 2 }])).order;
    const refused = await expectApiError(order(customers[0]!, [{ sku: a!.sku, quantity: 2 }]));
    expect(refused.status).toBe(422);
    expect(refused.message).toBe('Over the purchase limit “Three a month”: at most 3 items in 30 days, and this customer would have 4');
    expect(refused.fields).toHaveProperty('items');
    // in the reader's language
    expect((await expectApiError(order(customers[0]!, [{ sku: a!.sku, quantity: 2 }], onSashkaMn))).message).toMatch(/^«Three a month» худалдан авалтын хязгаараас хэтэрнэ/);
    // within it, another customer, and another website are not refused
    await order(customers[0]!, [{ sku: a!.sku, quantity: 1 }]);
    await order(customers[1]!, [{ sku: a!.sku, quantity: 3 }]);
    await order(customers[0]!, [{ sku: a!.sku, quantity: 5 }], server.client({ token: adminToken, websiteId: other.id }));
    // a canceled order no longer counts
    expect((await expectApiError(order(customers[0]!, [{ sku: a!.sku, quantity: 2 }]))).status).toBe(422);
    await admin.call(cancel, { number: first.number, reason: 'test' }, { confirm: 'cancel' });
    await order(customers[0]!, [{ sku: a!.sku, quantity: 2 }]);

    // by amount: the product named by its id
    const dear = await expectApiError(order(customers[2]!, [{ sku: b!.sku, quantity: 2 }]));
    expect(dear.message).toMatch(/^Over the purchase limit “Budget”: at most ₮[\d,.]+ in 7 days, and this customer would have ₮[\d,.]+$/);
    await order(customers[2]!, [{ sku: b!.sku, quantity: 1 }]);

    // five orders of one customer at once against a fresh limit of 3: exactly 3 are placed
    const [c] = await stocked(1, 1, 8);
    await onSashka.call(amwayLimits.create!, { name: 'Three at once', products: [await productSku(c!.id)], max_quantity: 3, period_days: 30 } as never);
    const race = await Promise.allSettled(Array.from({ length: 5 }, () => order(customers[1]!, [{ sku: c!.sku, quantity: 1 }])));
    expect(race.filter((r) => r.status === 'fulfilled')).toHaveLength(3);

    // switched off, it no longer refuses
    await onSashka.call(amwayLimits.update!, { id: byQuantity.id, active: false } as never);
    await order(customers[0]!, [{ sku: a!.sku, quantity: 3 }]);
  });
});

describe('a gift card paying for an order', () => {
  async function newOrder(items: { sku: string; quantity: number }[], customer = customers[0]!) {
    return (await operator.call(orderCreate, { customer_id: customer, items, ship: ship_to, shipping_method: 'standard', payment_method: 'cash' })).order;
  }

  it('pays what is left (or less), cuts the cash still to come, refuses past the balance or the due; a void gives it back to the card', async () => {
    const [a] = await stocked(1, 1, 3);
    const o = await newOrder([{ sku: a!.sku, quantity: 1 }]);
    const half = Math.floor(o.total / 200) * 100;
    const card = (await admin.call(giftCardIssue, { recipient_name: 'Бат', recipient_email: 'bat@example.mn', amount: half })).gift_card;

    // an order of the whole shop is out of a merchant's reach; the view-only roles may not
    expect((await expectApiError(operator.call(giftCardRedeem, { code: 'GC-NOSUCH', number: o.number }))).status).toBe(404);
    const paid = await operator.call(giftCardRedeem, { code: card.code.toLowerCase(), number: o.number });
    expect(paid.paid).toBe(half);
    expect(paid.gift_card.balance).toBe(0);
    const giftPayment = paid.order.payments.find((p) => p.method === 'gift_card')!;
    expect(giftPayment).toMatchObject({ state: 'completed', amount: half });
    // the cash still to come is what is left, so capturing it later does not take the card's part twice
    expect(paid.order.payments.filter((p) => p.method === 'cash').reduce((s, p) => s + p.amount, 0)).toBe(o.total - half);
    expect(paid.order.payment_state).toBe('balance_due');
    addsUp(paid.order);

    const empty = await expectApiError(operator.call(giftCardRedeem, { code: card.code, number: o.number }));
    expect(empty).toMatchObject({ status: 409 });
    expect(empty.message).toBe(`The gift card ${card.code} has nothing left on it`);

    // a second card: no more than its balance, nor than what is due
    const big = (await admin.call(giftCardIssue, { recipient_name: 'Дулам', recipient_email: 'dulam@example.mn', amount: o.total })).gift_card;
    expect((await expectApiError(operator.call(giftCardRedeem, { code: big.code, number: o.number, amount: o.total }))).status).toBe(409);
    const rest = await operator.call(giftCardRedeem, { code: big.code, number: o.number });
    expect(rest.paid).toBe(o.total - half);
    expect(rest.order.payment_state).toBe('paid');
    expect((await expectApiError(operator.call(giftCardRedeem, { code: big.code, number: o.number }))).message).toBe(`Order ${o.number} has nothing left to pay`);

    // voided, the first card's part goes back on the card and to the cash to come
    const voided = (await admin.call(voidPayment, { id: giftPayment.id })).order;
    expect(voided.payment_state).toBe('balance_due');
    expect(voided.payments.filter((p) => p.method === 'cash').reduce((s, p) => s + p.amount, 0)).toBe(half);
    const history = await admin.call(giftCardGet, { id: card.id });
    expect(history.gift_card.balance).toBe(half);
    expect(history.history.map((h) => [h.kind, h.amount, h.balance_after, h.order_number])).toEqual([
      ['refund', half, half, o.number], ['redeem', -half, 0, o.number], ['issue', half, half, null],
    ]);
  });

  it('one card asked by five orders at once: what they take adds up to its balance, never below zero', async () => {
    const [a] = await stocked(1, 1, 4);
    const orders = [];
    for (let i = 0; i < 5; i++) orders.push(await newOrder([{ sku: a!.sku, quantity: 1 }], customers[i % customers.length]!));
    const amount = Math.floor((orders[0]!.total * 2.5) / 100) * 100;
    const card = (await admin.call(giftCardIssue, { recipient_name: 'Олон', recipient_email: 'olon@example.mn', amount })).gift_card;
    const results = await Promise.allSettled(orders.map((o) => operator.call(giftCardRedeem, { code: card.code, number: o.number })));
    const taken = results.filter((r) => r.status === 'fulfilled').map((r) => (r as PromiseFulfilledResult<{ paid: number }>).value.paid);
    expect(taken.reduce((s, x) => s + x, 0)).toBe(amount);
    const after = await admin.call(giftCardGet, { id: card.id });
    expect(after.gift_card.balance).toBe(0);
    expect(after.history.filter((h) => h.kind === 'redeem').reduce((s, h) => s - h.amount, 0)).toBe(amount);
  });
});

describe('a return checks the order’s discounts again', () => {
  it('a return below the minimum takes the discount off, says why, and refunds the item at what it costs without it', async () => {
    const [a, b] = await stocked(1, 2, 6);
    const code = `RET${Date.now().toString(36).toUpperCase()}`;
    await admin.call(discountCreate, { title: 'Both for less', value_type: 'fixed', amount: 100_000, minimum_kind: 'amount', minimum_amount: a!.price + b!.price, code });
    const { order: placed } = await operator.call(orderCreate, {
      customer_id: customers[0]!, items: [{ sku: a!.sku, quantity: 1 }, { sku: b!.sku, quantity: 1 }], ship: ship_to, shipping_method: 'standard', payment_method: 'cash', codes: [code],
    });
    expect(placed.adjustments.some((x) => x.kind === 'promotion')).toBe(true);
    for (const p of placed.payments) await admin.call(capture, { id: p.id });
    for (const s of (await admin.call(get, { number: placed.number })).order.shipments) await admin.call(ship, { id: s.id });

    const lineA = placed.line_items.find((l) => l.variant_id === a!.id)!;
    const { order } = await operator.call(lineItemReturn, { line_item_id: lineA.id, reason: 'Хэмжээ таараагүй' });
    expect(order.adjustments.filter((x) => x.kind === 'promotion')).toEqual([]);
    // the returned item comes back at its full price: the kept one bears no discount any more
    expect(order.adjustments.filter((x) => x.kind === 'return').reduce((s, x) => s + x.amount, 0)).toBe(-a!.price);
    expect(order.item_total + order.adjustment_total).toBe(b!.price);
    addsUp(order);
    const notes = (await operator.call(comments, { number: placed.number })).items.map((c) => c.body);
    expect(notes.some((n) => n.startsWith('Removed “Both for less” after the items changed'))).toBe(true);
  });
});
