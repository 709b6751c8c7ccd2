import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApiClient } from '../../src/shared/api/client.js';
import { autoCancel } from '../../src/shared/commands/orders/auto-cancel.js';
import { newOrderPaymentMethods, orderCreate } from '../../src/shared/commands/orders/create.js';
import { messages } from '../../src/shared/commands/orders/messages.js';
import { get, stateChanges } from '../../src/shared/commands/orders/orders.js';
import { capture } from '../../src/shared/commands/orders/payments.js';
import { update as productUpdate } from '../../src/shared/commands/products/products.js';
import { paymentMethods } from '../../src/shared/commands/settings/payment-methods.js';
import { orderSettings } from '../../src/shared/commands/settings/singletons.js';
import { locations, onHand, rows, setShelf, variantsOf } from '../helpers/orders-ops.js';
import { expectApiError, startServer, type TestServer } from '../helpers/server.js';
import { AutoCancelSweeper } from '../../src/server/areas/orders/auto-cancel.js';

/**
 * The orders area reading Settings (issue 14): a new order's payment methods come from
 * /settings/payment, and unpaid orders past the hours of /settings/order are canceled by the sweep.
 */
let server: TestServer;
let admin: ApiClient;
let operator: ApiClient;
let operatorMn: ApiClient;
let finance: ApiClient;
let viewer: ApiClient;
let shelves: number[];
let customerId: number;

beforeAll(async () => {
  server = await startServer();
  admin = (await server.login('admin@demo.mn')).api;
  const op = await server.login('orders@demo.mn');
  operator = op.api;
  operatorMn = server.client({ token: op.token, locale: 'mn' });
  finance = (await server.login('finance@demo.mn')).api;
  viewer = (await server.login('ordersview@demo.mn')).api;
  shelves = (await locations(server)).filter((l) => l.active).map((l) => l.id);
  const [c] = await rows<{ id: number }>(server, sql`select id from users where 'customer' = any(roles) and mobile is not null order by id limit 1`);
  customerId = Number(c!.id);
}, 180_000);
afterAll(async () => { await server?.close(); });

const ship = { name: 'Сараа Дорж', phone: '88114455', district: 'Баянзүрх' as const, khoroo: 26, address: 'Нарны зам 5-р байр, 12 тоот' };

/** Variants of vendor 1, one per product: a product's own hours then touch only its order. */
async function itemsOfDistinctProducts(): Promise<{ id: number; sku: string; productId: number }[]> {
  const vs = await variantsOf(server, 1);
  const owners = await rows<{ id: number; product_id: number }>(server, sql`select id, product_id from variants where id in (${sql.join(vs.map((v) => sql`${v.id}`), sql`, `)})`);
  const seen = new Set<number>();
  const out: { id: number; sku: string; productId: number }[] = [];
  for (const v of vs) {
    const productId = Number(owners.find((o) => Number(o.id) === v.id)!.product_id);
    if (seen.has(productId)) continue;
    seen.add(productId);
    out.push({ ...v, productId });
  }
  return out;
}

/** An order of one item (10 on one shelf), paid by `method`, placed `hoursAgo` hours ago. */
async function placed(sku: { id: number; sku: string }, hoursAgo: number, method = 'qpay') {
  for (const l of shelves) await setShelf(server, sku.id, l, l === shelves[0] ? 10 : 0);
  const { order } = await operator.call(orderCreate, { customer_id: customerId, items: [{ sku: sku.sku, quantity: 2 }], ship, shipping_method: 'pickup', payment_method: method });
  await age(order.number, hoursAgo);
  return order;
}
/** The test's arrangement: the order was placed that long ago. */
async function age(number: string, hoursAgo: number) {
  await server.app.services.database.db.execute(sql`update orders set created_at = now() - make_interval(hours => ${hoursAgo}),
    completed_at = now() - make_interval(hours => ${hoursAgo}) where number = ${number}`);
}

describe('a new order\'s payment methods are Settings › Payment methods', () => {
  it('offers the active ones in their order, named in both languages; refuses others with a 400 naming the field', async () => {
    const offered = (await operator.call(newOrderPaymentMethods, {})).items;
    // the demo's, store credit left out (it has its own flow)
    expect(offered.map((m) => m.code)).toEqual(['cash', 'card', 'qpay', 'bank_transfer']);
    expect(offered[0]).toEqual({ code: 'cash', name_en: 'Cash on delivery', name_mn: 'Бэлнээр, хүргэлтээр' });
    expect((await expectApiError(viewer.call(newOrderPaymentMethods, {}))).status).toBe(403);

    const { item: added } = await admin.call(paymentMethods.create, { code: 'socialpay', name_en: 'SocialPay', name_mn: 'СошиалПэй', position: 1 });
    const { items: all } = await admin.call(paymentMethods.list, { per_page: 100 });
    const card = all.find((m) => m.code === 'card')!;
    await admin.call(paymentMethods.update, { id: card.id, active: false });
    const now = (await operator.call(newOrderPaymentMethods, {})).items.map((m) => m.code);
    expect(now).not.toContain('card');
    expect(now).toContain('socialpay');
    // in their positions: socialpay (1) before qpay (2)
    expect(now.indexOf('socialpay')).toBeLessThan(now.indexOf('qpay'));

    const [a] = await variantsOf(server, 1);
    for (const l of shelves) await setShelf(server, a!.id, l, l === shelves[0] ? 10 : 0);
    const input = { customer_id: customerId, items: [{ sku: a!.sku, quantity: 1 }], ship, shipping_method: 'pickup' as const };
    const inactive = await expectApiError(operator.call(orderCreate, { ...input, payment_method: 'card' }));
    expect(inactive).toMatchObject({ status: 400, code: 'validation_failed', fields: { payment_method: 'not active' } });
    expect(inactive.message).toContain('"card"');
    expect(await expectApiError(operator.call(orderCreate, { ...input, payment_method: 'no_such_method' }))).toMatchObject({ status: 400, fields: { payment_method: 'no such payment method' } });
    const own = await expectApiError(operatorMn.call(orderCreate, { ...input, payment_method: 'store_credit' }));
    expect(own).toMatchObject({ status: 400, fields: { payment_method: 'has its own flow' } });
    expect(own.message).toMatch(/[а-яө]/);
    expect((await expectApiError(operator.call(orderCreate, { ...input, payment_method: 'lease' }))).status).toBe(400);
    expect((await expectApiError(operator.call(orderCreate, { ...input, payment_method: 'Not A Code' }))).fields).toHaveProperty('payment_method');

    const { order } = await operator.call(orderCreate, { ...input, payment_method: 'socialpay' });
    expect(order.payments).toEqual([expect.objectContaining({ method: 'socialpay', state: 'pending' })]);

    await admin.call(paymentMethods.update, { id: card.id, active: true });
    await admin.call(paymentMethods.delete, { id: added.id });
    expect((await operator.call(newOrderPaymentMethods, {})).items.map((m) => m.code)).toEqual(['cash', 'card', 'qpay', 'bank_transfer']);
  });
});

describe('the auto-cancel sweep', () => {
  it('cancels old unpaid orders as a person\'s cancel does, leaves paid and young ones, honours a product\'s hours; a second run cancels nothing', async () => {
    const [a, b, c, d, e] = await itemsOfDistinctProducts();
    const old = await placed(a!, 30);
    const young = await placed(b!, 2);
    const paid = await placed(c!, 30);
    await finance.call(capture, { id: paid.payments[0]!.id });
    // a product allowing 3 hours: its 5-hour-old order is due, a like one of another product is not
    await admin.call(productUpdate, { id: d!.productId, auto_cancel_hours: 3 });
    const short = await placed(d!, 5);
    const usual = await placed(e!, 5);
    // cash on delivery waits for its driver, however old
    const cod = await placed(e!, 50, 'cash');
    expect(await onHand(server, a!.id, shelves[0]!)).toBe(8);
    expect((await expectApiError(operator.call(autoCancel, { dry_run: true }))).status).toBe(403);

    // the dry run lists them and changes nothing
    const dry = await admin.call(autoCancel, { dry_run: true, limit: 500 });
    const listed = dry.items.map((i) => i.number);
    expect(dry).toMatchObject({ dry_run: true, canceled: 0 });
    expect(listed).toEqual(expect.arrayContaining([old.number, short.number]));
    expect(listed).not.toEqual(expect.arrayContaining([young.number]));
    for (const n of [young.number, paid.number, usual.number, cod.number]) expect(listed).not.toContain(n);
    expect(dry.items.find((i) => i.number === old.number)).toMatchObject({ hours: 24, basis: 'setting', total: old.total });
    expect(dry.items.find((i) => i.number === short.number)).toMatchObject({ hours: 3, basis: 'product' });
    expect((await admin.call(get, { number: old.number })).order.state).toBe('complete');

    const run = await admin.call(autoCancel, { limit: 500 });
    expect(run.dry_run).toBe(false);
    expect(run.items.map((i) => i.number).sort()).toEqual([...listed].sort());
    expect(run.canceled).toBe(listed.length);

    const after = (await admin.call(get, { number: old.number })).order;
    expect(after).toMatchObject({ state: 'canceled', shipment_state: 'canceled' });
    expect(after.payments).toEqual([expect.objectContaining({ state: 'void' })]);
    expect(await onHand(server, a!.id, shelves[0]!)).toBe(10);
    const trail = (await admin.call(stateChanges, { number: old.number })).items;
    expect(trail).toContainEqual(expect.objectContaining({ machine: 'order', from: 'complete', to: 'canceled', reason: 'auto_cancel:24h', author_email: 'admin@demo.mn' }));
    expect((await admin.call(messages, { number: old.number })).items).toContainEqual(expect.objectContaining({ template: 'order_canceled', channel: 'sms' }));
    const audit = await rows<{ command_id: string }>(server, sql`select command_id from audit_log where target = ${`order:${old.number}`} order by id`);
    expect(audit.map((r) => r.command_id)).toContain('order.auto_cancel');
    expect((await admin.call(get, { number: short.number })).order.state).toBe('canceled');
    for (const n of [young.number, paid.number, usual.number, cod.number]) expect((await admin.call(get, { number: n })).order.state).toBe('complete');

    // nothing is due any more: a second run cancels nothing, and a canceled order is never canceled again
    expect(await admin.call(autoCancel, {})).toMatchObject({ canceled: 0, items: [] });
    const cancels = await rows<{ n: number }>(server, sql`select count(*)::int as n from state_changes s join orders o on o.id = s.order_id
      where o.number = ${old.number} and s.machine = 'order' and s.to_state = 'canceled'`);
    expect(Number(cancels[0]!.n)).toBe(1);
  });

  it('uses the settings\' hours and a lease\'s own; the server\'s own run cancels as nobody; two runs at once cancel an order once', async () => {
    const [, , , , , f, g, h] = await itemsOfDistinctProducts();
    await admin.call(orderSettings.update, { auto_cancel_hours: 48 });
    const lease = await placed(f!, 30);
    await server.app.services.database.db.execute(sql`update orders set lease_amount = total, lease_state = 'requested' where number = ${lease.number}`);
    const day = await placed(g!, 30);
    // 30 hours: within 48 (the settings now) and within a lease's 72
    const soon = (await admin.call(autoCancel, { dry_run: true })).items.map((i) => i.number);
    expect(soon).not.toContain(lease.number);
    expect(soon).not.toContain(day.number);
    await age(lease.number, 80);
    await age(day.number, 50);
    // an approved lease is financed: never swept, however old
    const financed = await placed(f!, 100);
    await server.app.services.database.db.execute(sql`update orders set lease_amount = total, lease_state = 'accepted', approved_at = now() where number = ${financed.number}`);
    const due = (await admin.call(autoCancel, { dry_run: true })).items;
    expect(due.map((i) => i.number).sort()).toEqual([lease.number, day.number].sort());
    expect(due.find((i) => i.number === lease.number)).toMatchObject({ hours: 72, basis: 'lease' });

    // the server's periodic run: the same cancel, by nobody
    const { services } = server.app;
    expect((await services.autoCancel.runOnce(services, server.app.fastify.log)).sort()).toEqual([lease.number, day.number].sort());
    const trail = (await admin.call(stateChanges, { number: day.number })).items;
    expect(trail).toContainEqual(expect.objectContaining({ machine: 'order', to: 'canceled', reason: 'auto_cancel:48h', author_id: null }));

    const late = await placed(h!, 60);
    const both = await Promise.all([admin.call(autoCancel, {}), admin.call(autoCancel, {})]);
    expect(both.flatMap((r) => r.items.map((i) => i.number))).toEqual([late.number]);

    // the timer, as the server starts it (off in the tests unless asked): it sweeps by itself and stops
    const [k] = (await itemsOfDistinctProducts()).slice(8);
    const overdue = await placed(k!, 60);
    const sweeper = new AutoCancelSweeper(50);
    sweeper.start(services, server.app.fastify.log);
    try {
      await expect.poll(async () => (await admin.call(get, { number: overdue.number })).order.state).toBe('canceled');
    } finally {
      await sweeper.stop();
    }
    await admin.call(orderSettings.update, { auto_cancel_hours: 24 });
  });
});
