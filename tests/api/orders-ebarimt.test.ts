import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApiClient } from '../../src/shared/api/client.js';
import {
  ebarimtGet, ebarimtInfo, ebarimtIssue, ebarimtLogs, ebarimtPrint, ebarimtResend, ebarimtReturn,
} from '../../src/shared/commands/orders/ebarimt.js';
import { get, list } from '../../src/shared/commands/orders/orders.js';
import { DEMO_PASSWORD, expectApiError, startServer, type TestServer } from '../helpers/server.js';
import { startFakePosApi, type FakePosApi } from '../helpers/fake-posapi.js';
import { rowsOf } from '../../src/server/db/rows.js';

const SHOP_TIN = '37900846788';

let server: TestServer;
let fake: FakePosApi;
let admin: ApiClient;
let finance: ApiClient;
let financeMn: ApiClient;
let viewer: ApiClient;
let merchant: ApiClient;

async function rows<T>(q: ReturnType<typeof sql>): Promise<T[]> {
  const res = await server.app.services.database.db.execute(q);
  return rowsOf<T>(res);
}

beforeAll(async () => {
  fake = await startFakePosApi([SHOP_TIN]);
  server = await startServer({ posapi: { url: fake.url, merchantTin: SHOP_TIN, posNo: '10009335', districtCode: '2501', branchNo: '001' } });
  // every demo merchant is registered with the PosAPI by its VAT payer number
  for (const v of await rows<{ vat_payer_number: string }>(sql`select vat_payer_number from vendors where vat_payer_number is not null`)) fake.merchants.add(v.vat_payer_number);
  admin = (await server.login('admin@demo.mn')).api;
  const f = await server.login('finance@demo.mn');
  finance = f.api;
  financeMn = server.client({ token: f.token, locale: 'mn' });
  viewer = (await server.login('ordersview@demo.mn')).api;
  merchant = (await server.login('merchant@demo.mn')).api;
}, 180_000);
afterAll(async () => {
  await server?.close();
  await fake?.close();
});

/** A paid demo order with no receipt yet: the demo issued one for every paid order, so one is cleared. */
const taken = new Set<string>();
async function paidOrder(): Promise<string> {
  const page = await admin.call(list, { per_page: 50, filter: 'paid', q: { state_eq: 'complete', payment_state_eq: 'paid' } });
  const row = page.items.find((o) => !taken.has(o.number) && o.payment_state === 'paid');
  if (!row) throw new Error('no paid demo order');
  taken.add(row.number);
  await server.app.services.database.db.execute(sql`update orders set ebarimt_id = null, ebarimt_date = null, ebarimt_status = null, ebarimt_type = null, ebarimt_register = null where number = ${row.number}`);
  return row.number;
}

describe('issuing through the PosAPI', () => {
  it('issues one package with a sub-receipt per merchant TIN, its taxes adding up, and keeps only id, date and status', async () => {
    const number = await paidOrder();
    const { order } = await admin.call(get, { number });
    const { ebarimt } = await finance.call(ebarimtIssue, { number, type: 'b2c', consumer_no: '10038071' });
    expect(ebarimt.status).toBe('issued');
    expect(ebarimt.id).toMatch(/^\d{33}$/);
    expect(ebarimt.type).toBe('b2c');
    expect(ebarimt.register).toBe('10038071');

    const sent = fake.received.at(-1)!;
    expect(sent.type).toBe('B2C_RECEIPT');
    expect(sent.consumerNo).toBe('10038071');
    expect(sent.merchantTin).toBe(SHOP_TIN);
    expect(sent.totalAmount * 100).toBeCloseTo(order.total, 5);
    const vendorTins = await rows<{ tin: string }>(sql`select distinct v.vat_payer_number as tin from line_items li join vendors v on v.id = li.vendor_id where li.order_id = ${order.id}`);
    expect(sent.receipts.map((r) => r.merchantTin).sort()).toEqual(expect.arrayContaining(vendorTins.map((v) => v.tin)));
    expect(new Set(sent.receipts.map((r) => r.merchantTin)).size).toBe(sent.receipts.length);

    const [stored] = await rows<Record<string, unknown>>(sql`select * from orders where number = ${number}`);
    expect(stored!.ebarimt_id).toBe(ebarimt.id);
    expect(stored!.ebarimt_status).toBe('issued');
    // lottery and QR data are nowhere in the order's row, its audit entry or the idempotency store
    const dump = JSON.stringify(stored) + JSON.stringify(await rows(sql`select input from audit_log where target = ${`order:${number}`}`));
    expect(dump).not.toMatch(/AB \d{8}|QR\d{33}/);

    const shown = await finance.call(ebarimtGet, { number });
    expect(shown.ebarimt.id).toBe(ebarimt.id);
    expect(shown.preview.total).toBe(order.total);
    expect(shown.preview.vat).toBe(shown.preview.receipts.reduce((s, r) => s + r.vat, 0));
  });

  it('B2B takes the organisation register and refuses a bad one before calling the PosAPI', async () => {
    const number = await paidOrder();
    const before = fake.received.length;
    const bad = await expectApiError(finance.call(ebarimtIssue, { number, type: 'b2b', customer_register: '12AB' }));
    expect(bad.status).toBe(400);
    expect(bad.fields).toHaveProperty('customer_register');
    const missing = await expectApiError(finance.call(ebarimtIssue, { number, type: 'b2b' }));
    expect(missing.status).toBe(400);
    // an anonymous B2C receipt must be printed, or its lottery would be lost
    expect((await expectApiError(finance.call(ebarimtIssue, { number, type: 'b2c' }))).fields).toHaveProperty('consumer_no');
    expect(fake.received.length).toBe(before);

    const { ebarimt } = await finance.call(ebarimtIssue, { number, type: 'b2b', customer_register: '5317878' });
    expect(ebarimt.type).toBe('b2b');
    expect(fake.received.at(-1)!.customerTin).toBe('5317878');
    expect(fake.received.at(-1)!.consumerNo).toBeNull();
  });

  it('refuses a second receipt, an unpaid order, and surfaces the PosAPI\'s own refusal', async () => {
    const number = await paidOrder();
    await finance.call(ebarimtIssue, { number, type: 'b2c', consumer_no: '10038071' });
    const again = await expectApiError(finance.call(ebarimtIssue, { number, type: 'b2c', consumer_no: '10038071' }));
    expect(again.status).toBe(409);
    expect(again.message).toMatch(/already has e-receipt \d{33}/);

    const unpaid = (await admin.call(list, { per_page: 5, filter: 'unpaid', q: { state_eq: 'complete' } })).items[0]!;
    const refused = await expectApiError(finance.call(ebarimtIssue, { number: unpaid.number, type: 'b2c', consumer_no: '10038071' }));
    expect(refused.status).toBe(422);
    expect(refused.message).toContain(unpaid.number);

    const other = await paidOrder();
    fake.failNext = { status: 200, message: 'ТТД идэвхгүй байна' };
    const pos = await expectApiError(finance.call(ebarimtIssue, { number: other, type: 'b2c', consumer_no: '10038071' }));
    expect(pos.status).toBe(502);
    expect(pos.message).toBe('PosAPI refused: ТТД идэвхгүй байна');
    fake.failNext = { status: 500, message: 'Internal error' };
    const down = await expectApiError(financeMn.call(ebarimtIssue, { number: other, type: 'b2c', consumer_no: '10038071' }));
    expect(down.message).toBe('PosAPI татгалзлаа: Internal error');
    // nothing was kept from the failed attempts but their lines in the order's history
    expect((await admin.call(get, { number: other })).order.ebarimt.status).toBeNull();
    const history = (await finance.call(ebarimtLogs, { number: other })).items;
    expect(history.map((l) => [l.action, l.ok, l.message])).toEqual([
      ['issue', false, 'PosAPI татгалзлаа: Internal error'],
      ['issue', false, 'PosAPI refused: ТТД идэвхгүй байна'],
    ]);
    expect(history[0]!.author_email).toBe('finance@demo.mn');
    const issued = (await finance.call(ebarimtLogs, { number })).items;
    // the second attempt was refused by a rule before any PosAPI call: not an exchange, not a line
    expect(issued).toHaveLength(1);
    expect(issued[0]).toMatchObject({ action: 'issue', ok: true, message: null });
    expect(issued[0]!.receipt_id).toMatch(/^\d{33}$/);
    expect((await expectApiError(merchant.call(ebarimtLogs, { number }))).status).toBe(403);
  });
});

describe('printing', () => {
  it('asks the password, issues and answers lottery and QR once, never storing them', async () => {
    const number = await paidOrder();
    const wrong = await expectApiError(finance.call(ebarimtPrint, { number, password: 'not-it', type: 'b2c' }));
    expect(wrong.status).toBe(400);
    expect(wrong.fields).toHaveProperty('password');
    expect((await admin.call(get, { number })).order.ebarimt.status).toBeNull();

    const replay = await expectApiError(finance.call(ebarimtPrint, { number, password: DEMO_PASSWORD, type: 'b2c' }, { idempotencyKey: 'print-1' }));
    expect(replay.fields).toHaveProperty('Idempotency-Key');

    const { receipt, ebarimt } = await finance.call(ebarimtPrint, { number, password: DEMO_PASSWORD, type: 'b2c' });
    expect(receipt.lottery).toMatch(/^AB \d{8}$/);
    expect(receipt.qr_data).toContain(receipt.id);
    expect(receipt.id).toBe(ebarimt.id);
    expect(receipt.total).toBe(receipt.receipts.reduce((s, r) => s + r.total, 0));
    for (const r of receipt.receipts) expect(r.total).toBe(r.items.reduce((s, i) => s + i.total, 0));

    const dump = JSON.stringify(await rows(sql`select * from orders where number = ${number}`))
      + JSON.stringify(await rows(sql`select input from audit_log where target = ${`order:${number}`}`))
      + JSON.stringify(await rows(sql`select response from idempotency_keys`));
    expect(dump).not.toContain(receipt.lottery!);
    expect(dump).not.toContain(receipt.qr_data!);
    expect(dump).not.toContain(DEMO_PASSWORD);
    // nor does the history: its line has the receipt's id only
    const history = JSON.stringify(await rows(sql`select * from ebarimt_logs where order_id = (select id from orders where number = ${number})`));
    expect(history).toContain(receipt.id);
    expect(history).not.toContain(receipt.lottery!);
    expect(history).not.toContain(receipt.qr_data!);

    // its lottery was printed once: a second print is a second receipt, refused while this one stands
    expect((await expectApiError(finance.call(ebarimtPrint, { number, password: DEMO_PASSWORD, type: 'b2c' }))).status).toBe(409);
  });
});

describe('returning and the rest', () => {
  it('returns a receipt with its id and date, then refuses to return it again; a returned order may be issued anew', async () => {
    const number = await paidOrder();
    const { ebarimt } = await finance.call(ebarimtIssue, { number, type: 'b2c', consumer_no: '10038071' });
    const back = await finance.call(ebarimtReturn, { number });
    expect(back.ebarimt.status).toBe('returned');
    const sent = fake.returned.at(-1)!;
    expect(sent.id).toBe(ebarimt.id);
    expect(sent.date).toMatch(/^2026-11-22 \d{2}:15:30$/);
    expect((await expectApiError(finance.call(ebarimtReturn, { number }))).status).toBe(409);
    const renewed = await finance.call(ebarimtIssue, { number, type: 'b2b', customer_register: '5317878' });
    expect(renewed.ebarimt.status).toBe('issued');
    expect(renewed.ebarimt.id).not.toBe(ebarimt.id);
    const history = (await finance.call(ebarimtLogs, { number })).items;
    expect(history.map((l) => [l.action, l.ok, l.receipt_id])).toEqual([
      ['issue', true, renewed.ebarimt.id], ['return', true, ebarimt.id], ['issue', true, ebarimt.id],
    ]);
  });

  it('surfaces the PosAPI refusing a return (a receipt it does not know)', async () => {
    // the demo's receipts were never issued by this PosAPI
    const seeded = (await admin.call(list, { per_page: 50, filter: 'paid' })).items.find((o) => !taken.has(o.number))!;
    taken.add(seeded.number);
    const e = await expectApiError(finance.call(ebarimtReturn, { number: seeded.number }));
    expect(e.status).toBe(502);
    expect(e.message).toBe('PosAPI refused: Баримт олдсонгүй');
    expect((await admin.call(get, { number: seeded.number })).order.ebarimt.status).toBe('issued');
  });

  it('refuses to return or resend a receipt that does not exist', async () => {
    const number = await paidOrder();
    const e = await expectApiError(finance.call(ebarimtReturn, { number }));
    expect(e.status).toBe(422);
    expect(e.message).toBe(`Order ${number} has no e-receipt yet`);
    expect((await expectApiError(finance.call(ebarimtResend, { number }))).status).toBe(422);
  });

  it('resends the receipt\'s id and date to the customer by email through the outbox, never its lottery', async () => {
    const number = await paidOrder();
    const { receipt } = await finance.call(ebarimtPrint, { number, password: DEMO_PASSWORD, type: 'b2c' });
    const res = await finance.call(ebarimtResend, { number });
    expect(res.queued).toBe(true);
    const [queued] = await rows<{ channel: string; template: string; recipient: string; subject: string; body: string }>(
      sql`select o.channel, o.template, o.recipient, o.subject, o.body from outbox o join orders r on r.id = o.order_id where r.number = ${number} and o.template = 'ebarimt_receipt' order by o.id desc limit 1`);
    const [order] = await rows<{ email: string }>(sql`select email from orders where number = ${number}`);
    expect(queued).toMatchObject({ channel: 'email', template: 'ebarimt_receipt', recipient: order!.email });
    expect(queued!.subject).toContain(number);
    expect(queued!.body).toContain(receipt.id);
    expect(queued!.body).toContain(receipt.date);
    expect(queued!.body).not.toContain(receipt.lottery!);
  });

  it('reports the PosAPI\'s status', async () => {
    const info = await admin.call(ebarimtInfo, {});
    expect(info.operator_tin).toBe(SHOP_TIN);
    expect(info.pos_no).toBe('10009335');
    expect(info.left_lotteries).toBeGreaterThan(0);
    expect(info.merchant_count).toBe(fake.merchants.size);
  });

  it('is for operators and finance only; a merchant does not reach it', async () => {
    const number = await paidOrder();
    expect((await expectApiError(viewer.call(ebarimtIssue, { number, type: 'b2c', consumer_no: '10038071' }))).status).toBe(403);
    expect((await expectApiError(merchant.call(ebarimtGet, { number }))).status).toBe(403);
    expect((await expectApiError(viewer.call(ebarimtInfo, {}))).status).toBe(403);
    // the package holds every merchant's sub-receipt: not for a caller confined to one vendor
    const [vendor] = await rows<{ id: number }>(sql`select min(id)::int as id from vendors`);
    const tenant = (await server.login('admin@demo.mn', { vendorId: vendor!.id })).api;
    const confined = await expectApiError(tenant.call(ebarimtGet, { number }));
    expect(confined.status).toBe(403);
    expect(confined.message).toContain('switch to all vendors');
  });
});

describe('without a PosAPI', () => {
  it('answers a clear 503', async () => {
    // the same server with BO_POSAPI_URL unset (a second demo database would cost half a minute)
    const config = server.app.services.config;
    const saved = config.posapi;
    config.posapi = null;
    try {
      const e = await expectApiError(finance.call(ebarimtInfo, {}));
      expect(e.status).toBe(503);
      expect(e.message).toContain('BO_POSAPI_URL');
      const number = await paidOrder();
      expect((await expectApiError(finance.call(ebarimtIssue, { number, type: 'b2c', consumer_no: '10038071' }))).status).toBe(503);
    } finally {
      config.posapi = saved;
    }
  });
});
