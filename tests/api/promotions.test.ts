import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApiClient } from '../../src/shared/api/client.js';
import { get as getJob } from '../../src/shared/commands/jobs/index.js';
import { adjustmentDelete } from '../../src/shared/commands/orders/adjustments.js';
import { get as getOrder } from '../../src/shared/commands/orders/orders.js';
import { couponRemove, couponUse } from '../../src/shared/commands/promotions/coupons.js';
import {
  couponCodeReport, couponCodes, couponGenerate, discountCreate, discountDelete, discountGet, discountList, discountUpdate, promotionTags,
} from '../../src/shared/commands/promotions/discounts.js';
import { giftCardGet, giftCardIssue, giftCardList, giftCardResend } from '../../src/shared/commands/promotions/gift-cards.js';
import { promotionExplain } from '../../src/shared/commands/promotions/explain.js';
import { promotionSimulate } from '../../src/shared/commands/promotions/simulate.js';
import { search } from '../../src/shared/commands/system.js';
import { addsUp, rows as dbRows } from '../helpers/orders-ops.js';
import { expectApiError, startServer, type TestServer } from '../helpers/server.js';

let server: TestServer;
let admin: ApiClient;
let operator: ApiClient;
let operatorMn: ApiClient;
let marketer: ApiClient;
let merchant: ApiClient;

beforeAll(async () => {
  server = await startServer();
  admin = (await server.login('admin@demo.mn')).api;
  const op = await server.login('orders@demo.mn');
  operator = op.api;
  operatorMn = server.client({ token: op.token, locale: 'mn' });
  marketer = admin;
  merchant = (await server.login('merchant@demo.mn')).api;
}, 180_000);
afterAll(async () => { await server?.close(); });

const rows = <T>(query: ReturnType<typeof sql>) => dbRows<T>(server, query);

/** Open orders nobody else in this file took: the arrangement, read straight from the demo data. */
const taken = new Set<string>();
async function openOrders(n: number, extra = sql`true`): Promise<{ number: string; user_id: number | null }[]> {
  const found = await rows<{ number: string; user_id: number | string | null }>(sql`select number, user_id from orders
    where state = 'complete' and not exists (select 1 from line_items li where li.order_id = orders.id and li.returned_quantity > 0) and ${extra}
    order by id limit ${n + taken.size + 50}`);
  const out = found.filter((o) => !taken.has(o.number)).slice(0, n).map((o) => ({ number: o.number, user_id: o.user_id === null ? null : Number(o.user_id) }));
  out.forEach((o) => taken.add(o.number));
  if (out.length < n) throw new Error(`only ${out.length} open demo orders`);
  return out;
}

let seq = 0;
const uniqueCode = (p: string) => `${p}${Date.now().toString(36).toUpperCase()}${++seq}`;

describe('discounts', () => {
  it('create, read, update, delete; the rules must hold together; tags listed', async () => {
    const code = uniqueCode('SALE');
    const { discount } = await marketer.call(discountCreate, { title: 'Friday 10%', value_type: 'percentage', percent: 10, code, tags: ['friday'] });
    expect(discount).toMatchObject({ title: 'Friday 10%', percent: 10, amount: null, state: 'active', code, code_count: 1, used_count: 0 });
    const bad = await expectApiError(marketer.call(discountCreate, { title: 'x', value_type: 'fixed' }));
    expect(bad.status).toBe(400);
    expect(bad.fields).toHaveProperty('amount');
    const noTargets = await expectApiError(marketer.call(discountCreate, { title: 'x', value_type: 'percentage', percent: 5, applies_to: 'products' }));
    expect(noTargets.fields).toHaveProperty('target_ids');
    expect((await expectApiError(marketer.call(discountCreate, { title: 'dup', value_type: 'percentage', percent: 5, code }))).status).toBe(409);

    const later = new Date(Date.now() + 86_400_000).toISOString();
    const updated = (await marketer.call(discountUpdate, { id: discount.id, starts_at: later })).discount;
    expect(updated.state).toBe('scheduled');
    const listed = await marketer.call(discountList, { state: 'scheduled', per_page: 100 });
    expect(listed.items.map((d) => d.id)).toContain(discount.id);
    expect((await marketer.call(discountList, { query: code })).items.map((d) => d.id)).toEqual([discount.id]);
    expect((await marketer.call(promotionTags, {})).items).toEqual(expect.arrayContaining([expect.objectContaining({ tag: 'friday' })]));

    // the palette finds it by a code read over the phone
    const found = await marketer.call(search, { q: code.toLowerCase() });
    expect(found.groups.find((g) => g.kind === 'promotions')?.items.map((i) => i.href)).toEqual([`/promotions/discount/${discount.id}`]);

    await marketer.call(discountDelete, { id: discount.id });
    expect((await expectApiError(marketer.call(discountGet, { id: discount.id }))).status).toBe(404);
  });

  it('a merchant sees and edits only his vendor’s promotions', async () => {
    const platform = (await admin.call(discountCreate, { title: 'Platform sale', value_type: 'fixed', amount: 500_000 })).discount;
    const own = (await merchant.call(discountCreate, { title: 'My shop sale', value_type: 'percentage', percent: 15 })).discount;
    expect(own.vendor_id).not.toBeNull();
    const mine = await merchant.call(discountList, { per_page: 1000 });
    expect(mine.items.every((d) => d.vendor_id === own.vendor_id)).toBe(true);
    expect(mine.items.map((d) => d.id)).toContain(own.id);
    expect((await expectApiError(merchant.call(discountGet, { id: platform.id }))).status).toBe(404);
    expect((await expectApiError(merchant.call(discountUpdate, { id: platform.id, title: 'mine now' }))).status).toBe(404);
    expect((await expectApiError(merchant.call(discountDelete, { id: platform.id }))).status).toBe(404);
    const [other] = await rows<{ id: number | string }>(sql`select id from vendors where id <> ${own.vendor_id} order by id limit 1`);
    expect((await expectApiError(merchant.call(discountUpdate, { id: own.id, vendor_id: Number(other!.id) }))).status).toBe(403);
    expect((await expectApiError(merchant.call(discountCreate, { title: 'x', value_type: 'percentage', percent: 1, vendor_id: Number(other!.id) }))).status).toBe(403);
    // the operator holds no promotions role
    expect((await expectApiError(operator.call(discountList, {}))).status).toBe(403);
  });
});

describe('simulate', () => {
  /** What the placed orders of the period hold, read straight from the database: the expected answer. */
  async function placed(days: number, websiteId: number | null, vendorId: number | null = null) {
    return rows<{ id: number | string; subtotal: number | string; user_id: number | string | null }>(sql`
      select o.id, sum(li.price * (li.quantity - li.returned_quantity)) as subtotal, o.user_id from orders o join line_items li on li.order_id = o.id
      where o.completed_at >= now() - make_interval(days => ${days}) and o.state <> 'canceled'
        and (${websiteId}::bigint is null or o.website_id = ${websiteId}) and (${vendorId}::bigint is null or li.vendor_id = ${vendorId})
      group by o.id order by o.completed_at, o.id`);
  }

  it('replays a saved discount over the period’s orders: what it would have given, its minimum and its total limit', async () => {
    const d = (await admin.call(discountCreate, { title: 'Replay 10%', value_type: 'percentage', percent: 10 })).discount;
    const orders = await placed(30, d.website_id);
    expect(orders.length).toBeGreaterThan(3);
    const all = await admin.call(promotionSimulate, { id: d.id, days: 30 });
    expect(all).toMatchObject({ days: 30, orders: orders.length, touched: orders.length, shipping_amount: 0 });
    expect(all.given_amount).toBe(orders.reduce((a, o) => a + Math.floor(Number(o.subtotal) / 10), 0));
    expect(all.sales_total).toBe(orders.reduce((a, o) => a + Number(o.subtotal), 0));
    expect(all.by_day.reduce((a, day) => a + day.given_amount, 0)).toBe(all.given_amount);

    // the editor's unsaved rules over the saved ones: a minimum refuses the smaller orders, a limit stops at 3
    const minimum = [...orders].map((o) => Number(o.subtotal)).sort((a, b) => a - b)[Math.floor(orders.length / 2)]!;
    const limited = await admin.call(promotionSimulate, { id: d.id, days: 30, rule: { minimum_kind: 'amount', minimum_amount: minimum, usage_limit: 3 } });
    const over = orders.filter((o) => Number(o.subtotal) >= minimum);
    expect(limited.touched).toBe(Math.min(3, over.length));
    expect(limited.refused).toEqual(expect.arrayContaining([{ rule: 'minimum_amount', orders: orders.length - over.length }]));
    if (over.length > 3) expect(limited.refused).toEqual(expect.arrayContaining([{ rule: 'used_up', orders: over.length - 3 }]));
    // nothing was saved
    expect((await admin.call(discountGet, { id: d.id })).discount).toMatchObject({ minimum_kind: 'none', usage_limit: null });
    await admin.call(discountDelete, { id: d.id });
  });

  it('a merchant replays his own rules over his own lines only; roles and input refused clearly', async () => {
    const mine = await merchant.call(promotionSimulate, { rule: { value_type: 'fixed', amount: 1_000_00 }, days: 90 });
    const vendor = (await merchant.call(discountCreate, { title: 'Probe', value_type: 'percentage', percent: 1 })).discount;
    const his = await placed(90, vendor.website_id, vendor.vendor_id);
    expect(mine.orders).toBe(his.length);
    expect(mine.given_amount).toBe(his.reduce((a, o) => a + Math.min(1_000_00, Number(o.subtotal)), 0));
    const platform = (await admin.call(discountCreate, { title: 'Not his', value_type: 'percentage', percent: 5 })).discount;
    expect((await expectApiError(merchant.call(promotionSimulate, { id: platform.id }))).status).toBe(404);
    expect((await expectApiError(operator.call(promotionSimulate, { id: platform.id }))).status).toBe(403);
    expect((await expectApiError(admin.call(promotionSimulate, { days: 30 } as never))).status).toBe(400);
    expect((await expectApiError(admin.call(promotionSimulate, { id: platform.id, days: 9999 }))).status).toBe(400);
  });
});

describe('coupons on orders', () => {
  it('apply and remove: the order total moves by what it gave and adds up; refused twice; the report lists the use', async () => {
    const code = uniqueCode('TEN');
    const { discount } = await marketer.call(discountCreate, { title: 'Ten off', value_type: 'percentage', percent: 10, code });
    const [o] = await openOrders(1);
    const before = (await admin.call(getOrder, { number: o!.number })).order;
    const used = await operator.call(couponUse, { code: code.toLowerCase(), number: o!.number });
    const expected = Math.floor(before.item_total * 10 / 100);
    expect(used.given).toBe(expected);
    expect(used.order.total).toBe(before.total - expected);
    addsUp(used.order);
    const mine = used.order.adjustments.filter((a) => a.kind === 'promotion' && a.label.includes(code));
    expect(mine.reduce((s, a) => s + a.amount, 0)).toBe(-expected);
    expect((await expectApiError(operator.call(couponUse, { code, number: o!.number }))).code).toBe('unprocessable');

    const report = await marketer.call(couponCodeReport, { discount_id: discount.id });
    expect(report.items).toEqual([expect.objectContaining({ code, order_number: before.number, amount: expected })]);
    expect((await marketer.call(discountGet, { id: discount.id })).discount.used_count).toBe(1);

    // its adjustment is not edited or deleted by hand: it goes with the use
    const refused = await expectApiError(operator.call(adjustmentDelete, { number: o!.number, adjustment_id: mine[0]!.id }));
    expect(refused.message).toMatch(/came from a coupon/);
    const removed = (await operator.call(couponRemove, { number: o!.number, adjustment_id: mine[0]!.id })).order;
    expect(removed.total).toBe(before.total);
    addsUp(removed);
    expect((await marketer.call(discountGet, { id: discount.id })).discount.used_count).toBe(0);
    expect((await expectApiError(operator.call(couponRemove, { number: o!.number, discount_id: discount.id }))).status).toBe(404);
  });

  it('a code limited to 10 gives exactly 10 uses to 30 orders asking at once', async () => {
    const code = uniqueCode('TENX');
    const { discount } = await marketer.call(discountCreate, { title: 'Ten only', value_type: 'fixed', amount: 100, usage_limit: 10, code });
    const targets = await openOrders(30);
    const answers = await Promise.allSettled(targets.map((o) => operator.call(couponUse, { code, number: o.number })));
    const ok = answers.filter((a) => a.status === 'fulfilled');
    expect(ok).toHaveLength(10);
    for (const a of answers) {
      if (a.status === 'rejected') expect((a.reason as { message: string }).message).toMatch(/used up/);
    }
    const [count] = await rows<{ n: number | string }>(sql`select count(*) as n from discount_usages where discount_id = ${discount.id}`);
    expect(Number(count!.n)).toBe(10);
    expect((await marketer.call(discountGet, { id: discount.id })).discount).toMatchObject({ used_count: 10, state: 'used_up' });
  });

  it('one use per customer holds under concurrency, refused in the reader’s language', async () => {
    const [customer] = await rows<{ user_id: number | string }>(sql`select user_id from orders where state = 'complete' and user_id is not null
      group by user_id having count(*) >= 3 order by count(*) desc limit 1`);
    const theirs = await openOrders(3, sql`user_id = ${Number(customer!.user_id)}`);
    const code = uniqueCode('ONCE');
    await marketer.call(discountCreate, { title: 'Once each', value_type: 'fixed', amount: 100, once_per_customer: true, code });
    const answers = await Promise.allSettled(theirs.map((o) => operator.call(couponUse, { code, number: o.number })));
    expect(answers.filter((a) => a.status === 'fulfilled')).toHaveLength(1);
    const again = theirs.find((_, i) => answers[i]!.status === 'rejected')!;
    const refusal = await expectApiError(operatorMn.call(couponUse, { code, number: again.number }));
    expect(refusal.message).toBe('Энэ хэрэглэгч уг хөнгөлөлтийг аль хэдийн ашигласан');

    const maxCode = uniqueCode('MAX');
    await marketer.call(discountCreate, { title: 'Twice each', value_type: 'fixed', amount: 100, max_per_user: 2, code: maxCode });
    const capped = await Promise.allSettled(theirs.map((o) => operator.call(couponUse, { code: maxCode, number: o.number })));
    expect(capped.filter((a) => a.status === 'fulfilled')).toHaveLength(2);
  });

  it('the window, the minimum and the products: each refusal says which rule and by how much', async () => {
    const [o] = await openOrders(1);
    const order = (await admin.call(getOrder, { number: o!.number })).order;
    const soon = uniqueCode('SOON');
    await marketer.call(discountCreate, { title: 'Soon', value_type: 'fixed', amount: 100, starts_at: new Date(Date.now() + 3_600_000).toISOString(), code: soon });
    expect((await expectApiError(operator.call(couponUse, { code: soon, number: o!.number }))).message).toMatch(/^This code starts on \d{4}\/\d{2}\/\d{2}/);
    const past = uniqueCode('PAST');
    await marketer.call(discountCreate, {
      title: 'Past', value_type: 'fixed', amount: 100, starts_at: '2020-01-01T00:00:00Z', ends_at: '2020-02-01T00:00:00Z', code: past,
    });
    expect((await expectApiError(operator.call(couponUse, { code: past, number: o!.number }))).message).toMatch(/^This code expired on 2020\/02\/01/);

    const big = uniqueCode('BIG');
    await marketer.call(discountCreate, { title: 'Big spenders', value_type: 'fixed', amount: 100, minimum_kind: 'amount', minimum_amount: order.item_total + 1_000_00, code: big });
    const missed = await expectApiError(operator.call(couponUse, { code: big, number: o!.number }));
    expect(missed.message).toBe('The minimum purchase is not reached: ₮1,000 more is needed');

    const [other] = await rows<{ id: number | string }>(sql`select p.id from products p where p.id not in
      (select v.product_id from line_items li join variants v on v.id = li.variant_id join orders o on o.id = li.order_id where o.number = ${o!.number}) limit 1`);
    const elsewhere = uniqueCode('ELSE');
    await marketer.call(discountCreate, { title: 'Other product', value_type: 'percentage', percent: 50, applies_to: 'products', target_ids: [Number(other!.id)], code: elsewhere });
    expect((await expectApiError(operator.call(couponUse, { code: elsewhere, number: o!.number }))).message).toBe('This code is not for the products of this order');

    // the order explains each discount: why not, by how much
    const explained = (await operator.call(promotionExplain, { number: o!.number })).items;
    expect(explained.find((i) => i.title === 'Big spenders')).toMatchObject({ status: 'refused', rule: 'minimum_amount', message: 'The minimum purchase is not reached: ₮1,000 more is needed' });
    expect(explained.find((i) => i.title === 'Past')).toMatchObject({ status: 'refused', rule: 'expired' });

    // a product of the order: only its line is discounted
    const line = order.line_items[0]!;
    const [productOf] = await rows<{ product_id: number | string }>(sql`select product_id from variants where id = ${line.variant_id}`);
    const here = uniqueCode('HERE');
    await marketer.call(discountCreate, { title: 'This product', value_type: 'percentage', percent: 50, applies_to: 'products', target_ids: [Number(productOf!.product_id)], code: here });
    const used = await operator.call(couponUse, { code: here, number: o!.number });
    const lines = used.order.line_items.filter((l) => order.line_items.some((b) => b.id === l.id && b.variant_id === line.variant_id));
    expect(used.given).toBe(lines.reduce((s, l) => s + Math.floor(l.price * l.quantity * 50 / 100), 0) || used.given);
    expect(used.order.adjustments.filter((a) => a.label.includes(here)).every((a) => lines.some((l) => l.id === a.line_item_id))).toBe(true);
    addsUp(used.order);
    expect((await operator.call(promotionExplain, { number: o!.number })).items.find((i) => i.title === 'This product')).toMatchObject({ status: 'on_order', amount: used.given });
    expect((await expectApiError(operator.call(couponUse, { code: 'NO-SUCH-CODE', number: o!.number }))).message).toBe('There is no coupon code NO-SUCH-CODE');
  });
});

describe('generated codes', () => {
  it('a batch of unique codes is a job with progress; the codes list counts them', async () => {
    const { discount } = await marketer.call(discountCreate, { title: 'Batch', value_type: 'percentage', percent: 5, per_code_limit: 1 });
    const { job } = await marketer.call(couponGenerate, { id: discount.id, count: 12_000, prefix: 'bt', length: 8 });
    await expect.poll(async () => (await marketer.call(getJob, { id: job.id })).job.status, { timeout: 60_000 }).toBe('done');
    const done = (await marketer.call(getJob, { id: job.id })).job;
    expect(done.processed).toBe(12_000);
    // the batch is the job's result, a CSV of its codes
    const { token } = await server.login('admin@demo.mn');
    const file = await (await server.fetch(done.result!.url, { headers: { authorization: `Bearer ${token}` } })).text();
    const lines = file.trim().split('\n');
    expect(lines[0]).toBe('code');
    expect(new Set(lines.slice(1)).size).toBe(12_000);
    const codes = await marketer.call(couponCodes, { id: discount.id, per_page: 1000 });
    expect(codes.total).toBe(12_000);
    expect(codes.items.every((c) => /^BT[A-HJKMNP-Z2-9]{8}$/.test(c.code))).toBe(true);
    expect(new Set(codes.items.map((c) => c.code)).size).toBe(codes.items.length);
    const [n] = await rows<{ n: number | string }>(sql`select count(distinct code) as n from coupon_codes where discount_id = ${discount.id}`);
    expect(Number(n!.n)).toBe(12_000);
    // a code of the batch is used once at most (per_code_limit 1)
    const [o1, o2] = await openOrders(2);
    const first = codes.items[0]!.code;
    await operator.call(couponUse, { code: first, number: o1!.number });
    expect((await expectApiError(operator.call(couponUse, { code: first, number: o2!.number }))).message).toBe('This code was already used');
    expect((await operator.call(couponUse, { code: codes.items[1]!.code, number: o2!.number })).given).toBeGreaterThan(0);
  });
});

describe('gift cards', () => {
  it('issued with its balance and history, mailed through the outbox at its time, resent; merchants may not issue', async () => {
    const at = new Date(Date.now() + 2 * 86_400_000).toISOString();
    const { gift_card } = await marketer.call(giftCardIssue, { recipient_name: 'Сараа', recipient_email: 'saraa@example.mn', amount: 5_000_000, message: 'Төрсөн өдрийн мэнд', scheduled_at: at });
    expect(gift_card).toMatchObject({ amount: 5_000_000, balance: 5_000_000, delivery: 'pending', sent_at: null, scheduled_at: at });
    expect(gift_card.code).toMatch(/^GC[A-Z2-9]{12}$/);
    const shown = await marketer.call(giftCardGet, { id: gift_card.id });
    expect(shown.history).toEqual([expect.objectContaining({ kind: 'issue', amount: 5_000_000, balance_after: 5_000_000, author_email: 'admin@demo.mn' })]);
    const mails = await rows<{ recipient: string; body: string; next_attempt_at: Date | string }>(sql`select recipient, body, next_attempt_at from outbox where recipient = 'saraa@example.mn' order by id`);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.body).toContain(gift_card.code);
    expect(mails[0]!.body).toContain('₮50,000');
    expect(new Date(mails[0]!.next_attempt_at).toISOString()).toBe(at);

    await marketer.call(giftCardResend, { id: gift_card.id });
    expect(await rows(sql`select 1 from outbox where recipient = 'saraa@example.mn'`)).toHaveLength(2);
    expect((await marketer.call(giftCardList, { query: gift_card.code })).items.map((c) => c.id)).toEqual([gift_card.id]);
    expect((await expectApiError(merchant.call(giftCardIssue, { recipient_name: 'x', recipient_email: 'x@example.mn', amount: 100_000 }))).status).toBe(403);
  });
});
