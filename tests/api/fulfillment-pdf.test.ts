import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApiClient } from '../../src/shared/api/client.js';
import { sheet } from '../../src/shared/commands/fulfillment/delivery.js';
import { ubDay } from '../../src/shared/commands/fulfillment/labels.js';
import { lineList, lineToCollect, pickList } from '../../src/shared/commands/fulfillment/lineitems.js';
import { pickListPdf, sheetPdf } from '../../src/shared/commands/fulfillment/pdf.js';
import { get } from '../../src/shared/commands/orders/orders.js';
import { formatMoney } from '../../src/shared/i18n/format.js';
import { pdfText } from '../helpers/pdf-text.js';
import { expectApiError, startServer, type TestServer } from '../helpers/server.js';

let server: TestServer;
let admin: ApiClient;
let collector: ApiClient;
let merchant: ApiClient; // one vendor only
let viewer: ApiClient;
let adminToken = '';

const since = ubDay('today', Date.now() - 100 * 86_400_000).date;
const wide = { completed_at_gteq: since };
const isPdf = (bytes: Uint8Array) => Buffer.from(bytes.slice(0, 5)).toString('latin1') === '%PDF-';

beforeAll(async () => {
  server = await startServer();
  const a = await server.login('admin@demo.mn');
  admin = a.api;
  adminToken = a.token;
  collector = (await server.login('collector@demo.mn')).api;
  merchant = (await server.login('merchant@demo.mn')).api;
  viewer = (await server.login('ordersview@demo.mn')).api;
}, 400_000);
afterAll(async () => { await server?.close(); });

describe('PDFs of the print views', () => {
  it('the delivery sheet of one driver as an A4 PDF: his orders, phones and amounts in ₮, no other driver\'s, in Mongolian on request', async () => {
    // the day a demo driver took parcels, and another driver's parcels that day
    const lines = (await admin.call(lineList, { per_page: 200, q: { ...wide, label_eq: 'complete' } })).items.filter((l) => l.driver_id !== null);
    const { order } = await admin.call(get, { number: lines[0]!.order_number });
    const day = ubDay(new Date(Date.parse(order.driver_taken_at!) + 8 * 3_600_000).toISOString().slice(0, 10)).date;
    const all = await admin.call(sheet, { date: day });
    const his = all.items.filter((r) => r.driver_id === order.driver_id);
    const others = all.items.filter((r) => r.driver_id !== order.driver_id).map((r) => r.number);
    expect(his.length).toBeGreaterThan(0);

    const file = await admin.call(sheetPdf, { date: day, driver: order.driver_id! });
    expect(isPdf(file.bytes)).toBe(true);
    expect(file.type).toBe('application/pdf');
    expect(file.name).toBe(`delivery-sheet-${day}-driver-${order.driver_id}.pdf`);
    const text = pdfText(file.bytes);
    expect(text).toContain('Delivery sheet');
    for (const r of his) {
      expect(text).toContain(r.number);
      if (r.receiver_phone) expect(text).toContain(r.receiver_phone);
    }
    expect(text).toContain(formatMoney(his.reduce((s, r) => s + r.to_collect, 0)));
    for (const n of others) expect(text).not.toContain(n);

    // the reader's language: the same sheet in Mongolian, with its headings and the tugrik sign
    const res = await server.fetch(`/api/bo/orders/sheet.pdf?date=${day}&driver=${order.driver_id}`, { headers: { authorization: `Bearer ${adminToken}`, 'accept-language': 'mn' } });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/pdf');
    expect(res.headers.get('content-disposition')).toMatch(/^attachment; filename="delivery-sheet-/);
    const mn = pdfText(new Uint8Array(await res.arrayBuffer()));
    expect(mn).toContain('Хүргэлтийн хуудас');
    expect(mn).toContain('Нийт');
    expect(mn).toMatch(/₮[\d,]+/);
  });

  it('the pick list as a PDF, grouped by location; a merchant\'s holds his vendor\'s lines and orders only', async () => {
    const mine = await merchant.call(lineList, { per_page: 4, q: { ...wide, actn_eq: 'none' } });
    const vendor = mine.items[0]!.vendor_id;
    const foreign = (await collector.call(lineList, { per_page: 40, q: { ...wide, actn_eq: 'none' } })).items.filter((l) => l.vendor_id !== vendor).slice(0, 6);
    const ids = [...mine.items, ...foreign].map((l) => l.id);
    await collector.call(lineToCollect, { ids });
    try {
      const everyone = await collector.call(pickList, {});
      const his = await merchant.call(pickList, {});
      const hisOrders = new Set(his.items.flatMap((p) => p.orders));
      const notHis = [...new Set(everyone.items.flatMap((p) => p.orders))].filter((n) => !hisOrders.has(n));
      expect(hisOrders.size).toBeGreaterThan(0);
      expect(notHis.length).toBeGreaterThan(0);

      const full = pdfText((await collector.call(pickListPdf, {})).bytes);
      expect(full).toContain('Pick list');
      for (const p of everyone.items) expect(full).toContain(p.sku);
      for (const name of new Set(everyone.items.map((p) => p.stock_location ?? '-'))) expect(full).toContain(name);

      const file = await merchant.call(pickListPdf, {});
      expect(isPdf(file.bytes)).toBe(true);
      const text = pdfText(file.bytes);
      for (const n of hisOrders) expect(text).toContain(n);
      for (const n of notHis) expect(text).not.toContain(n);
      for (const l of foreign) if (!his.items.some((p) => p.sku === l.sku)) expect(text).not.toContain(l.sku);
    } finally {
      await collector.call(lineToCollect, { ids, clear: true });
    }
  });

  it('the same roles as the views: merchants get no delivery sheet, the view-only role no PDF, a bad day is a 400', async () => {
    expect((await expectApiError(merchant.call(sheetPdf, { date: 'today' }))).status).toBe(403);
    expect((await expectApiError(viewer.call(pickListPdf, {}))).status).toBe(403);
    const bad = await expectApiError(admin.call(sheetPdf, { date: 'someday' }));
    expect(bad.status).toBe(400);
    expect(bad.code).toBe('validation_failed');
  });
});
