import { z } from 'zod';
import { defineCommand } from '../define.js';
import { zId } from '../../schema/common.js';
import { listInput, listOutput } from '../../schema/list.js';

/**
 * Air booking (§2 /air/booking, /{id}, /{id}/logs, /air/ticket; §7 air_bookings and air_tickets
 * (logs)): on the website with the air_booking feature only, for its roles. The state machines
 * below are the server's: a screen hides what `BOOKING_MOVES`/`TICKET_MOVES` refuse.
 */
export const AIR_ROLES = ['admin', 'air_booking', 'air_book'] as const;
/** Who reads a passenger's whole document number on the booking's page; others see it masked like the lists. */
export const AIR_DOCUMENT_ROLES = ['admin', 'air_booking'] as const;
export const AIR_FEATURES = ['air_booking'] as const;

export const BOOKING_STATES = ['held', 'ticketed', 'canceled', 'refunded'] as const;
export type BookingState = (typeof BOOKING_STATES)[number];
export const TICKET_STATES = ['issued', 'voided', 'refunded'] as const;
export type TicketState = (typeof TICKET_STATES)[number];
export const SUPPLIER_ACTIONS = ['hold', 'ticket', 'cancel', 'void', 'refund'] as const;
export type SupplierAction = (typeof SUPPLIER_ACTIONS)[number];

/** From which state each booking operation may run, and where it leads. */
export const BOOKING_MOVES = {
  ticket: { from: ['held'], to: 'ticketed' },
  cancel: { from: ['held'], to: 'canceled' },
  refund: { from: ['ticketed'], to: 'refunded' },
} as const satisfies Record<string, { from: readonly BookingState[]; to: BookingState }>;
export const TICKET_MOVES = {
  void: { from: ['issued'], to: 'voided' },
  refund: { from: ['issued'], to: 'refunded' },
} as const satisfies Record<string, { from: readonly TicketState[]; to: TicketState }>;
/** A ticket is voided (as if never issued) only on the day it was issued; later it is refunded. */
export const VOID_WINDOW_HOURS = 24;

export const canMoveBooking = (move: keyof typeof BOOKING_MOVES, state: string) => (BOOKING_MOVES[move].from as readonly string[]).includes(state);
export const canMoveTicket = (move: keyof typeof TICKET_MOVES, ticket: { state: string; issued_at: string }, now = Date.now()) =>
  (TICKET_MOVES[move].from as readonly string[]).includes(ticket.state)
  && (move !== 'void' || now - Date.parse(ticket.issued_at) < VOID_WINDOW_HOURS * 3_600_000);

/** `AB1234567` → `AB•••••67`: enough to tell two passengers apart on a list, not enough to travel on. */
export function maskDocument(number: string): string {
  if (number.length <= 4) return '•'.repeat(number.length);
  return number.slice(0, 2) + '•'.repeat(number.length - 4) + number.slice(-2);
}

const airport = z.object({ id: z.number().int(), iata: z.string(), name: z.string(), city: z.string(), time_zone: z.string() });

export const passengerSchema = z.object({
  id: z.number().int(), last_name: z.string(), first_name: z.string(), kind: z.enum(['adult', 'child', 'infant']),
  birth_date: z.string().nullable(), nationality: z.string(),
  /** Masked unless the caller's roles may read it whole (AIR_DOCUMENT_ROLES), on the booking's page only. */
  document_number: z.string(), document_masked: z.boolean(), document_expires: z.string().nullable(),
});

export const segmentSchema = z.object({
  id: z.number().int(), from: airport, to: airport,
  airline: z.object({ id: z.number().int(), iata: z.string(), name: z.string() }),
  aircraft: z.object({ code: z.string(), name: z.string() }).nullable(),
  flight: z.string(), cabin: z.string(),
  departs_at: z.string(), arrives_at: z.string(),
  /** `YYYY/MM/DD HH:mm` in the airport's own time zone, as a boarding pass prints it. */
  departs_local: z.string(), arrives_local: z.string(),
});

export const airTicketSchema = z.object({
  id: z.number().int(), number: z.string(), state: z.enum(TICKET_STATES),
  booking_id: z.number().int(), pnr: z.string(), passenger: z.string(), segment: z.string(), departs_local: z.string(),
  issued_at: z.string(), voided_at: z.string().nullable(), refunded_at: z.string().nullable(), refunded: z.number().int(),
});
export type AirTicketJson = z.infer<typeof airTicketSchema>;

export const bookingSummarySchema = z.object({
  id: z.number().int(), pnr: z.string(), state: z.enum(BOOKING_STATES),
  order_id: z.number().int().nullable(), order_number: z.string().nullable(),
  /** `LAST/FIRST` with the document masked, one per passenger. */
  passengers: z.array(z.object({ name: z.string(), document: z.string() })),
  /** `ULN–MXV–ULN` */
  route: z.string(), departs_local: z.string().nullable(),
  fare: z.number().int(), taxes: z.number().int(), total: z.number().int(), created_at: z.string(),
});
export type BookingSummaryJson = z.infer<typeof bookingSummarySchema>;

export const bookingSchema = bookingSummarySchema.omit({ passengers: true }).extend({
  contact_name: z.string().nullable(), contact_phone: z.string().nullable(),
  hold_until: z.string().nullable(), ticketed_at: z.string().nullable(), canceled_at: z.string().nullable(), refunded_at: z.string().nullable(),
  refunded: z.number().int(),
  passengers: z.array(passengerSchema), segments: z.array(segmentSchema), tickets: z.array(airTicketSchema),
});
export type BookingJson = z.infer<typeof bookingSchema>;

export const supplierLogSchema = z.object({
  id: z.number().int(), action: z.enum(SUPPLIER_ACTIONS), url: z.string(), ok: z.boolean(), status: z.number().int().nullable(),
  request: z.unknown(), response: z.unknown(), error: z.string().nullable(), duration_ms: z.number().int(), author: z.string().nullable(), created_at: z.string(),
});
export type SupplierLogJson = z.infer<typeof supplierLogSchema>;

const common = { area: 'air' as const, roles: AIR_ROLES, features: AIR_FEATURES };
const byId = z.object({ id: zId });

export const list = defineCommand({
  ...common, id: 'air_booking.list', kind: 'query', http: { method: 'GET', path: 'air_bookings' },
  input: listInput({ filters: { state: 'text', created_at: 'date' }, sorts: ['created_at'], perPage: 25 })
    .extend({ query: z.string().trim().max(100).optional() }),
  output: listOutput(bookingSummarySchema),
  ui: { title: 'commands.air.booking.list', keywords: ['air booking', 'flight', 'PNR', 'нислэг', 'захиалга', 'агаарын тийз'] },
  cli: { verb: ['air', 'bookings'], columns: ['pnr', 'state', 'route', 'departs_local', 'order_number', 'total'] },
  description: 'commands.air.booking.list_help',
});

export const get = defineCommand({
  ...common, id: 'air_booking.get', kind: 'query', http: { method: 'GET', path: 'air_bookings/:id' },
  input: byId, output: z.object({ booking: bookingSchema }),
  ui: { title: 'commands.air.booking.get', hidden: true },
  cli: { verb: ['air', 'booking'], positionals: ['id'] },
});

export const logs = defineCommand({
  ...common, id: 'air_booking.logs', kind: 'query', http: { method: 'GET', path: 'air_bookings/:id/logs' },
  input: byId, output: z.object({ pnr: z.string(), items: z.array(supplierLogSchema) }),
  ui: { title: 'commands.air.booking.logs', hidden: true },
  cli: { verb: ['air', 'logs'], positionals: ['id'], columns: ['created_at', 'action', 'ok', 'status', 'duration_ms', 'error'] },
});

const bookingOut = z.object({ booking: bookingSchema });

export const ticket = defineCommand({
  ...common, id: 'air_booking.ticket', kind: 'mutation', http: { method: 'POST', path: 'air_bookings/:id/ticket' },
  input: byId, output: bookingOut,
  ui: { title: 'commands.air.booking.ticket', keywords: ['issue tickets', 'ticketing', 'тийз бичих'] },
  cli: { verb: ['air', 'ticket'], positionals: ['id'] },
});

export const cancel = defineCommand({
  ...common, id: 'air_booking.cancel', kind: 'mutation', http: { method: 'POST', path: 'air_bookings/:id/cancel' }, danger: true,
  input: byId, output: bookingOut,
  ui: { title: 'commands.air.booking.cancel', keywords: ['cancel booking', 'release seats', 'захиалга цуцлах'] },
  cli: { verb: ['air', 'cancel'], positionals: ['id'] },
});

export const refund = defineCommand({
  ...common, id: 'air_booking.refund', kind: 'mutation', http: { method: 'POST', path: 'air_bookings/:id/refund' }, danger: true,
  input: byId, output: bookingOut,
  ui: { title: 'commands.air.booking.refund', keywords: ['refund booking', 'буцаалт'] },
  cli: { verb: ['air', 'refund'], positionals: ['id'] },
});

export const tickets = defineCommand({
  ...common, id: 'air_ticket.list', kind: 'query', http: { method: 'GET', path: 'air_tickets' },
  input: listInput({ filters: { state: 'text', issued_at: 'date' }, sorts: ['issued_at'], perPage: 25 })
    .extend({ query: z.string().trim().max(100).optional() }),
  output: listOutput(airTicketSchema),
  ui: { title: 'commands.air.ticket.list', keywords: ['air tickets', 'ticket number', 'void', 'тийз'] },
  cli: { verb: ['air', 'tickets'], columns: ['number', 'state', 'pnr', 'passenger', 'segment', 'departs_local'] },
});

export const voidTicket = defineCommand({
  ...common, id: 'air_ticket.void', kind: 'mutation', http: { method: 'POST', path: 'air_tickets/:id/void' }, danger: true,
  input: byId, output: z.object({ ticket: airTicketSchema }),
  ui: { title: 'commands.air.ticket.void', keywords: ['void ticket', 'тийз хүчингүй болгох'] },
  cli: { verb: ['air', 'void'], positionals: ['id'] },
});

export const refundTicket = defineCommand({
  ...common, id: 'air_ticket.refund', kind: 'mutation', http: { method: 'POST', path: 'air_tickets/:id/refund' }, danger: true,
  input: byId, output: z.object({ ticket: airTicketSchema }),
  ui: { title: 'commands.air.ticket.refund', keywords: ['refund ticket', 'тийз буцаах'] },
  cli: { verb: ['air', 'refund-ticket'], positionals: ['id'] },
});

export const airBookingCommands = { list, get, logs, ticket, cancel, refund };
export const airTicketCommands = { list: tickets, void: voidTicket, refund: refundTicket };
