import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApiClient } from '../../src/shared/api/client.js';
import { calendar, schedule } from '../../src/shared/commands/fulfillment/calendar.js';
import { ubDay } from '../../src/shared/commands/fulfillment/labels.js';
import { byVendor, lineList } from '../../src/shared/commands/fulfillment/lineitems.js';
import { pivot } from '../../src/shared/commands/fulfillment/pivot.js';
import { receiveReturn, returnList, returnRequest } from '../../src/shared/commands/fulfillment/returns.js';
import { expectApiError, startServer, type TestServer } from '../helpers/server.js';

// the returns desk, the pivot, the delivery calendar, addresses and the map (issue 17's second half)
let server: TestServer;
let admin: ApiClient;
let collector: ApiClient; // collector, fulfillment
let merchant: ApiClient; // vendor 1 only
let merchantVendor = 0;

const since = ubDay('today', Date.now() - 100 * 86_400_000).date;
const wide = { completed_at_gteq: since };

beforeAll(async () => {
  server = await startServer();
  admin = (await server.login('admin@demo.mn')).api;
  collector = (await server.login('collector@demo.mn')).api;
  merchant = (await server.login('merchant@demo.mn')).api;
  merchantVendor = (await merchant.call(lineList, { per_page: 1, q: wide })).items[0]!.vendor_id;
}, 400_000);
afterAll(async () => { await server?.close(); });

describe('the returns desk', () => {
  it('inspects a return: a write-off says why; the condition found is kept and listed', async () => {
    const shipped = (await admin.call(lineList, { per_page: 100, q: { ...wide, label_eq: 'complete' } })).items.slice(20);
    const [a, b] = [shipped[0]!, shipped.find((l) => l.order_number !== shipped[0]!.order_number)!];
    const ra = (await collector.call(returnRequest, { line_item_id: a.id, reason: 'Өнгө таараагүй', quantity: 1 })).product_return;
    const rb = (await collector.call(returnRequest, { line_item_id: b.id, reason: 'Эвдэрсэн ирсэн', quantity: 1 })).product_return;
    expect(ra.condition).toBeNull();
    // written off without a word of why: refused, naming the field
    expect(await expectApiError(collector.call(receiveReturn, { id: rb.id, outcome: 'write_off' }))).toMatchObject({ status: 400, fields: { condition: expect.any(String) } });
    const off = (await collector.call(receiveReturn, { id: rb.id, outcome: 'write_off', condition: 'damaged' })).product_return;
    expect(off).toMatchObject({ state: 'written_off', condition: 'damaged' });
    const back = (await collector.call(receiveReturn, { id: ra.id, outcome: 'restock', condition: 'opened', note: 'сав нь задарсан' })).product_return;
    expect(back).toMatchObject({ state: 'restocked', condition: 'opened', note: 'сав нь задарсан' });
    const listed = (await collector.call(returnList, { per_page: 100, q: { state_eq: 'written_off' } })).items;
    expect(listed.find((r) => r.id === rb.id)?.condition).toBe('damaged');
    // a merchant lists his vendor's returns only
    const his = (await merchant.call(returnList, { per_page: 100 })).items;
    const names = new Set(his.map((r) => r.vendor_name));
    expect(names.size).toBeLessThanOrEqual(1);
    for (const [r, line] of [[ra, a], [rb, b]] as const) {
      if (line.vendor_id !== merchantVendor) expect(his.map((x) => x.id)).not.toContain(r.id);
    }
  });
});

describe('the pivot', () => {
  it('sums products by day, merchant and zone in the database; every view adds up to the same total', async () => {
    const range = { date_from: ubDay('today', Date.now() - 29 * 86_400_000).date, date_to: 'today', limit: 5000 };
    const days = await collector.call(pivot, { ...range, by: 'day' });
    expect(days.columns).toHaveLength(30);
    expect(days.rows.length).toBeGreaterThan(5);
    expect(days.truncated).toBe(false);
    for (const r of days.rows.slice(0, 20)) expect(r.cells.reduce((s, n) => s + n, 0)).toBe(r.total);
    expect(days.totals.reduce((s, n) => s + n, 0)).toBe(days.total);
    // the same quantities as the merchants' shares, which count the same lines
    const shares = await collector.call(byVendor, { date_from: range.date_from, date_to: 'today' });
    expect(days.total).toBe(shares.totals.quantity);
    const vendors = await collector.call(pivot, { ...range, by: 'vendor' });
    const zones = await collector.call(pivot, { ...range, by: 'zone' });
    expect(vendors.total).toBe(days.total);
    expect(zones.total).toBe(days.total);
    expect(vendors.columns.length).toBe(shares.items.length);
    // the largest first; limit keeps the largest and says so
    const top = await collector.call(pivot, { ...range, by: 'day', limit: 3 });
    expect(top).toMatchObject({ truncated: true });
    expect(top.rows.map((r) => r.total)).toEqual(days.rows.slice(0, 3).map((r) => r.total));
    expect(await expectApiError(collector.call(pivot, { by: 'day', date_from: '2026-01-01', date_to: '2026-12-31' }))).toMatchObject({ status: 400, fields: { date_to: expect.any(String) } });
  });

  it('a merchant pivots his vendor\'s lines only', async () => {
    const range = { date_from: since, date_to: 'today', by: 'vendor' as const, limit: 5000 };
    const his = await merchant.call(pivot, range);
    expect(his.columns.map((c) => Number(c.key))).toEqual([merchantVendor]);
    const all = await admin.call(pivot, range);
    const col = all.columns.findIndex((c) => Number(c.key) === merchantVendor);
    expect(his.total).toBe(all.totals[col]);
    expect(all.columns.length).toBeGreaterThan(1);
  });
});

describe('the delivery calendar', () => {
  it('schedules an open order on a day and slot, moves it, and refuses a day past or a shipped order', async () => {
    const week = await collector.call(calendar, { date_from: 'today', days: 7 });
    expect(week.days).toHaveLength(7);
    const open = week.unscheduled.find((o) => o.shipment_state !== 'shipped')!;
    expect(open.day).toBeNull();
    const tomorrow = ubDay('tomorrow').date;
    const put = (await collector.call(schedule, { number: open.number, date: tomorrow, slot: 'midday' })).item;
    expect(put).toMatchObject({ number: open.number, day: tomorrow, slot: 'midday' });
    expect(put.when_to_ship).toBe(new Date(ubDay(tomorrow).from.getTime() + 13 * 3_600_000).toISOString());
    const after = await collector.call(calendar, { date_from: 'today', days: 7 });
    expect(after.items.find((o) => o.number === open.number)).toMatchObject({ day: tomorrow, slot: 'midday' });
    expect(after.unscheduled.map((o) => o.number)).not.toContain(open.number);
    const later = (await collector.call(schedule, { number: open.number, date: ubDay('today', Date.now() + 3 * 86_400_000).date, slot: 'evening' })).item;
    expect(later.slot).toBe('evening');
    // the server is the judge: a day past, too far, no slot, a shipped order
    expect(await expectApiError(collector.call(schedule, { number: open.number, date: 'yesterday', slot: 'morning' }))).toMatchObject({ status: 422, fields: { date: expect.any(String) } });
    expect(await expectApiError(collector.call(schedule, { number: open.number, date: '2099-01-01', slot: 'morning' }))).toMatchObject({ status: 422, fields: { date: expect.any(String) } });
    expect((await expectApiError(collector.call(schedule, { number: open.number, date: tomorrow }))).status).toBe(400);
    const shipped = (await admin.call(lineList, { per_page: 1, q: { ...wide, label_eq: 'complete' } })).items[0]!;
    expect((await expectApiError(collector.call(schedule, { number: shipped.order_number, date: tomorrow, slot: 'morning' }))).status).toBe(422);
    // off the calendar again
    expect((await collector.call(schedule, { number: open.number, clear: true })).item.day).toBeNull();
    // merchants neither read nor move deliveries
    expect((await expectApiError(merchant.call(calendar, {}))).status).toBe(403);
    expect((await expectApiError(merchant.call(schedule, { number: open.number, date: tomorrow, slot: 'morning' }))).status).toBe(403);
  });
});
