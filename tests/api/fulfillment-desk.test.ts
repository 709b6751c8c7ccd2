import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApiClient } from '../../src/shared/api/client.js';
import { calendar, schedule } from '../../src/shared/commands/fulfillment/calendar.js';
import { ubDay } from '../../src/shared/commands/fulfillment/labels.js';
import { byVendor, lineList } from '../../src/shared/commands/fulfillment/lineitems.js';
import { assign, filterAddress, maps, ubmapAddress } from '../../src/shared/commands/fulfillment/map.js';
import { pivot } from '../../src/shared/commands/fulfillment/pivot.js';
import { receiveReturn, returnList, returnRequest } from '../../src/shared/commands/fulfillment/returns.js';
import { drivers } from '../../src/shared/commands/orders/orders.js';
import { UB_KHOROOS } from '../../src/shared/geo/ub.js';
import { rowsOf } from '../../src/server/db/rows.js';
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
    // each day's column holds that day's lines: the first and the last day against the shares of that day alone
    for (const i of [0, 29]) {
      const day = days.columns[i]!.key;
      const ofDay = await collector.call(byVendor, { date_from: day, date_to: day });
      expect(days.totals[i]).toBe(ofDay.totals.quantity);
    }
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

describe('addresses and the map', () => {
  it('ubmap_address answers districts and khoroos from the shipped data, then past addresses, bounded', async () => {
    const places = (await collector.call(ubmapAddress, { query: 'Баянгол 5' })).items;
    expect(places[0]).toMatchObject({ kind: 'khoroo', district: 'Баянгол', khoroo: 5, quarter_id: 305 });
    expect((await collector.call(ubmapAddress, { query: 'khan' })).items[0]).toMatchObject({ kind: 'district', district: 'Хан-Уул' });
    // a street of the demo addresses, within a khoroo named by quarter_id
    const some = (await admin.call(filterAddress, { per_page: 1 })).items[0]!;
    const word = some.ship_address!.split(' ')[0]!;
    const hits = (await collector.call(ubmapAddress, { query: word, limit: 5 })).items;
    expect(hits.length).toBeGreaterThan(0);
    expect(hits.length).toBeLessThanOrEqual(5);
    expect(hits.every((h) => h.kind === 'address' && h.address!.toLowerCase().includes(word.toLowerCase()) && h.orders! >= 1)).toBe(true);
    const quarter = UB_KHOROOS.find((k) => k.district === some.ship_district && k.number === some.ship_khoroo);
    if (quarter) {
      const inside = (await collector.call(ubmapAddress, { query: word, quarter_id: quarter.quarter_id, limit: 20 })).items;
      expect(inside[0]).toMatchObject({ kind: 'khoroo', quarter_id: quarter.quarter_id });
      expect(inside.filter((h) => h.kind === 'address').every((h) => h.district === some.ship_district && h.khoroo === some.ship_khoroo)).toBe(true);
    }
    expect((await expectApiError(collector.call(ubmapAddress, { query: 'x', limit: 500 }))).status).toBe(400);
  });

  it('a merchant never finds another vendor\'s customers\' addresses', async () => {
    const db = server.app.services.database.db;
    const rows = async (q: string) => rowsOf<Record<string, unknown>>(await db.execute(sql.raw(q)));
    // an address only on orders without the merchant's items, and one on his
    const only = (vendorIn: boolean) => `select o.ship_address a from orders o where o.completed_at is not null and o.ship_address is not null group by o.ship_address
      having ${vendorIn ? '' : 'not '}bool_or(exists (select 1 from order_vendors ov where ov.order_id = o.id and ov.vendor_id = ${merchantVendor})) limit 1`;
    const [foreign] = await rows(only(false));
    const [own] = await rows(only(true));
    const adminHits = (await admin.call(ubmapAddress, { query: String(foreign!.a), limit: 50 })).items.filter((h) => h.kind === 'address');
    expect(adminHits.map((h) => h.address)).toContain(foreign!.a);
    const merchantHits = (await merchant.call(ubmapAddress, { query: String(foreign!.a), limit: 50 })).items;
    expect(merchantHits.map((h) => h.address)).not.toContain(foreign!.a);
    expect((await merchant.call(ubmapAddress, { query: String(own!.a), limit: 50 })).items.map((h) => h.address)).toContain(own!.a);
    // every address he finds is on an order holding his items
    for (const h of (await merchant.call(ubmapAddress, { query: String(own!.a).split(' ')[0]!, limit: 50 })).items.filter((x) => x.kind === 'address')) {
      const [hit] = await rows(`select 1 from orders o join order_vendors ov on ov.order_id = o.id where o.ship_address = '${h.address!.replace(/'/g, "''")}' and ov.vendor_id = ${merchantVendor} limit 1`);
      expect(hit).toBeDefined();
    }
    expect((await expectApiError(merchant.call(filterAddress, {}))).status).toBe(403);
    expect((await expectApiError(merchant.call(maps, {}))).status).toBe(403);
  });

  it('filter_address finds orders by district, khoroo and words', async () => {
    const page = await collector.call(filterAddress, { district: 'Баянзүрх', khoroo: 3, per_page: 20 });
    expect(page.items.length).toBeGreaterThan(0);
    expect(page.items.every((o) => o.ship_district === 'Баянзүрх' && o.ship_khoroo === 3)).toBe(true);
  });

  it('a day\'s points, coloured by who holds them, and orders picked on the map given to a driver', async () => {
    const day = (await collector.call(maps, { date: 'today' }));
    expect(day.tiles).toBeNull();
    // the demo's busiest recent day
    let best = day;
    for (let back = 1; back <= 5 && best.points.length < 5; back++) best = await collector.call(maps, { date: ubDay('today', Date.now() - back * 86_400_000).date });
    expect(best.points.length).toBeGreaterThan(0);
    for (const p of best.points) {
      expect(p.lat).toBeGreaterThan(47.2); expect(p.lat).toBeLessThan(48.1);
      expect(p.lng).toBeGreaterThan(106.6); expect(p.lng).toBeLessThan(108.5);
      if (p.status === 'assigned') expect(p.driver_id).not.toBeNull();
      if (p.status === 'unassigned') expect(p.driver_id).toBeNull();
    }
    const free = best.points.filter((p) => p.status === 'unassigned').slice(0, 3).map((p) => p.number);
    const driver = (await collector.call(drivers, {})).items[0]!;
    if (free.length) {
      const done = await collector.call(assign, { numbers: free, driver_id: driver.id });
      expect(done.applied + done.failed).toBe(free.length);
      const after = await collector.call(maps, { date: best.date });
      for (const r of done.results.filter((x) => x.ok)) expect(after.points.find((p) => p.number === r.number)).toMatchObject({ status: 'assigned', driver_id: driver.id });
      expect(after.drivers.map((d) => d.id)).toContain(driver.id);
    }
    // not a driver: each order refuses on its own
    expect((await collector.call(assign, { numbers: [best.points[0]!.number], driver_id: 999_999 })).failed).toBe(1);
    expect((await expectApiError(merchant.call(assign, { numbers: ['R1'], driver_id: driver.id }))).status).toBe(403);
  });
});
