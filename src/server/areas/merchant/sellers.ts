import { sql } from 'drizzle-orm';
import type { SellerRow } from '../../../shared/commands/merchant/sellers.js';
import { presetRange, type Preset } from '../../../shared/reports/define.js';
import type { AuthedContext } from '../../commands/handler.js';
import { rowsOf } from '../../db/rows.js';
import { consoleVendors } from './dashboard.js';

const num = (v: unknown) => (v === null || v === undefined ? 0 : Number(v));
const inList = (ids: number[]) => sql.join(ids.map((v) => sql`${v}`), sql`, `);

/**
 * The vendor's members and their sales for him: each member's orders as seller (orders_seller_idx
 * on seller and day) holding the vendor's items, his share from order_vendors' primary key.
 */
export async function merchantSellers(ctx: AuthedContext, preset: Preset): Promise<{ from: string; to: string; items: SellerRow[] }> {
  const ids = consoleVendors(ctx);
  const { from, to } = presetRange(preset);
  const website = ctx.scope.websiteId;
  const rows = rowsOf<{ user_id: unknown; email: string; name: string | null; roles: string[] | null; orders: unknown; total: unknown }>(await ctx.db.execute(sql`
    with members as (
      select m.user_id, array_agg(distinct r order by r) filter (where r is not null) as roles
      from vendor_memberships m left join lateral unnest(m.roles) r on true
      where m.vendor_id in (${inList(ids)}) group by m.user_id
    )
    select mb.user_id, u.email, nullif(trim(coalesce(u.first_name, '') || ' ' || coalesce(u.last_name, '')), '') as name, mb.roles,
      coalesce(s.orders, 0) as orders, coalesce(s.total, 0) as total
    from members mb join users u on u.id = mb.user_id
    left join lateral (
      select count(*) as orders, sum(share.total) as total from orders o
      cross join lateral (select sum(ov.total) as total from order_vendors ov where ov.order_id = o.id and ov.vendor_id in (${inList(ids)})) share
      where o.seller_id = mb.user_id and share.total is not null
        and o.created_at >= (${from}::date)::timestamp at time zone 'Asia/Ulaanbaatar'
        and o.created_at < (${to}::date + 1)::timestamp at time zone 'Asia/Ulaanbaatar'
        and o.state not in ('cart', 'address', 'delivery', 'payment', 'confirm', 'canceled')
        ${website !== null ? sql`and o.website_id = ${website}` : sql``}
    ) s on true
    order by coalesce(s.total, 0) desc, u.email`));
  return {
    from, to,
    items: rows.map((r) => ({ user_id: num(r.user_id), email: r.email, name: r.name, roles: r.roles ?? [], orders: num(r.orders), total: num(r.total) })),
  };
}
