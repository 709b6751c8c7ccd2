import { inArray } from 'drizzle-orm';
import { schema, type DbOrTx } from '../db/index.js';

/** The air desk's demo sign-ins: roles given by the air website, where their work is. */
export const AIR_USERS = [
  { email: 'air@demo.mn', roles: ['air_booking'], firstName: 'Анар', lastName: 'Эрдэнэ', note: 'air_booking on the air website: bookings, tickets, documents' },
  { email: 'airdesk@demo.mn', roles: ['air_book'], firstName: 'Сараа', lastName: 'Батаа', note: 'air_book on the air website: documents masked' },
] as const;

type Passenger = [last: string, first: string, document: string, birth: string];
interface DemoBooking {
  pnr: string; state: 'held' | 'ticketed' | 'canceled' | 'refunded';
  /** [from, to, airline, flight, aircraft, days from today, local departure hour:minute, minutes in the air] */
  segments: [string, string, string, string, string, number, string, number][];
  passengers: Passenger[];
  fare: number; taxes: number; issuedDaysAgo?: number; contact: [string, string];
}

/** Mongolia's routes: the domestic flights leave Buyant-Ukhaa (ULN); Ulgii keeps Hovd time. */
const BOOKINGS: DemoBooking[] = [
  { pnr: 'K7M2QX', state: 'held', fare: 58_000_000, taxes: 4_200_000, contact: ['Ганбат Болормаа', '99112233'],
    segments: [['ULN', 'ULG', 'M0', '501', 'AT7', 6, '08:30', 200]],
    passengers: [['GANBAT', 'BOLORMAA', 'E1873401', '1988-04-12'], ['BATBAYAR', 'TEMUULEN', 'E2094417', '1991-09-03']] },
  { pnr: 'MR4TGB', state: 'ticketed', fare: 64_000_000, taxes: 5_600_000, issuedDaysAgo: 0, contact: ['Дорж Энхжин', '95117788'],
    segments: [['ULN', 'MXV', 'MR', '241', 'AT7', 3, '09:10', 95], ['MXV', 'ULN', 'MR', '242', 'AT7', 7, '12:40', 95]],
    passengers: [['DORJ', 'ENKHJIN', 'E3317720', '1995-02-21']] },
  { pnr: 'DLZ8PA', state: 'ticketed', fare: 71_000_000, taxes: 5_000_000, issuedDaysAgo: 3, contact: ['Очир Саруул', '99008811'],
    segments: [['ULN', 'DLZ', 'MR', '311', 'E90', 2, '07:50', 75]],
    passengers: [['OCHIR', 'SARUUL', 'E0457712', '1979-11-30'], ['BAT', 'MUNKHZUL', 'E5562310', '1983-06-08']] },
  { pnr: 'ULG3CN', state: 'canceled', fare: 29_000_000, taxes: 2_100_000, contact: ['Бат Мөнхзул', '80112299'],
    segments: [['ULN', 'ULG', 'M0', '503', 'AT7', 10, '14:00', 200]],
    passengers: [['BAT', 'MUNKHZUL', 'E5562310', '1983-06-08']] },
  { pnr: 'ICN5RF', state: 'refunded', fare: 118_000_000, taxes: 16_400_000, issuedDaysAgo: 5, contact: ['Эрдэнэ Анар', '88114455'],
    segments: [['UBN', 'ICN', 'OM', '301', '738', 12, '07:40', 210]],
    passengers: [['ERDENE', 'ANAR', 'E6610095', '1990-01-17']] },
  { pnr: 'HUN7DZ', state: 'held', fare: 96_000_000, taxes: 7_500_000, contact: ['Сүхбат Золбоо', '99887766'],
    segments: [['ULN', 'DLZ', 'MR', '313', 'E90', 4, '10:20', 75], ['DLZ', 'ULN', 'MR', '314', 'E90', 8, '15:30', 75]],
    passengers: [['SUKHBAT', 'ZOLBOO', 'E7720318', '1986-07-25'], ['SUKHBAT', 'NOMIN', 'E7720319', '1988-12-02'], ['ZOLBOO', 'TEMUJIN', 'E9011244', '2016-03-14']] },
];

/** UTC of a local time `days` from today in a zone of a fixed offset (Mongolia keeps no summer time). */
function at(days: number, hhmm: string, offsetHours: number): Date {
  const d = new Date();
  const [h, m] = hhmm.split(':').map(Number) as [number, number];
  return new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth(), d.getUTCDate() + days, h - offsetHours, m));
}
const OFFSETS: Record<string, number> = { 'Asia/Ulaanbaatar': 8, 'Asia/Hovd': 7, 'Asia/Seoul': 9 };

/**
 * The demo's air desk on the air website only: its two users, the supplier's settings (pointing at
 * a local fake nobody runs by default, so an action in the demo shows a refused exchange in the
 * logs), and bookings in every state. They come with no order: the storefront's checkout that
 * would place one is not built, and orders without lines would be picked by the orders' own tests
 * as if they were the demo's.
 */
export async function seedAir(db: DbOrTx, refs: { websiteId: number; adminId: number; passwordHash: string }): Promise<void> {
  const people = await db.insert(schema.users).values(AIR_USERS.map((u) => ({
    email: u.email, roles: [], passwordHash: refs.passwordHash, confirmedAt: new Date(), firstName: u.firstName, lastName: u.lastName,
  }))).returning({ id: schema.users.id });
  await db.insert(schema.websiteMemberships).values(people.map((p, i) => ({ userId: p.id, websiteId: refs.websiteId, roles: [...AIR_USERS[i]!.roles] })));
  await db.insert(schema.airSuppliers).values({ websiteId: refs.websiteId, name: 'Demo consolidator', url: 'http://127.0.0.1:4610/air', username: 'desk', secret: 'kit-secret' });

  const codes = [...new Set(BOOKINGS.flatMap((b) => b.segments.flatMap((s) => [s[0], s[1]])))];
  const ports = new Map((await db.select().from(schema.airPorts).where(inArray(schema.airPorts.iata, codes))).map((p) => [p.iata, p]));
  const lines = new Map((await db.select().from(schema.airLines)).map((l) => [l.iata, l.id]));
  const crafts = new Map((await db.select().from(schema.airCrafts)).map((c) => [c.code, c.id]));
  let serial = 2_890_000_100;

  for (const [i, b] of BOOKINGS.entries()) {
    const created = new Date(Date.now() - (BOOKINGS.length - i) * 86_400_000);
    const issued = b.issuedDaysAgo === undefined ? null : new Date(Date.now() - b.issuedDaysAgo * 86_400_000 - 3_600_000);
    const [booking] = await db.insert(schema.airBookings).values({
      pnr: b.pnr, websiteId: refs.websiteId, state: b.state, fare: b.fare, taxes: b.taxes, contactName: b.contact[0], contactPhone: b.contact[1],
      holdUntil: b.state === 'held' ? new Date(Date.now() + 2 * 86_400_000) : null, createdAt: created, updatedAt: created,
      ticketedAt: issued, canceledAt: b.state === 'canceled' ? created : null, refundedAt: b.state === 'refunded' ? new Date() : null,
      refunded: b.state === 'refunded' ? b.fare : 0,
    }).returning({ id: schema.airBookings.id });
    const bookingId = booking!.id;
    const passengers = await db.insert(schema.airPassengers).values(b.passengers.map(([last, first, doc, birth], position) => ({
      bookingId, position, lastName: last, firstName: first, documentNumber: doc, birthDate: birth, documentExpires: '2031-05-31',
      kind: Number(birth.slice(0, 4)) > 2012 ? 'child' : 'adult',
    }))).returning({ id: schema.airPassengers.id });
    const segments = await db.insert(schema.airSegments).values(b.segments.map(([from, to, airline, flight, craft, days, time, minutes], position) => {
      const departs = at(days, time, OFFSETS[ports.get(from)!.timeZone] ?? 8);
      return {
        bookingId, position, fromId: ports.get(from)!.id, toId: ports.get(to)!.id, airlineId: lines.get(airline)!, aircraftId: crafts.get(craft) ?? null,
        flight, departsAt: departs, arrivesAt: new Date(departs.getTime() + minutes * 60_000),
      };
    })).returning({ id: schema.airSegments.id });
    const logs: (typeof schema.airSupplierLogs.$inferInsert)[] = [{
      bookingId, websiteId: refs.websiteId, action: 'hold', url: 'http://127.0.0.1:4610/air/hold', ok: true, status: 200, durationMs: 640, createdAt: created,
      request: { passengers: b.passengers.map(([last, first], ref) => ({ ref, last_name: last, first_name: first })), segments: b.segments.map(([from, to, , flight]) => ({ from, to, flight })) },
      response: { pnr: b.pnr },
    }];
    if (issued) {
      const rows = passengers.flatMap((p) => segments.map((s) => ({
        number: String(serial++).padStart(13, '289'), bookingId, passengerId: p.id, segmentId: s.id, issuedAt: issued,
        state: b.state === 'refunded' ? 'refunded' : 'issued', ...(b.state === 'refunded' && { refundedAt: new Date(), refunded: b.fare }),
      })));
      await db.insert(schema.airTickets).values(rows);
      logs.push({ bookingId, websiteId: refs.websiteId, action: 'ticket', url: 'http://127.0.0.1:4610/air/ticket', ok: true, status: 200, durationMs: 1180, createdAt: issued,
        request: { pnr: b.pnr }, response: { tickets: rows.map((r) => ({ number: r.number })) } });
    }
    if (b.state === 'held' && i === 0) {
      logs.push({ bookingId, websiteId: refs.websiteId, action: 'ticket', url: 'http://127.0.0.1:4610/air/ticket', ok: false, status: 422, durationMs: 410, createdAt: new Date(),
        request: { pnr: b.pnr }, response: { error: { code: 'UC', message: 'UNABLE TO CONFIRM - FARE NOT AVAILABLE' } }, error: 'UNABLE TO CONFIRM - FARE NOT AVAILABLE', authorId: refs.adminId });
    }
    await db.insert(schema.airSupplierLogs).values(logs);
  }
}
