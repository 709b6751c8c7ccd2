// Issue 21: e-tickets issued when an order of event seats is paid, found, resent, rendered, checked
// in once, and canceled with their order unless one was used.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApiClient } from '../../src/shared/api/client.js';
import { check, get, html, list, pdf, resend } from '../../src/shared/commands/eticket.js';
import { orderCreate } from '../../src/shared/commands/orders/create.js';
import { messages } from '../../src/shared/commands/orders/messages.js';
import { cancel } from '../../src/shared/commands/orders/orders.js';
import { capture } from '../../src/shared/commands/orders/payments.js';
import { reportQueries, type ReportOutput } from '../../src/shared/commands/reports.js';
import { search } from '../../src/shared/commands/system.js';
import { lookup } from '../../src/shared/i18n/index.js';
import { rows } from '../helpers/orders-ops.js';
import { expectApiError, startServer, type TestServer } from '../helpers/server.js';

let server: TestServer;
let admin: ApiClient;
let operator: ApiClient;
let finance: ApiClient;
let adminMn: ApiClient;

beforeAll(async () => {
  server = await startServer();
  const a = await server.login('admin@demo.mn');
  admin = a.api;
  adminMn = server.client({ token: a.token, locale: 'mn' });
  operator = (await server.login('orders@demo.mn')).api;
  finance = (await server.login('finance@demo.mn')).api;
}, 180_000);
afterAll(async () => { await server?.close(); });

const ship = { name: 'Болормаа Ганбат', phone: '99445566', district: 'Баянзүрх' as const, khoroo: 26, address: 'Нарны зам 5-р байр, 12 тоот' };

/** An order of `quantity` seats of an event, created and paid through the API. */
async function buySeats(sku: string, quantity: number, mobile: string) {
  const { order } = await operator.call(orderCreate, {
    customer: { first_name: 'Тэмүүлэн', last_name: 'Ганбат', mobile }, items: [{ sku, quantity }], ship, shipping_method: 'pickup', payment_method: 'qpay',
  });
  await finance.call(capture, { id: order.payments[0]!.id });
  return order;
}

describe('e-tickets', () => {
  it('the demo has issued tickets, found by code, phone, email, order number and event', async () => {
    const all = await admin.call(list, { per_page: 100 });
    expect(all.total).toBeGreaterThanOrEqual(12);
    const states = new Set(all.items.map((t) => t.state));
    expect(states).toEqual(new Set(['issued', 'sent', 'used']));
    const one = all.items.find((t) => t.seat)!;
    expect(one.code).toMatch(/^[0-9A-F]{12}$/);
    expect((await admin.call(list, { query: one.code.toLowerCase().replace(/(.{4})/g, '$1 ') })).items.map((t) => t.id)).toEqual([one.id]);
    expect((await admin.call(list, { query: '99112233' })).items.every((t) => t.phone === '99112233')).toBe(true);
    expect((await admin.call(list, { query: 'ENKHJIN@example.mn' })).total).toBe(1);
    expect((await admin.call(list, { query: one.order_number })).items.every((t) => t.order_number === one.order_number)).toBe(true);
    expect((await admin.call(list, { query: 'жазз' })).items.every((t) => t.event === 'Улаанбаатар жазз наадам')).toBe(true);
    // the palette finds a ticket by its code
    const found = await admin.call(search, { q: one.code });
    expect(found.groups.find((g) => g.kind === 'e_tickets')?.items[0]).toMatchObject({ href: `/e_tickets/${one.id}` });
  });

  it('paying an order of seats issues one ticket per seat in its transaction, numbered on from the seats sold', async () => {
    const before = await admin.call(list, { query: 'Наадмын', per_page: 100 });
    const seatsBefore = before.items.map((t) => Number(t.seat)).filter(Number.isFinite);
    const order = await buySeats('EVT-NAADAM-2026', 3, '95001122');
    const mine = (await admin.call(list, { query: order.number })).items;
    expect(mine).toHaveLength(3);
    expect(mine.every((t) => t.state === 'issued' && t.event === 'Наадмын нээлтийн ёслол' && t.holder_name)).toBe(true);
    const top = Math.max(0, ...seatsBefore);
    expect(mine.map((t) => Number(t.seat)).sort((a, b) => a - b)).toEqual([top + 1, top + 2, top + 3]);
    const detail = await admin.call(get, { id: mine[0]!.id });
    expect(detail.history).toEqual([expect.objectContaining({ kind: 'issued', to_state: 'issued', author: 'finance@demo.mn' })]);
    // not issued twice: the payment state moving again leaves them as they are
    const [count] = await rows<{ n: number }>(server, sql`select count(*)::int as n from e_tickets where order_id = ${order.id}`);
    expect(count?.n).toBe(3);
  });

  it('checks a ticket in once; a second check says when and by whom; a canceled one is refused', async () => {
    const order = await buySeats('EVT-JAZZ-UB', 2, '95001133');
    const [first, second] = (await admin.call(list, { query: order.number })).items;
    const { ticket } = await admin.call(check, { code: first!.code });
    expect(ticket).toMatchObject({ state: 'used', used_by: 'admin@demo.mn', used_at: expect.any(String) });
    const again = await expectApiError(adminMn.call(check, { code: first!.code.toLowerCase() }));
    expect(again).toMatchObject({ status: 409, code: 'conflict', fields: { used_by: ticket.used_by, used_at: ticket.used_at } });
    expect(again.message).toContain('Аль хэдийн ашигласан');
    expect((await expectApiError(admin.call(check, { code: 'FFFFFFFFFFFF' }))).status).toBe(404);
    expect((await expectApiError(admin.call(check, { code: 'not a code' }))).status).toBe(400);
    // the refused check is in the history, with the use
    const history = (await admin.call(get, { id: first!.id })).history.map((h) => h.kind);
    expect(history).toEqual(['issued', 'used', 'check_refused']);

    // an order with a used ticket cannot be canceled
    const refused = await expectApiError(operator.call(cancel, { number: order.number }, { confirm: 'cancel' }));
    expect(refused).toMatchObject({ status: 422, fields: { e_tickets: '1 used' } });
    expect((await admin.call(get, { id: second!.id })).ticket.state).toBe('issued');

    // an order without one is, and its tickets with it
    const other = await buySeats('EVT-MORIN-KHUUR', 2, '95001144');
    await operator.call(cancel, { number: other.number }, { confirm: 'cancel' });
    const gone = (await admin.call(list, { query: other.number })).items;
    expect(gone.map((t) => t.state)).toEqual(['canceled', 'canceled']);
    expect((await expectApiError(admin.call(check, { code: gone[0]!.code }))).status).toBe(422);
    expect((await expectApiError(admin.call(resend, { id: gone[0]!.id, channel: 'sms' }))).status).toBe(422);
  });

  it('resends by SMS and email through the outbox; renders the ticket as HTML with its QR and as a PDF', async () => {
    const order = await buySeats('EVT-JAZZ-UB', 1, '95001155');
    const [t] = (await admin.call(list, { query: order.number })).items;
    const bySms = await admin.call(resend, { id: t!.id, channel: 'sms' });
    expect(bySms).toMatchObject({ recipient: '95001155', ticket: { state: 'sent', sent_at: expect.any(String) } });
    const byMail = await admin.call(resend, { id: t!.id, channel: 'email', to: 'guest@example.mn' });
    expect(byMail.recipient).toBe('guest@example.mn');
    // a bad address is refused in the reader's language, on the field as in the sentence
    const bad = await expectApiError(adminMn.call(resend, { id: t!.id, channel: 'email', to: 'guest-at-example' }));
    expect(bad).toMatchObject({ status: 400, message: lookup('mn', 'eticket_ui.errors.not_email'), fields: { to: lookup('mn', 'eticket_ui.errors.not_email') } });
    expect((await expectApiError(adminMn.call(resend, { id: t!.id, channel: 'sms', to: 'call me maybe' }))).message).toBe(lookup('mn', 'eticket_ui.errors.not_phone'));
    const queued = (await admin.call(messages, { number: order.number })).items.filter((m) => m.template === 'e_ticket');
    expect(queued.map((m) => [m.channel, m.recipient])).toEqual(expect.arrayContaining([['sms', '95001155'], ['email', 'guest@example.mn']]));
    expect(queued.every((m) => m.body.includes(t!.code))).toBe(true);
    const history = (await admin.call(get, { id: t!.id })).history;
    expect(history.filter((h) => h.kind === 'sent').map((h) => h.channel)).toEqual(['sms', 'email']);

    const page = await admin.call(html, { id: t!.id });
    expect(page.template).toBe('event');
    expect(page.html).toContain(t!.code);
    expect(page.html).toContain('<svg');
    expect(page.html).toContain('Улаанбаатар жазз наадам');
    const file = await admin.call(pdf, { id: t!.id });
    expect(file.type).toBe('application/pdf');
    expect(Buffer.from(file.bytes.slice(0, 5)).toString()).toBe('%PDF-');
  });

  it('is for admin and e_ticket only; another vendor\'s tickets are none of a merchant\'s', async () => {
    const content = (await server.login('content@demo.mn')).api;
    expect((await expectApiError(content.call(list, {}))).status).toBe(403);
    expect((await expectApiError(content.call(check, { code: '0001F3A9C2B7' }))).status).toBe(403);
    // a merchant of the second vendor given the e_ticket role sees none of the first vendor's events
    await server.app.services.database.db.execute(sql`update vendor_memberships set roles = array_append(roles, 'e_ticket')
      where user_id = (select id from users where email = 'merchant2@demo.mn')`);
    const other = (await server.login('merchant2@demo.mn')).api;
    expect((await other.call(list, {})).total).toBe(0);
    const [t] = (await admin.call(list, { q: { state_eq: 'issued' } })).items;
    expect((await expectApiError(other.call(get, { id: t!.id }))).status).toBe(404);
    expect((await expectApiError(other.call(check, { code: t!.code }))).status).toBe(404);
    expect((await admin.call(get, { id: t!.id })).ticket.state).toBe('issued');
  });

  it('the e-ticket report counts what was sold, sent, used and canceled by event and by day, as the history has it', async () => {
    const period = { from: '2000-01-01', to: '2100-12-31' };
    const byEvent = await admin.call(reportQueries.e_ticket_report!, period) as ReportOutput;
    const byDay = await admin.call(reportQueries.e_ticket_days!, period) as ReportOutput;
    const expected = await rows<{ product_id: number; issued: number; sent: number; used: number; canceled: number; refused: number }>(server, sql`
      select t.product_id::int, count(*) filter (where ev.kind = 'issued')::int as issued, count(*) filter (where ev.kind = 'sent')::int as sent,
        count(*) filter (where ev.kind = 'used')::int as used, count(*) filter (where ev.kind = 'canceled')::int as canceled,
        count(*) filter (where ev.kind = 'check_refused')::int as refused
      from e_ticket_events ev join e_tickets t on t.id = ev.ticket_id group by 1`);
    // the tests above sold, sent, used, refused and canceled: every kind is counted somewhere
    expect(expected.some((e) => e.used > 0 && e.refused > 0) && expected.some((e) => e.canceled > 0 && e.sent >= 0)).toBe(true);
    for (const e of expected) {
      expect(byEvent.items.find((r) => r.key === e.product_id)).toMatchObject({
        tickets_issued: e.issued, tickets_sent: e.sent, tickets_used: e.used, tickets_canceled: e.canceled, checks_refused: e.refused,
      });
    }
    const sum = (k: 'issued' | 'used') => expected.reduce((n, e) => n + e[k], 0);
    expect(byEvent.totals).toMatchObject({ tickets_issued: sum('issued'), tickets_used: sum('used') });
    expect(byDay.totals).toEqual(byEvent.totals);
    expect(byDay.items.reduce((n, r) => n + Number(r.tickets_issued), 0)).toBe(sum('issued'));
    // one event's days: the product filter
    const one = expected.find((e) => e.used > 0)!;
    const itsDays = await admin.call(reportQueries.e_ticket_days!, { ...period, product: one.product_id }) as ReportOutput;
    expect(itsDays.totals.tickets_used).toBe(one.used);
    // the shop's report: an e_ticket clerk or a merchant does not read it
    const merchant = (await server.login('merchant@demo.mn')).api;
    expect((await expectApiError(merchant.call(reportQueries.e_ticket_report!, period))).status).toBe(403);
  });
});
