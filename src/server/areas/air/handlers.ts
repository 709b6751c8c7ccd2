import { and, asc, count, desc, eq, ilike, inArray, or, sql } from 'drizzle-orm';
import {
  airBookingCommands, airTicketCommands, BOOKING_MOVES, canMoveBooking, canMoveTicket, TICKET_MOVES, type BookingState,
} from '../../../shared/commands/air/bookings.js';
import { airSupplier, SECRET_MASK } from '../../../shared/commands/air/supplier.js';
import { normalizeOrderNumber } from '../../../shared/schema/order.js';
import { defineHandlers, type AuthedContext } from '../../commands/handler.js';
import { likeEscape, ransackOrder, ransackWhere } from '../../commands/ransack.js';
import { schema } from '../../db/index.js';
import { AppError } from '../../errors.js';
import { requestLocale } from '../../http-errors.js';
import { translator } from '../../pdf/document.js';
import type { AnySingleton } from '../../../shared/resources/singleton.js';
import { serveSingleton } from '../../resources/singleton.js';
import {
  bookingWhere, loadBooking, missing, loadTicket, passengerName, selectBookings, selectTickets, summaries, ticketJson, websiteOf, type BookingRow,
} from './read.js';
import { jsonSupplier, SupplierError, type AirSupplier } from './supplier.js';

const { airBookings, airPassengers, airSegments, airTickets, airSuppliers, airSupplierLogs, orders, users } = schema;

/** A refusal in the reader's language (air_ui.errors.*). */
function refusal(ctx: AuthedContext, status: 409 | 422, key: string, values: Record<string, string>, fields: Record<string, string>) {
  const t = translator(requestLocale(ctx.request));
  return new AppError(status, status === 409 ? 'conflict' : 'unprocessable', t(`air_ui.errors.${key}`, values), fields);
}
const stateName = (ctx: AuthedContext, kind: 'states' | 'ticket_states', state: string) => translator(requestLocale(ctx.request))(`air_ui.${kind}.${state}`);

/**
 * The website's supplier, every exchange written to the logs once the operation's transaction has
 * ended, so a refused one is kept too; its refusal reaches the user in the supplier's own words.
 */
async function supplierFor(ctx: AuthedContext, bookingId: number | null): Promise<AirSupplier> {
  const websiteId = websiteOf(ctx);
  const [config] = await ctx.db.select().from(airSuppliers).where(eq(airSuppliers.websiteId, websiteId)).limit(1);
  if (!config?.url) throw refusal(ctx, 422, 'no_supplier', {}, { supplier: 'not configured' });
  const supplier = jsonSupplier(config, (x) => {
    ctx.afterwards?.(async (db) => {
      await db.insert(airSupplierLogs).values({
        bookingId, websiteId, action: x.action, url: x.url, request: x.request, response: x.response, status: x.status, ok: x.ok, error: x.error,
        durationMs: x.durationMs, authorId: ctx.principal.user.id,
      });
    });
  });
  // the same calls, a supplier's refusal turned into the user's 422
  const guarded = {} as AirSupplier;
  for (const key of Object.keys(supplier) as (keyof AirSupplier)[]) {
    (guarded as unknown as Record<string, (r: unknown) => Promise<unknown>>)[key] = async (r: unknown) => {
      try {
        return await (supplier[key] as (r: unknown) => Promise<unknown>)(r);
      } catch (e) {
        if (e instanceof SupplierError) throw refusal(ctx, 422, 'supplier_refused', { message: e.message }, { supplier: e.message });
        throw e;
      }
    };
  }
  return guarded;
}

/** The booking locked for a change, with the state it may change from. */
async function lockBooking(ctx: AuthedContext, id: number, move: keyof typeof BOOKING_MOVES): Promise<BookingRow> {
  const [b] = await ctx.db.select().from(airBookings).where(bookingWhere(ctx, eq(airBookings.id, id))).for('update');
  if (!b) throw missing(ctx, 'booking');
  if (!canMoveBooking(move, b.state)) {
    throw refusal(ctx, 409, `booking_${move}`, { state: stateName(ctx, 'states', b.state) }, { state: `is ${b.state}` });
  }
  ctx.auditTarget = `air_booking:${id}`;
  return b;
}

const now = () => new Date();

/** After a ticket's change: none left issued means the booking is over, refunded if money came back. */
async function settleBooking(ctx: AuthedContext, bookingId: number, refunded: number) {
  const left = await ctx.db.select({ state: airTickets.state }).from(airTickets).where(eq(airTickets.bookingId, bookingId));
  const open = left.some((t) => t.state === 'issued');
  const anyRefunded = left.some((t) => t.state === 'refunded');
  const state: BookingState | null = open ? null : anyRefunded ? 'refunded' : 'canceled';
  await ctx.db.update(airBookings).set({
    refunded: sql`${airBookings.refunded} + ${refunded}`, updatedAt: now(),
    ...(state && { state }), ...(state === 'refunded' && { refundedAt: now() }), ...(state === 'canceled' && { canceledAt: now() }),
  }).where(eq(airBookings.id, bookingId));
}

const bookingHandlers = defineHandlers(airBookingCommands, {
  async list(input, ctx) {
    const text = input.query?.trim() ?? '';
    const upper = text.toUpperCase();
    const number = normalizeOrderNumber(text);
    const like = `%${likeEscape(text.replace(/\s*\/\s*/g, '/'))}%`;
    const byPassenger = ctx.db.select({ id: airPassengers.bookingId }).from(airPassengers)
      .where(or(ilike(sql`${airPassengers.lastName} || '/' || ${airPassengers.firstName}`, like), ilike(airPassengers.firstName, like)));
    const search = text ? or(
      /^[A-Z0-9]{5,8}$/.test(upper) ? eq(airBookings.pnr, upper) : undefined,
      number ? eq(orders.number, number) : undefined,
      inArray(airBookings.id, byPassenger),
    ) : undefined;
    const where = bookingWhere(ctx, and(search, ransackWhere(input.q, {
      state: { kind: 'text', column: airBookings.state }, created_at: { kind: 'date', column: airBookings.createdAt },
    })));
    const orderBy = typeof input.q?.s === 'string' ? ransackOrder(input.q, { created_at: airBookings.createdAt }, airBookings.id) : [desc(airBookings.id)];
    const [rows, [total]] = await Promise.all([
      selectBookings(ctx).where(where).orderBy(...orderBy).limit(input.per_page).offset((input.page - 1) * input.per_page),
      ctx.db.select({ n: count() }).from(airBookings).leftJoin(orders, eq(orders.id, airBookings.orderId)).where(where),
    ]);
    return { items: await summaries(ctx, rows), page: input.page, per_page: input.per_page, total: total?.n ?? 0 };
  },

  async get({ id }, ctx) {
    return { booking: await loadBooking(ctx, id) };
  },

  async logs({ id }, ctx) {
    const [b] = await ctx.db.select({ pnr: airBookings.pnr }).from(airBookings).where(bookingWhere(ctx, eq(airBookings.id, id))).limit(1);
    if (!b) throw missing(ctx, 'booking');
    const rows = await ctx.db.select({ l: airSupplierLogs, author: users.email }).from(airSupplierLogs)
      .leftJoin(users, eq(users.id, airSupplierLogs.authorId))
      .where(eq(airSupplierLogs.bookingId, id)).orderBy(desc(airSupplierLogs.id)).limit(500);
    return {
      pnr: b.pnr,
      items: rows.map(({ l, author }) => ({
        id: l.id, action: l.action as 'hold', url: l.url, ok: l.ok, status: l.status, request: l.request, response: l.response, error: l.error,
        duration_ms: l.durationMs, author, created_at: l.createdAt.toISOString(),
      })),
    };
  },

  async ticket({ id }, ctx) {
    const b = await lockBooking(ctx, id, 'ticket');
    const [passengers, segments] = await Promise.all([
      ctx.db.select().from(airPassengers).where(eq(airPassengers.bookingId, id)).orderBy(asc(airPassengers.position)),
      ctx.db.select().from(airSegments).where(eq(airSegments.bookingId, id)).orderBy(asc(airSegments.position)),
    ]);
    const supplier = await supplierFor(ctx, id);
    const answer = await supplier.ticket({
      pnr: b.pnr, passengers: passengers.map((p) => ({ ref: p.id, name: passengerName(p) })), segments: segments.map((s) => ({ ref: s.id, flight: s.flight })),
    });
    const issued = Array.isArray(answer?.tickets) ? answer.tickets : [];
    const known = (t: { passenger: number; segment: number; number: string }) =>
      passengers.some((p) => p.id === t.passenger) && segments.some((s) => s.id === t.segment) && /^\d{13}$/.test(String(t.number));
    if (issued.length !== passengers.length * segments.length || !issued.every(known)) {
      throw refusal(ctx, 422, 'supplier_refused', { message: 'tickets missing from the answer' }, { supplier: 'tickets missing from the answer' });
    }
    await ctx.db.insert(airTickets).values(issued.map((t) => ({ number: String(t.number), bookingId: id, passengerId: t.passenger, segmentId: t.segment })));
    await ctx.db.update(airBookings).set({ state: BOOKING_MOVES.ticket.to, ticketedAt: now(), updatedAt: now() }).where(eq(airBookings.id, id));
    return { booking: await loadBooking(ctx, id) };
  },

  async cancel({ id }, ctx) {
    const b = await lockBooking(ctx, id, 'cancel');
    await (await supplierFor(ctx, id)).cancel({ pnr: b.pnr });
    await ctx.db.update(airBookings).set({ state: BOOKING_MOVES.cancel.to, canceledAt: now(), updatedAt: now() }).where(eq(airBookings.id, id));
    return { booking: await loadBooking(ctx, id) };
  },

  async refund({ id }, ctx) {
    const b = await lockBooking(ctx, id, 'refund');
    const open = await ctx.db.select().from(airTickets).where(and(eq(airTickets.bookingId, id), eq(airTickets.state, 'issued'))).orderBy(asc(airTickets.id));
    const answer = await (await supplierFor(ctx, id)).refund({ pnr: b.pnr, tickets: open.map((t) => t.number) });
    const amount = Math.max(0, Math.round(Number(answer?.amount) || 0));
    // the supplier's sum shared over the tickets, the remainder on the first
    const each = open.length ? Math.floor(amount / open.length) : 0;
    for (const [i, t] of open.entries()) {
      await ctx.db.update(airTickets).set({ state: 'refunded', refundedAt: now(), refunded: each + (i === 0 ? amount - each * open.length : 0) }).where(eq(airTickets.id, t.id));
    }
    await ctx.db.update(airBookings).set({ state: BOOKING_MOVES.refund.to, refundedAt: now(), refunded: sql`${airBookings.refunded} + ${amount}`, updatedAt: now() })
      .where(eq(airBookings.id, id));
    return { booking: await loadBooking(ctx, id) };
  },
});

/** The ticket locked with its booking, if this move may run on it now. */
async function lockTicket(ctx: AuthedContext, id: number, move: keyof typeof TICKET_MOVES) {
  const [row] = await selectTickets(ctx).where(and(eq(airTickets.id, id), eq(airBookings.websiteId, websiteOf(ctx)))).for('update', { of: airTickets });
  if (!row) throw missing(ctx, 'ticket');
  const ticket = ticketJson(row);
  if (!canMoveTicket(move, ticket)) {
    const key = move === 'void' && ticket.state === 'issued' ? 'void_late' : `ticket_${move}`;
    throw refusal(ctx, 409, key, { state: stateName(ctx, 'ticket_states', ticket.state), hours: '24' }, { state: `is ${ticket.state}` });
  }
  ctx.auditTarget = `air_ticket:${id}`;
  return ticket;
}

const ticketHandlers = defineHandlers(airTicketCommands, {
  async list(input, ctx) {
    const text = input.query?.trim() ?? '';
    const upper = text.toUpperCase();
    const digits = text.replace(/[\s-]/g, '');
    const like = `%${likeEscape(text.replace(/\s*\/\s*/g, '/'))}%`;
    const search = text ? or(
      /^\d{13}$/.test(digits) ? eq(airTickets.number, digits) : undefined,
      /^[A-Z0-9]{5,8}$/.test(upper) ? eq(airBookings.pnr, upper) : undefined,
      ilike(sql`${airPassengers.lastName} || '/' || ${airPassengers.firstName}`, like),
    ) : undefined;
    const where = and(eq(airBookings.websiteId, websiteOf(ctx)), search, ransackWhere(input.q, {
      state: { kind: 'text', column: airTickets.state }, issued_at: { kind: 'date', column: airTickets.issuedAt },
    }));
    const orderBy = typeof input.q?.s === 'string' ? ransackOrder(input.q, { issued_at: airTickets.issuedAt }, airTickets.id) : [desc(airTickets.id)];
    const [rows, [total]] = await Promise.all([
      selectTickets(ctx).where(where).orderBy(...orderBy).limit(input.per_page).offset((input.page - 1) * input.per_page),
      ctx.db.select({ n: count() }).from(airTickets).innerJoin(airBookings, eq(airBookings.id, airTickets.bookingId))
        .innerJoin(airPassengers, eq(airPassengers.id, airTickets.passengerId)).where(where),
    ]);
    return { items: rows.map(ticketJson), page: input.page, per_page: input.per_page, total: total?.n ?? 0 };
  },

  async void({ id }, ctx) {
    const ticket = await lockTicket(ctx, id, 'void');
    await (await supplierFor(ctx, ticket.booking_id)).void({ pnr: ticket.pnr, ticket: ticket.number });
    await ctx.db.update(airTickets).set({ state: TICKET_MOVES.void.to, voidedAt: now() }).where(eq(airTickets.id, id));
    await settleBooking(ctx, ticket.booking_id, 0);
    return { ticket: await loadTicket(ctx, id) };
  },

  async refund({ id }, ctx) {
    const ticket = await lockTicket(ctx, id, 'refund');
    const answer = await (await supplierFor(ctx, ticket.booking_id)).refund({ pnr: ticket.pnr, tickets: [ticket.number] });
    const amount = Math.max(0, Math.round(Number(answer?.amount) || 0));
    await ctx.db.update(airTickets).set({ state: TICKET_MOVES.refund.to, refundedAt: now(), refunded: amount }).where(eq(airTickets.id, id));
    await settleBooking(ctx, ticket.booking_id, amount);
    return { ticket: await loadTicket(ctx, id) };
  },
});

/** The supplier's settings are the selected website's row; the secret never leaves the server. */
const supplierHandlers = serveSingleton(airSupplier as unknown as AnySingleton, {
  item: (v) => ({ ...v, secret: v.secret ? SECRET_MASK : '' }),
  store: {
    async read(ctx) {
      const [row] = await ctx.db.select().from(airSuppliers).where(eq(airSuppliers.websiteId, websiteOf(ctx))).limit(1);
      return { ...airSupplier.def.defaults, ...(row && { name: row.name, url: row.url, username: row.username, secret: row.secret, timeout_ms: row.timeoutMs }) };
    },
    async write(ctx, changes) {
      const websiteId = websiteOf(ctx);
      const set = {
        ...(changes.name !== undefined && { name: String(changes.name) }), ...(changes.url !== undefined && { url: String(changes.url) }),
        ...(changes.username !== undefined && { username: String(changes.username) }),
        // the mask sent back, or nothing, keeps the stored secret
        ...(typeof changes.secret === 'string' && changes.secret !== SECRET_MASK && changes.secret !== '' && { secret: changes.secret }),
        ...(changes.timeout_ms !== undefined && { timeoutMs: Number(changes.timeout_ms) }),
        updatedAt: now(),
      };
      await ctx.db.insert(airSuppliers).values({ websiteId, ...set }).onConflictDoUpdate({ target: airSuppliers.websiteId, set });
      ctx.auditTarget = `air_supplier:${websiteId}`;
      const [row] = await ctx.db.select().from(airSuppliers).where(eq(airSuppliers.websiteId, websiteId));
      return { name: row!.name, url: row!.url, username: row!.username, secret: row!.secret, timeout_ms: row!.timeoutMs };
    },
  },
});

export const airHandlers = [...bookingHandlers, ...ticketHandlers, ...supplierHandlers];
