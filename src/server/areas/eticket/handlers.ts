import { and, asc, count, desc, eq, ilike, inArray, or, sql, type SQL } from 'drizzle-orm';
import { eTicketCommands, type ETicketJson, type ETicketState } from '../../../shared/commands/eticket.js';
import { formatDate } from '../../../shared/i18n/format.js';
import { normalizeOrderNumber } from '../../../shared/schema/order.js';
import { defineHandlers, type AuthedContext } from '../../commands/handler.js';
import { likeEscape, ransackOrder, ransackWhere } from '../../commands/ransack.js';
import { schema } from '../../db/index.js';
import { rowsOf } from '../../db/rows.js';
import { AppError, notFound } from '../../errors.js';
import { requestLocale } from '../../http-errors.js';
import { enqueueMessage } from '../../outbox/index.js';
import { translator } from '../../pdf/document.js';
import { renderTicketHtml, renderTicketPdf, ticketMessage } from './render.js';

const { eTickets, eTicketEvents, orders, users } = schema;

/** A vendor-confined caller (an `e_ticket` merchant) sees his vendors' tickets only; any other is "not found". */
const inScope = (ctx: AuthedContext): SQL | undefined =>
  (ctx.scope.vendorIds === 'all' ? undefined : inArray(eTickets.vendorId, ctx.scope.vendorIds));
const scopeSql = (ctx: AuthedContext) => (ctx.scope.vendorIds === 'all' ? sql`true` : sql`t.vendor_id = any(${`{${ctx.scope.vendorIds.join(',')}}`}::bigint[])`);

const columns = { t: eTickets, orderNumber: orders.number, usedBy: users.email };
type Loaded = { t: typeof eTickets.$inferSelect; orderNumber: string; usedBy: string | null };

const selectTickets = (ctx: AuthedContext) => ctx.db.select(columns).from(eTickets)
  .innerJoin(orders, eq(orders.id, eTickets.orderId))
  .leftJoin(users, eq(users.id, eTickets.usedBy));

const iso = (d: Date | string | null) => (d === null ? null : new Date(d).toISOString());

export function ticketJson(r: Loaded): ETicketJson {
  const { t } = r;
  return {
    id: t.id, code: t.code, state: t.state as ETicketState, event: t.event, seat: t.seat, holder_name: t.holderName, phone: t.phone, email: t.email,
    order_id: t.orderId, order_number: r.orderNumber, product_id: t.productId, vendor_id: t.vendorId,
    issued_at: t.issuedAt.toISOString(), sent_at: iso(t.sentAt), used_at: iso(t.usedAt), used_by: r.usedBy, canceled_at: iso(t.canceledAt),
  };
}

type CheckedRow = {
  id: string | number; code: string; state: string; event: string; seat: string | null; holder_name: string | null; phone: string | null; email: string | null;
  order_id: string | number; order_number: string; product_id: string | number; vendor_id: string | number;
  issued_at: string | Date; sent_at: string | Date | null; used_at: string | Date | null; used_by_email: string | null; canceled_at: string | Date | null;
};

/** The ticket as the check-in's one statement answers it (raw columns, on both drivers). */
function checkedJson(r: CheckedRow): ETicketJson {
  return {
    id: Number(r.id), code: r.code, state: r.state as ETicketState, event: r.event, seat: r.seat, holder_name: r.holder_name, phone: r.phone, email: r.email,
    order_id: Number(r.order_id), order_number: r.order_number, product_id: Number(r.product_id), vendor_id: Number(r.vendor_id),
    issued_at: iso(r.issued_at)!, sent_at: iso(r.sent_at), used_at: iso(r.used_at), used_by: r.used_by_email, canceled_at: iso(r.canceled_at),
  };
}

export async function loadTicket(ctx: AuthedContext, id: number): Promise<ETicketJson> {
  const [row] = await selectTickets(ctx).where(and(eq(eTickets.id, id), inScope(ctx))).limit(1);
  if (!row) throw notFound('No such e-ticket');
  return ticketJson(row);
}

/** The refusal of a check-in, in the reader's language, with what the door needs to know in `fields`. */
function checkRefusal(ctx: AuthedContext, status: 409 | 422, key: string, values: Record<string, string>, fields: Record<string, string>): AppError {
  const t = translator(requestLocale(ctx.request));
  return new AppError(status, status === 409 ? 'conflict' : 'unprocessable', t(`eticket_ui.errors.${key}`, values), fields);
}

export const eTicketHandlers = defineHandlers(eTicketCommands, {
  async list(input, ctx) {
    const text = input.query?.trim() ?? '';
    const code = text.replace(/[\s-]/g, '').toUpperCase();
    const digits = text.replace(/\D/g, '');
    const number = normalizeOrderNumber(text);
    const search = text ? or(
      /^[0-9A-F]{8,24}$/.test(code) ? eq(eTickets.code, code) : undefined,
      ilike(eTickets.event, `%${likeEscape(text)}%`),
      ilike(eTickets.holderName, `%${likeEscape(text)}%`),
      text.includes('@') ? eq(sql`lower(${eTickets.email})`, text.toLowerCase()) : undefined,
      digits.length >= 6 && digits.length === text.replace(/[\s+-]/g, '').length ? eq(eTickets.phone, digits.slice(-8)) : undefined,
      number ? eq(orders.number, number) : undefined,
    ) : undefined;
    const where = and(
      inScope(ctx),
      ctx.scope.websiteId === null ? undefined : eq(eTickets.websiteId, ctx.scope.websiteId),
      search,
      ransackWhere(input.q, {
        state: { kind: 'text', column: eTickets.state }, product_id: { kind: 'number', column: eTickets.productId },
        issued_at: { kind: 'date', column: eTickets.issuedAt },
      }),
    );
    const orderBy = typeof input.q?.s === 'string'
      ? ransackOrder(input.q, { issued_at: eTickets.issuedAt }, eTickets.id)
      : [desc(eTickets.id)];
    const [rows, [total]] = await Promise.all([
      selectTickets(ctx).where(where).orderBy(...orderBy).limit(input.per_page).offset((input.page - 1) * input.per_page),
      ctx.db.select({ n: count() }).from(eTickets).innerJoin(orders, eq(orders.id, eTickets.orderId)).where(where),
    ]);
    return { items: rows.map(ticketJson), page: input.page, per_page: input.per_page, total: total?.n ?? 0 };
  },

  async get({ id }, ctx) {
    const ticket = await loadTicket(ctx, id);
    const history = await ctx.db.select({ e: eTicketEvents, author: users.email }).from(eTicketEvents)
      .leftJoin(users, eq(users.id, eTicketEvents.authorId))
      .where(eq(eTicketEvents.ticketId, id)).orderBy(asc(eTicketEvents.id));
    return {
      ticket,
      history: history.map(({ e, author }) => ({
        id: e.id, kind: e.kind as 'issued', from_state: e.fromState, to_state: e.toState, channel: e.channel, note: e.note, author,
        created_at: e.createdAt.toISOString(),
      })),
    };
  },

  async html({ id }, ctx) {
    const ticket = await loadTicket(ctx, id);
    return renderTicketHtml(ctx.db, ticket);
  },

  async pdf({ id }, ctx) {
    const ticket = await loadTicket(ctx, id);
    return { name: `e-ticket-${ticket.code}.pdf`, type: 'application/pdf', bytes: await renderTicketPdf(ticket, requestLocale(ctx.request)) };
  },

  async resend({ id, channel, to }, ctx) {
    // locked: two desks resending at once each queue their message, one after the other
    const [locked] = await ctx.db.select({ id: eTickets.id }).from(eTickets).where(and(eq(eTickets.id, id), inScope(ctx))).for('update');
    if (!locked) throw notFound('No such e-ticket');
    const ticket = await loadTicket(ctx, id);
    if (ticket.state === 'canceled') throw checkRefusal(ctx, 422, 'resend_canceled', {}, { state: 'canceled' });
    const recipient = (to ?? (channel === 'sms' ? ticket.phone : ticket.email))?.trim();
    const t = translator(requestLocale(ctx.request));
    // the sentence in the reader's language, on the form's field too
    const badTo = (key: string) => new AppError(400, 'validation_failed', t(`eticket_ui.errors.${key}`), { to: t(`eticket_ui.errors.${key}`) });
    if (!recipient) throw badTo(`no_${channel}`);
    if (channel === 'email' && !/^[^@\s]+@[^@\s]+\.[^@\s]+$/.test(recipient)) throw badTo('not_email');
    if (channel === 'sms' && !/^\+?\d{8,15}$/.test(recipient.replace(/[\s-]/g, ''))) throw badTo('not_phone');
    const message = await ticketMessage(ctx.db, ticket, channel);
    const [order] = await ctx.db.select({ websiteId: orders.websiteId }).from(orders).where(eq(orders.id, ticket.order_id));
    await enqueueMessage(ctx.db, {
      channel, template: 'e_ticket', recipient: channel === 'sms' ? recipient.replace(/[\s-]/g, '') : recipient, subject: message.subject, body: message.body,
      orderId: ticket.order_id, websiteId: order?.websiteId ?? null, vendorId: ticket.vendor_id, authorId: ctx.principal.user.id,
    });
    const now = new Date().toISOString();
    await ctx.db.execute(sql`with moved as (
        update e_tickets set state = case when state = 'issued' then 'sent' else state end, sent_at = ${now}::timestamptz, updated_at = ${now}::timestamptz
        where id = ${id} returning id)
      insert into e_ticket_events (ticket_id, kind, from_state, to_state, channel, note, author_id, created_at)
      select id, 'sent', ${ticket.state}, ${ticket.state === 'issued' ? 'sent' : ticket.state}, ${channel}, ${recipient}, ${ctx.principal.user.id}::bigint, ${now}::timestamptz from moved`);
    ctx.auditTarget = `e_ticket:${id}`;
    return { ticket: await loadTicket(ctx, id), recipient };
  },

  /**
   * One statement marks the ticket used, writes its history and answers the ticket; only when it
   * matched nothing is the ticket read, to say why (used: when and by whom; canceled; or none of the caller's).
   */
  async check({ code }, ctx) {
    const userId = ctx.principal.user.id;
    const [row] = rowsOf<CheckedRow>(await ctx.db.execute(sql`
      with old as (
        select t.id, t.state from e_tickets t where t.code = ${code} and t.state in ('issued', 'sent') and ${scopeSql(ctx)} for update
      ),
      used as (
        update e_tickets t set state = 'used', used_at = now(), used_by = ${userId}::bigint, updated_at = now()
        from old where t.id = old.id
        returning t.*, old.state as from_state
      ),
      history as (
        insert into e_ticket_events (ticket_id, kind, from_state, to_state, author_id)
        select id, 'used', from_state, 'used', ${userId}::bigint from used
      )
      select used.*, o.number as order_number, u.email as used_by_email
      from used join orders o on o.id = used.order_id left join users u on u.id = used.used_by`));
    if (row) {
      ctx.auditTarget = `e_ticket:${row.id}`;
      return { ticket: checkedJson(row) };
    }
    const [found] = await selectTickets(ctx).where(and(eq(eTickets.code, code), inScope(ctx))).limit(1);
    if (!found) throw notFound(translator(requestLocale(ctx.request))('eticket_ui.errors.unknown_code', { code }));
    const ticket = ticketJson(found);
    // the refused attempt is kept in the ticket's history, outside this call's rolled-back transaction
    ctx.afterwards?.(async (db) => {
      await db.insert(eTicketEvents).values({ ticketId: ticket.id, kind: 'check_refused', fromState: ticket.state, toState: ticket.state, authorId: userId });
    });
    if (ticket.state === 'used') {
      throw checkRefusal(ctx, 409, 'already_used', { at: formatDate(ticket.used_at), by: ticket.used_by ?? '?' },
        // not on `code`: a form would show it under the field, in English; the message says it in the reader's language
        { used_at: ticket.used_at ?? '', used_by: ticket.used_by ?? '' });
    }
    throw checkRefusal(ctx, 422, 'check_canceled', { at: formatDate(ticket.canceled_at) }, { state: ticket.state });
  },
});
