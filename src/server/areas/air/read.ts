import { and, asc, eq, inArray, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import {
  AIR_DOCUMENT_ROLES, maskDocument, type AirTicketJson, type BookingJson, type BookingState, type BookingSummaryJson, type TicketState,
} from '../../../shared/commands/air/bookings.js';
import { formatDate } from '../../../shared/i18n/format.js';
import { canAccess } from '../../../shared/roles/access.js';
import type { AuthedContext } from '../../commands/handler.js';
import { schema } from '../../db/index.js';
import { notFound } from '../../errors.js';
import { requestLocale } from '../../http-errors.js';
import { translator } from '../../pdf/document.js';

const { airBookings, airPassengers, airSegments, airTickets, airPorts, airLines, airCrafts, orders } = schema;
const fromPort = alias(airPorts, 'from_port');
const toPort = alias(airPorts, 'to_port');

export type BookingRow = typeof airBookings.$inferSelect;
const iso = (d: Date | null) => (d ? d.toISOString() : null);

/** A booking or ticket not found (on this website), said in the reader's language. */
export const missing = (ctx: AuthedContext, what: 'booking' | 'ticket') => notFound(translator(requestLocale(ctx.request))(`air_ui.errors.no_${what}`));

/** The air website the call is on: the gating (features) has already made sure there is one. */
export function websiteOf(ctx: AuthedContext): number {
  if (!ctx.scope.website) throw missing(ctx, 'booking');
  return ctx.scope.website.id;
}

export const bookingWhere = (ctx: AuthedContext, extra?: SQL) => and(eq(airBookings.websiteId, websiteOf(ctx)), extra);

export const passengerName = (p: { lastName: string; firstName: string }) => `${p.lastName}/${p.firstName}`;

/** The segments of these bookings with their airports, airline and aircraft, in the reader's language. */
async function segmentsOf(ctx: AuthedContext, bookingIds: number[]) {
  if (!bookingIds.length) return [];
  const mn = requestLocale(ctx.request) === 'mn';
  const rows = await ctx.db.select({ s: airSegments, from: fromPort, to: toPort, airline: airLines, aircraft: airCrafts })
    .from(airSegments)
    .innerJoin(fromPort, eq(fromPort.id, airSegments.fromId))
    .innerJoin(toPort, eq(toPort.id, airSegments.toId))
    .innerJoin(airLines, eq(airLines.id, airSegments.airlineId))
    .leftJoin(airCrafts, eq(airCrafts.id, airSegments.aircraftId))
    .where(inArray(airSegments.bookingId, bookingIds))
    .orderBy(asc(airSegments.bookingId), asc(airSegments.position));
  const port = (p: typeof airPorts.$inferSelect) => ({ id: p.id, iata: p.iata, name: mn ? p.nameMn : p.nameEn, city: mn ? p.cityMn : p.cityEn, time_zone: p.timeZone });
  return rows.map(({ s, from, to, airline, aircraft }) => ({
    bookingId: s.bookingId,
    json: {
      id: s.id, from: port(from), to: port(to),
      airline: { id: airline.id, iata: airline.iata, name: mn ? airline.nameMn : airline.nameEn },
      aircraft: aircraft ? { code: aircraft.code, name: mn ? aircraft.nameMn : aircraft.nameEn } : null,
      flight: `${airline.iata} ${s.flight}`, cabin: s.cabin,
      departs_at: s.departsAt.toISOString(), arrives_at: s.arrivesAt.toISOString(),
      // each end in its own airport's time, as the boarding pass prints it
      departs_local: formatDate(s.departsAt, from.timeZone), arrives_local: formatDate(s.arrivesAt, to.timeZone),
    },
  }));
}

const routeOf = (segments: { json: { from: { iata: string }; to: { iata: string } } }[]) =>
  segments.length ? [segments[0]!.json.from.iata, ...segments.map((s) => s.json.to.iata)].join('–') : '';

function summary(b: BookingRow, orderNumber: string | null, segments: Awaited<ReturnType<typeof segmentsOf>>) {
  return {
    id: b.id, pnr: b.pnr, state: b.state as BookingState, order_id: b.orderId, order_number: orderNumber,
    route: routeOf(segments), departs_local: segments[0]?.json.departs_local ?? null,
    fare: b.fare, taxes: b.taxes, total: b.fare + b.taxes, created_at: b.createdAt.toISOString(),
  };
}

/** A page of bookings as the list shows them: documents masked, whoever reads. */
export async function summaries(ctx: AuthedContext, rows: { b: BookingRow; orderNumber: string | null }[]): Promise<BookingSummaryJson[]> {
  const ids = rows.map((r) => r.b.id);
  const [segments, passengers] = await Promise.all([
    segmentsOf(ctx, ids),
    ids.length ? ctx.db.select().from(airPassengers).where(inArray(airPassengers.bookingId, ids)).orderBy(asc(airPassengers.position)) : [],
  ]);
  return rows.map(({ b, orderNumber }) => ({
    ...summary(b, orderNumber, segments.filter((s) => s.bookingId === b.id)),
    passengers: passengers.filter((p) => p.bookingId === b.id).map((p) => ({ name: passengerName(p), document: maskDocument(p.documentNumber) })),
  }));
}

export const selectBookings = (ctx: AuthedContext) =>
  ctx.db.select({ b: airBookings, orderNumber: orders.number }).from(airBookings).leftJoin(orders, eq(orders.id, airBookings.orderId));

/** The tickets list's rows (one query, every join the answer needs). */
export const selectTickets = (ctx: AuthedContext) =>
  ctx.db.select({ t: airTickets, pnr: airBookings.pnr, p: airPassengers, s: airSegments, airline: airLines.iata, from: fromPort.iata, to: toPort.iata, zone: fromPort.timeZone })
    .from(airTickets)
    .innerJoin(airBookings, eq(airBookings.id, airTickets.bookingId))
    .innerJoin(airPassengers, eq(airPassengers.id, airTickets.passengerId))
    .innerJoin(airSegments, eq(airSegments.id, airTickets.segmentId))
    .innerJoin(airLines, eq(airLines.id, airSegments.airlineId))
    .innerJoin(fromPort, eq(fromPort.id, airSegments.fromId))
    .innerJoin(toPort, eq(toPort.id, airSegments.toId));

export type TicketRow = Awaited<ReturnType<ReturnType<typeof selectTickets>['execute']>>[number];

export function ticketJson(r: TicketRow): AirTicketJson {
  return {
    id: r.t.id, number: r.t.number, state: r.t.state as TicketState, booking_id: r.t.bookingId, pnr: r.pnr,
    passenger: passengerName(r.p), segment: `${r.airline} ${r.s.flight} ${r.from}–${r.to}`, departs_local: formatDate(r.s.departsAt, r.zone),
    issued_at: r.t.issuedAt.toISOString(), voided_at: iso(r.t.voidedAt), refunded_at: iso(r.t.refundedAt), refunded: r.t.refunded,
  };
}

export async function loadTicket(ctx: AuthedContext, id: number): Promise<AirTicketJson> {
  const [row] = await selectTickets(ctx).where(and(eq(airTickets.id, id), eq(airBookings.websiteId, websiteOf(ctx)))).limit(1);
  if (!row) throw missing(ctx, 'ticket');
  return ticketJson(row);
}

/** The booking's page: every passenger (the whole document for the roles that may read it), segment and ticket. */
export async function loadBooking(ctx: AuthedContext, id: number): Promise<BookingJson> {
  const [row] = await selectBookings(ctx).where(bookingWhere(ctx, eq(airBookings.id, id))).limit(1);
  if (!row) throw missing(ctx, 'booking');
  const { b } = row;
  const whole = canAccess({ roles: AIR_DOCUMENT_ROLES }, ctx.scope.viewer);
  const [segments, passengers, tickets] = await Promise.all([
    segmentsOf(ctx, [id]),
    ctx.db.select().from(airPassengers).where(eq(airPassengers.bookingId, id)).orderBy(asc(airPassengers.position)),
    selectTickets(ctx).where(eq(airTickets.bookingId, id)).orderBy(asc(airTickets.id)),
  ]);
  return {
    ...summary(b, row.orderNumber, segments),
    contact_name: b.contactName, contact_phone: b.contactPhone,
    hold_until: iso(b.holdUntil), ticketed_at: iso(b.ticketedAt), canceled_at: iso(b.canceledAt), refunded_at: iso(b.refundedAt), refunded: b.refunded,
    passengers: passengers.map((p) => ({
      id: p.id, last_name: p.lastName, first_name: p.firstName, kind: p.kind as 'adult', birth_date: p.birthDate, nationality: p.nationality,
      document_number: whole ? p.documentNumber : maskDocument(p.documentNumber), document_masked: !whole, document_expires: p.documentExpires,
    })),
    segments: segments.map((s) => s.json),
    tickets: tickets.map(ticketJson),
  };
}
