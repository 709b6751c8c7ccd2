import { and, desc, eq, or, sql } from 'drizzle-orm';
import { get } from '../../../shared/commands/air/bookings.js';
import { lookup } from '../../../shared/i18n/index.js';
import { schema } from '../../db/index.js';
import { requestLocale } from '../../http-errors.js';
import { registerSearcher } from '../../search/registry.js';

const { airBookings, airTickets } = schema;

/**
 * The palette's air bookings group, on the air website only (the access rule carries its
 * feature): a PNR read over the phone, or a ticket's thirteen digits.
 */
export const unregisterAirSearcher = registerSearcher({
  kind: 'air_bookings',
  title: 'nav.routes.air_bookings',
  access: get,
  async search(ctx, q, limit) {
    const text = q.trim().toUpperCase();
    const digits = text.replace(/[\s-]/g, '');
    const byPnr = /^[A-Z0-9]{6}$/.test(text) && /[A-Z]/.test(text);
    const byTicket = /^\d{13}$/.test(digits);
    if ((!byPnr && !byTicket) || !ctx.scope.website) return [];
    const rows = await ctx.db.selectDistinct({ id: airBookings.id, pnr: airBookings.pnr, state: airBookings.state })
      .from(airBookings).leftJoin(airTickets, eq(airTickets.bookingId, airBookings.id))
      .where(and(
        eq(airBookings.websiteId, ctx.scope.website.id),
        or(byPnr ? eq(airBookings.pnr, text) : undefined, byTicket ? eq(airTickets.number, digits) : undefined, sql`false`),
      ))
      .orderBy(desc(airBookings.id)).limit(limit);
    const locale = requestLocale(ctx.request);
    return rows.map((b) => ({
      id: String(b.id), title: b.pnr, subtitle: lookup(locale, `air_ui.states.${b.state}`) ?? b.state, href: `/air/booking/${b.id}`, keywords: [b.pnr, q],
    }));
  },
});
