// Issue 21, air booking: the bookings of the air website with their passengers (passports masked
// in lists and for the roles that may not read them), segments in the airports' own time, the
// server's state machines, and every exchange with the supplier (a local fake) in the logs.
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../../src/server/db/rows.js';
import type { ApiClient } from '../../src/shared/api/client.js';
import { airBookingCommands as booking, airSupplier, airTicketCommands as ticket, SECRET_MASK } from '../../src/shared/commands/air/index.js';
import { search } from '../../src/shared/commands/system.js';
import { lookup } from '../../src/shared/i18n/index.js';
import { jsonSupplier, SupplierError, type Exchange } from '../../src/server/areas/air/supplier.js';
import { startFakeAirSupplier } from '../helpers/fake-air-supplier.js';
import { expectApiError, startServer, type TestServer } from '../helpers/server.js';

let server: TestServer;
let fake: Awaited<ReturnType<typeof startFakeAirSupplier>>;
let desk: ApiClient;
let deskMn: ApiClient;
let agent: ApiClient;
beforeAll(async () => {
  [server, fake] = await Promise.all([startServer(), startFakeAirSupplier()]);
  const a = await server.login('air@demo.mn');
  desk = a.api;
  deskMn = server.client({ token: a.token, locale: 'mn' });
  agent = (await server.login('airdesk@demo.mn')).api;
}, 180_000);
afterAll(async () => { await Promise.all([server?.close(), fake?.close()]); });

const byPnr = async (pnr: string) => {
  const { items } = await desk.call(booking.list, { query: pnr });
  expect(items.map((b) => b.pnr)).toEqual([pnr]);
  return (await desk.call(booking.get, { id: items[0]!.id })).booking;
};

describe('air bookings', () => {
  it('lists the demo bookings, found by PNR, passenger and order number, filtered by state, passports masked', async () => {
    const all = await desk.call(booking.list, { per_page: 50 });
    expect(new Set(all.items.map((b) => b.state))).toEqual(new Set(['held', 'ticketed', 'canceled', 'refunded']));
    for (const b of all.items) for (const p of b.passengers) expect(p.document).toMatch(/^E\d•+\d\d$/);
    const held = await desk.call(booking.list, { q: { state_eq: 'held' } });
    expect(held.items.length).toBeGreaterThan(0);
    expect(held.items.every((b) => b.state === 'held')).toBe(true);
    expect((await desk.call(booking.list, { query: 'k7m2qx' })).items.map((b) => b.route)).toEqual(['ULN–ULG']);
    expect((await desk.call(booking.list, { query: 'ganbat' })).items.map((b) => b.pnr)).toEqual(['K7M2QX']);
    expect((await desk.call(booking.list, { query: 'sukhbat/nomin' })).items.map((b) => b.pnr)).toEqual(['HUN7DZ']);
    // the demo's bookings have no order (the checkout that places one is the storefront's): one is given here
    const db = server.app.services.database.db;
    const [order] = rowsOf<{ id: number; number: string }>(await db.execute(sql`select id, number from orders order by id limit 1`));
    await db.execute(sql`update air_bookings set order_id = ${order!.id} where pnr = 'MR4TGB'`);
    expect((await desk.call(booking.list, { query: order!.number })).items.map((b) => [b.pnr, b.order_number])).toEqual([['MR4TGB', order!.number]]);
    const withOrder = all.items.find((b) => b.pnr === 'MR4TGB')!;
    expect(withOrder).toMatchObject({ route: 'ULN–MXV–ULN', total: withOrder.fare + withOrder.taxes });
    // the palette finds a booking by its PNR
    const found = await desk.call(search, { q: 'MR4TGB' });
    expect(found.groups.find((g) => g.kind === 'air_bookings')?.items[0]).toMatchObject({ href: `/air/booking/${withOrder.id}` });
  });

  it('shows a booking’s segments in each airport’s own time and the whole passport only to the roles that may read it', async () => {
    const b = await byPnr('K7M2QX');
    const [segment] = b.segments;
    expect(segment).toMatchObject({ flight: 'M0 501', from: { iata: 'ULN', time_zone: 'Asia/Ulaanbaatar' }, to: { iata: 'ULG', time_zone: 'Asia/Hovd' }, aircraft: { code: 'AT7' } });
    // 08:30 in Ulaanbaatar, 200 minutes in the air: 11:50 Ulaanbaatar time is 10:50 in Ulgii
    expect(segment!.departs_local.slice(-5)).toBe('08:30');
    expect(segment!.arrives_local.slice(-5)).toBe('10:50');
    expect(b.passengers.map((p) => [p.last_name, p.first_name, p.document_number, p.document_masked])).toEqual([
      ['GANBAT', 'BOLORMAA', 'E1873401', false], ['BATBAYAR', 'TEMUULEN', 'E2094417', false],
    ]);
    const masked = (await agent.call(booking.get, { id: b.id })).booking;
    expect(masked.passengers.map((p) => [p.document_number, p.document_masked])).toEqual([['E1••••01', true], ['E2••••17', true]]);
    // in Mongolian the airports are named in Mongolian
    expect((await deskMn.call(booking.get, { id: b.id })).booking.segments[0]!.to.city).toBe('Өлгий');
  });

  it('keeps the supplier’s settings per website, the password never answered', async () => {
    const { item } = await desk.call(airSupplier.update, { name: 'Fake consolidator', url: fake.url, username: fake.credentials.username, secret: fake.credentials.secret });
    expect(item).toMatchObject({ url: fake.url, username: 'desk', secret: SECRET_MASK });
    // the mask sent back keeps the stored password
    expect((await desk.call(airSupplier.update, { secret: SECRET_MASK, timeout_ms: 5000 })).item).toMatchObject({ secret: SECRET_MASK, timeout_ms: 5000 });
    expect((await expectApiError(agent.call(airSupplier.get, {}))).status).toBe(403);
  });

  it('tickets a held booking through the supplier once; a ticketed one is neither ticketed again nor canceled', async () => {
    const held = await byPnr('HUN7DZ');
    const { booking: done } = await desk.call(booking.ticket, { id: held.id });
    expect(done.state).toBe('ticketed');
    expect(done.tickets).toHaveLength(3 * 2);
    expect(done.tickets.every((t) => /^\d{13}$/.test(t.number) && t.state === 'issued')).toBe(true);
    expect(fake.calls.at(-1)).toMatchObject({ action: 'ticket', body: { pnr: 'HUN7DZ' }, authorization: `Basic ${Buffer.from('desk:kit-secret').toString('base64')}` });
    const again = await expectApiError(desk.call(booking.ticket, { id: held.id }));
    expect(again).toMatchObject({ status: 409, code: 'conflict' });
    expect(again.message).toContain('Ticketed');
    expect((await expectApiError(deskMn.call(booking.cancel, { id: held.id }))).message).toContain('Тийз бичсэн');
    // one that is not there is not found, said in the reader's language
    expect(await expectApiError(deskMn.call(booking.get, { id: 999_999 }))).toMatchObject({ status: 404, message: lookup('mn', 'air_ui.errors.no_booking') });
    expect(await expectApiError(deskMn.call(ticket.void, { id: 999_999 }))).toMatchObject({ status: 404, message: lookup('mn', 'air_ui.errors.no_ticket') });
    expect((await expectApiError(desk.call(booking.refund, { id: (await byPnr('K7M2QX')).id }))).status).toBe(409);
  });

  it('voids a ticket on its day of issue only, refunds one later, and the booking follows its tickets', async () => {
    const fresh = await byPnr('MR4TGB');
    const [first, second] = fresh.tickets;
    expect((await desk.call(ticket.void, { id: first!.id })).ticket.state).toBe('voided');
    expect((await expectApiError(desk.call(ticket.void, { id: first!.id }))).status).toBe(409);
    expect((await expectApiError(desk.call(ticket.refund, { id: first!.id }))).status).toBe(409);
    expect((await byPnr('MR4TGB')).state).toBe('ticketed');
    await desk.call(ticket.void, { id: second!.id });
    // every ticket voided: the booking is canceled, nothing refunded
    expect(await byPnr('MR4TGB')).toMatchObject({ state: 'canceled', refunded: 0 });

    const old = await byPnr('DLZ8PA');
    const late = await expectApiError(desk.call(ticket.void, { id: old.tickets[0]!.id }));
    expect(late).toMatchObject({ status: 409 });
    expect(late.message).toContain('24 hours');
    const refunded = (await desk.call(ticket.refund, { id: old.tickets[0]!.id })).ticket;
    expect(refunded).toMatchObject({ state: 'refunded', refunded: 25_000_000 });
    // the rest refunded with the booking
    const { booking: all } = await desk.call(booking.refund, { id: old.id });
    expect(all.state).toBe('refunded');
    expect(all.tickets.every((t) => t.state === 'refunded')).toBe(true);
    expect(all.refunded).toBe(25_000_000 * 2);
    const list = await desk.call(ticket.list, { query: old.tickets[1]!.number });
    expect(list.items.map((t) => [t.pnr, t.state])).toEqual([['DLZ8PA', 'refunded']]);
    expect((await desk.call(ticket.list, { q: { state_eq: 'voided' } })).items.every((t) => t.pnr === 'MR4TGB')).toBe(true);
  });

  it('writes every exchange to the booking’s logs, a refusal in the supplier’s own words, and refuses the change', async () => {
    const held = await byPnr('K7M2QX');
    fake.refuse('cancel', 'SEGMENT ALREADY FLOWN OR PNR LOCKED BY ANOTHER AGENT');
    const refused = await expectApiError(desk.call(booking.cancel, { id: held.id }));
    expect(refused).toMatchObject({ status: 422, code: 'unprocessable', message: 'The supplier refused: SEGMENT ALREADY FLOWN OR PNR LOCKED BY ANOTHER AGENT' });
    expect((await byPnr('K7M2QX')).state).toBe('held');
    expect((await desk.call(booking.cancel, { id: held.id })).booking.state).toBe('canceled');
    const { pnr, items } = await desk.call(booking.logs, { id: held.id });
    expect(pnr).toBe('K7M2QX');
    const [ok, failed] = items;
    expect(ok).toMatchObject({ action: 'cancel', ok: true, status: 200, response: { status: 'canceled' }, author: 'air@demo.mn', url: `${fake.url}/cancel` });
    expect(failed).toMatchObject({ action: 'cancel', ok: false, status: 422, error: 'SEGMENT ALREADY FLOWN OR PNR LOCKED BY ANOTHER AGENT', request: { pnr: 'K7M2QX' } });
    expect(failed!.duration_ms).toBeGreaterThanOrEqual(0);
    // the seeded hold and refusal are there too, oldest last
    expect(items.at(-1)).toMatchObject({ action: 'hold', ok: true });

  });

  it('the adapter holds seats with the supplier; wrong credentials and an unreachable supplier are refusals in their own words, each exchange recorded', async () => {
    const seen: Exchange[] = [];
    const config = { url: fake.url, username: 'desk', secret: 'kit-secret', timeoutMs: 5000 };
    const held = await jsonSupplier(config, (x) => seen.push(x)).hold({
      passengers: [{ ref: 1, last_name: 'GANBAT', first_name: 'BOLORMAA', document: 'E1873401' }],
      segments: [{ ref: 1, from: 'ULN', to: 'MXV', flight: 'MR 241', departs_at: new Date().toISOString() }],
    });
    expect(held.pnr).toMatch(/^[A-Z0-9]{6}$/);
    const wrong = await jsonSupplier({ ...config, secret: 'nope' }, (x) => seen.push(x)).cancel({ pnr: held.pnr }).catch((e: unknown) => e);
    expect(wrong).toBeInstanceOf(SupplierError);
    expect((wrong as SupplierError).message).toBe('Agency credentials rejected');
    // a port nobody listens on any more
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const port = (closed.address() as AddressInfo).port;
    await new Promise<void>((resolve) => closed.close(() => resolve()));
    const down = await jsonSupplier({ ...config, url: `http://127.0.0.1:${port}` }, (x) => seen.push(x)).void({ pnr: held.pnr, ticket: '2890000000001' }).catch((e: unknown) => e);
    expect((down as SupplierError).message).toMatch(/^unreachable: ECONNREFUSED/);
    expect(seen.map((x) => [x.action, x.ok, x.status])).toEqual([['hold', true, 200], ['cancel', false, 401], ['void', false, null]]);
  });
});
