import { and, desc, eq, inArray, or, sql } from 'drizzle-orm';
import { get } from '../../../shared/commands/eticket.js';
import { schema } from '../../db/index.js';
import { lookup } from '../../../shared/i18n/index.js';
import { requestLocale } from '../../http-errors.js';
import { registerSearcher } from '../../search/registry.js';

const { eTickets, orders } = schema;

/**
 * The palette's e-tickets group: a code read over the phone or scanned (exact, through its unique
 * index; dashes and spaces dropped) or the holder's phone, in the caller's vendor reach.
 */
export const unregisterETicketSearcher = registerSearcher({
  kind: 'e_tickets',
  title: 'nav.routes.e_tickets_list',
  access: get,
  async search(ctx, q, limit) {
    const text = q.trim();
    const code = text.replace(/[\s-]/g, '').toUpperCase();
    const digits = text.replace(/\D/g, '');
    const byCode = /^[0-9A-F]{8,24}$/.test(code);
    const byPhone = digits.length === 8 && digits.length === text.replace(/[\s+-]/g, '').length;
    if (!byCode && !byPhone) return [];
    const rows = await ctx.db.select({ id: eTickets.id, code: eTickets.code, event: eTickets.event, seat: eTickets.seat, state: eTickets.state, number: orders.number })
      .from(eTickets).innerJoin(orders, eq(orders.id, eTickets.orderId))
      .where(and(
        ctx.scope.vendorIds === 'all' ? undefined : inArray(eTickets.vendorId, ctx.scope.vendorIds),
        or(byCode ? eq(eTickets.code, code) : undefined, byPhone ? eq(eTickets.phone, digits) : undefined, sql`false`),
      ))
      .orderBy(desc(eTickets.id)).limit(limit);
    const locale = requestLocale(ctx.request);
    return rows.map((t) => ({
      id: String(t.id),
      title: `${t.code} · ${t.event}`,
      subtitle: [t.seat, lookup(locale, `eticket_ui.states.${t.state}`) ?? t.state, t.number].filter(Boolean).join(' · '),
      href: `/e_tickets/${t.id}`,
      keywords: [t.code, text],
    }));
  },
});
