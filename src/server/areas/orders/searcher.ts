import { and, desc, sql } from 'drizzle-orm';
import { get as orderGet } from '../../../shared/commands/orders/orders.js';
import { formatMoney } from '../../../shared/i18n/format.js';
import { normalizeOrderNumber } from '../../../shared/schema/order.js';
import { schema } from '../../db/index.js';
import { requestLocale } from '../../http-errors.js';
import { stateName } from './state-names.js';
import { registerSearcher } from '../../search/registry.js';
import { orderMatch } from './find.js';
import { ordersInScope } from './scope.js';

const { orders } = schema;

/**
 * The palette's orders group: a number with or without the R (a unique prefix is one row, and
 * the palette opens it), a customer's phone, email or name, by the same match as the list, with
 * `order.get`'s access rule and the vendor confinement. Newest first.
 */
export const unregisterOrderSearcher = registerSearcher({
  kind: 'orders',
  title: 'nav.groups.orders',
  access: orderGet,
  async search(ctx, q, limit) {
    const rows = await ctx.db
      .select({
        number: orders.number, state: orders.state, customerName: orders.customerName, phone: orders.phone, email: orders.email,
        total: orders.total, receiverName: orders.receiverName,
      })
      .from(orders)
      .where(and(orderMatch(q), ordersInScope(ctx.scope)))
      // the exact number first, then the newest
      .orderBy(sql`case when ${orders.number} = ${normalizeOrderNumber(q) ?? ''} then 0 else 1 end`, desc(orders.id))
      .limit(limit);
    const confined = ctx.scope.vendorIds !== 'all';
    return rows.map((o) => ({
      id: o.number,
      title: `${o.number} · ${o.customerName ?? o.receiverName ?? o.email ?? ''}`.replace(/ · $/, ''),
      // a merchant's palette shows no order-wide amount
      subtitle: [stateName('order', o.state, requestLocale(ctx.request)), o.phone, o.email, confined ? null : formatMoney(o.total)].filter(Boolean).join(' · '),
      href: `/orders/${o.number}`,
      keywords: [o.number, o.phone, o.email, o.customerName, o.receiverName].filter((k): k is string => !!k),
    }));
  },
});
