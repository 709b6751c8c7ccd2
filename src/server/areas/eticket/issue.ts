import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/index.js';
import { rowsOf } from '../../db/rows.js';

/** Advisory lock class of a seated variant's numbering (the other classes: 7020, 7021). */
const SEAT_LOCK = 7030;

const idArray = (ids: readonly number[]) => `{${ids.map((n) => Math.trunc(n)).join(',')}}`;

/**
 * Issues the e-tickets of these orders, just paid, in the caller's transaction: one per unit of
 * each line of an `e_ticket` or `seated` product not yet issued, in one INSERT … SELECT whatever
 * the count (500 seats of one order are one statement), each with its `issued` history row. A
 * ticket its order's cancel canceled comes back to `issued` (the order was resumed and paid again).
 *
 * A seated variant's seats are numbered on from the ones it has, under a lock per variant taken in
 * id order, so two orders paid at once never get the same seat. Answers how many were issued.
 */
export async function issueETickets(db: DbOrTx, orderIds: readonly number[], authorId: number | null, now = new Date()): Promise<number> {
  if (!orderIds.length) return 0;
  const ids = idArray(orderIds);
  // what of these orders is a ticket at all: most orders have none, and this one read is all they pay
  const kinds = rowsOf<{ variant_id: string | number; seated: boolean }>(await db.execute(sql`
    select distinct li.variant_id, p.category = 'seated' as seated
    from line_items li join variants v on v.id = li.variant_id join products p on p.id = v.product_id
    where li.order_id = any(${ids}::bigint[]) and p.category in ('e_ticket', 'seated')
    order by li.variant_id`));
  if (!kinds.length) return 0;
  const seated = kinds.filter((k) => k.seated).map((k) => Number(k.variant_id));
  if (seated.length) {
    await db.execute(sql`select count(pg_advisory_xact_lock(${SEAT_LOCK}, (s.v % 2147483647)::int))
      from (select v from unnest(${idArray(seated)}::bigint[]) as v order by v) s`);
  }
  const at = now.toISOString();
  const [row] = rowsOf<{ issued: string | number }>(await db.execute(sql`
    with lines as (
      select li.id as line_item_id, li.order_id, li.variant_id, li.vendor_id, li.quantity - li.returned_quantity as units,
        p.id as product_id, p.category = 'seated' as seated, coalesce(nullif(p.name_mn, ''), p.name_en) as event,
        o.website_id, coalesce(nullif(o.customer_name, ''), o.receiver_name) as holder, coalesce(o.phone, o.receiver_phone) as phone, o.email,
        (select string_agg(ov.presentation_mn, ' ' order by ov.option_type_id) from variant_option_values vov
          join option_values ov on ov.id = vov.option_value_id where vov.variant_id = li.variant_id) as zone
      from line_items li join orders o on o.id = li.order_id join variants v on v.id = li.variant_id join products p on p.id = v.product_id
      where li.order_id = any(${ids}::bigint[]) and p.category in ('e_ticket', 'seated')
    ),
    taken as (
      select t.variant_id, count(*) as n from e_tickets t
      where t.variant_id in (select variant_id from lines where seated) and t.seat is not null group by t.variant_id
    ),
    units as (
      select l.*, u.n as unit,
        case when l.seated then coalesce((select n from taken where taken.variant_id = l.variant_id), 0)
          + row_number() over (partition by l.seated, l.variant_id order by l.line_item_id, u.n) end as seat_no
      from lines l cross join lateral generate_series(1, l.units) as u(n)
      where not exists (select 1 from e_tickets t where t.line_item_id = l.line_item_id and t.unit = u.n)
    ),
    numbered as (select nextval(pg_get_serial_sequence('e_tickets', 'id')) as id, units.* from units),
    fresh as (
      insert into e_tickets (id, code, order_id, line_item_id, unit, product_id, variant_id, vendor_id, website_id, event, seat,
        holder_name, phone, email, state, issued_at, updated_at)
      select id, upper(lpad(to_hex(id), 6, '0') || substr(md5(random()::text || id::text), 1, 6)), order_id, line_item_id, unit,
        product_id, variant_id, vendor_id, website_id, event,
        case when seated then coalesce(zone || ' · ', '') || seat_no::text end, holder, phone, email, 'issued', ${at}::timestamptz, ${at}::timestamptz
      from numbered
      on conflict (line_item_id, unit) do nothing
      returning id
    ),
    revived as (
      update e_tickets t set state = 'issued', issued_at = ${at}::timestamptz, canceled_at = null, updated_at = ${at}::timestamptz
      where t.order_id = any(${ids}::bigint[]) and t.state = 'canceled'
        and t.unit <= (select li.quantity - li.returned_quantity from line_items li where li.id = t.line_item_id)
      returning t.id
    ),
    history as (
      insert into e_ticket_events (ticket_id, kind, from_state, to_state, author_id, created_at)
      select id, 'issued', null, 'issued', ${authorId}::bigint, ${at}::timestamptz from fresh
      union all select id, 'issued', 'canceled', 'issued', ${authorId}::bigint, ${at}::timestamptz from revived
      returning 1
    )
    select count(*) as issued from history`));
  return Number(row?.issued ?? 0);
}

/**
 * Cancels an order's tickets not yet used (its cancel), with their history; the caller refused the
 * cancel first when one was used (refuseUsedTickets).
 */
export async function cancelETickets(db: DbOrTx, orderId: number, authorId: number | null, now = new Date()): Promise<number> {
  const at = now.toISOString();
  const [row] = rowsOf<{ n: string | number }>(await db.execute(sql`
    with gone as (
      update e_tickets t set state = 'canceled', canceled_at = ${at}::timestamptz, updated_at = ${at}::timestamptz
      from (select id, state from e_tickets where order_id = ${orderId} and state in ('issued', 'sent') for update) old
      where t.id = old.id
      returning t.id, old.state as from_state
    ),
    history as (
      insert into e_ticket_events (ticket_id, kind, from_state, to_state, author_id, created_at)
      select id, 'canceled', from_state, 'canceled', ${authorId}::bigint, ${at}::timestamptz from gone returning 1
    )
    select count(*) as n from history`));
  return Number(row?.n ?? 0);
}

/** How many of the order's tickets were used already: such an order cannot be canceled. */
export async function usedTicketCount(db: DbOrTx, orderId: number): Promise<number> {
  const [row] = rowsOf<{ n: string | number }>(await db.execute(sql`select count(*) as n from e_tickets where order_id = ${orderId} and state = 'used'`));
  return Number(row?.n ?? 0);
}
