import { sql, type SQL } from 'drizzle-orm';
import { RFM_MAP } from '../../../shared/schema/rfm.js';
import { type Db } from '../../db/index.js';
import { rowsOf } from '../../db/rows.js';

/** The orders RFM reads: placed (completed), neither canceled nor returned: what the customer kept. */
const PLACED = sql.raw(`o.completed_at is not null and o.state not in ('canceled', 'returned')`);
/** A guest's phone, as `rfm_customer_key()` (the migration) takes it. */
const GUEST = sql.raw(`coalesce(nullif(o.phone, ''), nullif(o.receiver_phone, ''))`);

/** The cell of scores r, f, m in SQL: the shared map (src/shared/schema/rfm.ts) as an array, R-major. */
const CELLS = `(array[${RFM_MAP.flat().map((c) => `'${c}'`).join(',')}]::text[])`;
const cellOf = (r: string, f: string, m: string) => sql.raw(`${CELLS}[((${r}) - 1) * 5 + ((${f}) + (${m}) + 1) / 2]`);

/**
 * The quintiles: equal fifths (ntile) of the customers by their last order, their count of orders
 * and what they spent, 5 the best; ties go by the other two measures, then by the key, so the same
 * data always scores the same.
 */
const QUINTILES = sql.raw(`ntile(5) over (order by last_order_at, orders, revenue, customer)::int as r,
  ntile(5) over (order by orders, revenue, last_order_at, customer)::int as f,
  ntile(5) over (order by revenue, orders, last_order_at, customer)::int as m`);

/**
 * Each customer's sums over his placed orders on the website into the temporary table `rfm_sums`
 * (`where` narrows the orders read). Grouped by the user and the guest's phone, not by the key
 * text, which is made once a customer, not once an order; `CREATE TABLE AS` may scan in parallel,
 * which an `INSERT … SELECT` may not. Strings compared bytewise (`C`): any one of them will do.
 */
const sumsInto = (websiteId: number, where: SQL) => sql`create temp table rfm_sums on commit drop as
  select coalesce('u:' || user_id, 'p:' || guest) as customer, s.* from (
    select o.user_id, case when o.user_id is null then ${GUEST} end as guest, max(o.customer_name collate "C") as name,
      max(coalesce(nullif(o.phone, ''), o.receiver_phone) collate "C") as phone, max(o.email collate "C") as email,
      count(*)::int as orders, sum(o.total)::bigint as revenue, min(o.completed_at) as first_order_at, max(o.completed_at) as last_order_at
    from orders o where o.website_id = ${websiteId} and ${PLACED} and (o.user_id is not null or ${GUEST} is not null) and ${where}
    group by 1, 2) s`;

const NAME = sql.raw(`coalesce(nullif(trim(concat_ws(' ', u.first_name, u.last_name)), ''), s.name)`);

export interface RfmRefresh { full: boolean; changed: number; customers: number; ms: number }

/**
 * Scores a website's customers again, in `tx` (a transaction; one refresh of a website at a time).
 * The first time (or `full`), every customer from all his orders, the quintiles with them, in one
 * statement. Afterwards, only the customers an order's trigger marked (rfm_dirty) have their sums
 * read again, then the quintiles are taken over the stored sums, and only the rows whose scores
 * moved are written: a few thousand new orders cost a look-up of their customers, not a million.
 * A customer who comes into another cell has `prev_cell` (empty for a new customer) and `cell_since`.
 */
export async function refreshRfm(tx: Db, websiteId: number, options: { full?: boolean } = {}): Promise<RfmRefresh> {
  const started = Date.now();
  await tx.execute(sql`select pg_advisory_xact_lock(7020, ${websiteId}::int)`);
  const [last] = rowsOf<{ at: string }>(await tx.execute(sql`select computed_at as at from rfm_runs where website_id = ${websiteId}`));
  const full = options.full === true || !last;
  let changed: number;
  if (full) {
    const [had] = rowsOf<{ n: number }>(await tx.execute(sql`select count(*)::int as n from (select 1 from rfm_customers where website_id = ${websiteId} limit 1) x`));
    // who was in which cell, to tell who moved (nobody the first time)
    await tx.execute(sql`create temp table rfm_old on commit drop as select customer, cell, prev_cell, cell_since from rfm_customers
      where website_id = ${websiteId} and ${had?.n ? sql`true` : sql`false`}`);
    if (had?.n) await tx.execute(sql`create unique index on rfm_old (customer)`);
    await tx.execute(sql`delete from rfm_customers where website_id = ${websiteId}`);
    await tx.execute(sql`delete from rfm_dirty where website_id = ${websiteId}`);
    await tx.execute(sumsInto(websiteId, sql`true`));
    const made = await tx.execute(sql`insert into rfm_customers (website_id, customer, user_id, name, phone, email, orders, revenue, first_order_at,
        last_order_at, r, f, m, cell, prev_cell, cell_since, computed_at)
      select ${websiteId}, s.customer, s.user_id, ${NAME}, coalesce(u.mobile, s.phone), coalesce(u.email, s.email), s.orders, s.revenue,
        s.first_order_at, s.last_order_at, s.r, s.f, s.m, c.cell,
        case when o.customer is null then null when o.cell = c.cell then o.prev_cell else coalesce(o.cell, '') end,
        case when o.cell = c.cell then o.cell_since else now() end, now()
      from (select a.*, ${QUINTILES} from rfm_sums a) s
      cross join lateral (select ${cellOf('s.r', 's.f', 's.m')} as cell) c
      left join users u on u.id = s.user_id
      left join rfm_old o on o.customer = s.customer`);
    changed = (made as { rowCount?: number }).rowCount ?? rowsOf(made).length;
  } else {
    await tx.execute(sql`create temp table rfm_changed on commit drop as
      with d as (delete from rfm_dirty where website_id = ${websiteId} returning customer) select customer from d`);
    // the orders of those customers only: by user, or a guest's by his phone (both indexed)
    await tx.execute(sumsInto(websiteId, sql`(
        o.user_id in (select substr(customer, 3)::bigint from rfm_changed where customer like 'u:%')
        or (o.user_id is null and (o.phone in (select substr(customer, 3) from rfm_changed where customer like 'p:%')
          or o.receiver_phone in (select substr(customer, 3) from rfm_changed where customer like 'p:%'))))`));
    // a guest's other orders under another phone were read too: only the customers asked for
    await tx.execute(sql`delete from rfm_sums where customer not in (select customer from rfm_changed)`);
    await tx.execute(sql`delete from rfm_customers where website_id = ${websiteId}
      and customer in (select customer from rfm_changed) and customer not in (select customer from rfm_sums)`);
    await tx.execute(sql`insert into rfm_customers (website_id, customer, user_id, name, phone, email, orders, revenue, first_order_at, last_order_at, computed_at)
      select ${websiteId}, s.customer, s.user_id, ${NAME}, coalesce(u.mobile, s.phone),
        coalesce(u.email, s.email), s.orders, s.revenue, s.first_order_at, s.last_order_at, now()
      from rfm_sums s left join users u on u.id = s.user_id
      on conflict (website_id, customer) do update set user_id = excluded.user_id, name = excluded.name, phone = excluded.phone, email = excluded.email,
        orders = excluded.orders, revenue = excluded.revenue, first_order_at = excluded.first_order_at, last_order_at = excluded.last_order_at, computed_at = now()`);
    const [n] = rowsOf<{ n: number }>(await tx.execute(sql`select count(*)::int as n from rfm_changed`));
    changed = n?.n ?? 0;
    await tx.execute(sql`update rfm_customers t set r = c.r, f = c.f, m = c.m, cell = c.cell,
        prev_cell = case when t.cell is distinct from c.cell then coalesce(t.cell, '') else t.prev_cell end,
        cell_since = case when t.cell is distinct from c.cell then now() else t.cell_since end, computed_at = now()
      from (select s.customer, s.r, s.f, s.m, ${cellOf('s.r', 's.f', 's.m')} as cell
        from (select customer, ${QUINTILES} from rfm_customers where website_id = ${websiteId}) s) c
      where t.website_id = ${websiteId} and t.customer = c.customer and (t.r, t.f, t.m) is distinct from (c.r::smallint, c.f::smallint, c.m::smallint)`);
  }
  // gone now, not at the commit: another website's refresh may follow in the same transaction
  await tx.execute(sql`drop table if exists rfm_sums, rfm_old, rfm_changed`);
  const [count] = rowsOf<{ n: number }>(await tx.execute(sql`select count(*)::int as n from rfm_customers where website_id = ${websiteId}`));
  const ms = Date.now() - started;
  await tx.execute(sql`insert into rfm_runs (website_id, computed_at, changed, ms) values (${websiteId}, now(), ${changed}, ${ms})
    on conflict (website_id) do update set computed_at = excluded.computed_at, changed = excluded.changed, ms = excluded.ms`);
  return { full, changed, customers: count?.n ?? 0, ms };
}
