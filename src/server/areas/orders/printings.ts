import { and, inArray } from 'drizzle-orm';
import type { printingsCommands } from '../../../shared/commands/orders/printings.js';
import { normalizeOrderNumber } from '../../../shared/schema/order.js';
import type { HandlersOf } from '../../commands/handler.js';
import { schema } from '../../db/index.js';
import { lineTax } from '../../providers/posapi/tax.js';
import { ordersInScope } from './scope.js';
import { orderDetail } from './serialize.js';

const { orders } = schema;

export const printingsHandlers: HandlersOf<typeof printingsCommands> = {
  /**
   * What packing slips and invoices print, in the order asked: each order as its detail shows it to
   * the caller (a merchant: his lines and parcels only); numbers out of reach come back as missing.
   */
  async printData({ numbers }, ctx) {
    const wanted = [...new Set(numbers.map((n) => normalizeOrderNumber(n)).filter((n): n is string => n !== null))];
    const rows = wanted.length ? await ctx.db.select().from(orders).where(and(inArray(orders.number, wanted), ordersInScope(ctx.scope))) : [];
    const byNumber = new Map(rows.map((r) => [r.number, r]));
    const found = wanted.filter((n) => byNumber.has(n));
    const details = [];
    // one at a time: PGlite has one connection, and a batch is at most 100 orders
    for (const n of found) details.push(await orderDetail(ctx, byNumber.get(n)!));
    return {
      orders: details.map((order) => {
        // per line and per live parcel, as the e-receipt rounds them (order-wide discounts aside)
        const amounts = [...order.line_items.map((li) => li.total + li.adjustment_total), ...order.shipments.filter((s) => s.state !== 'canceled').map((s) => s.cost)];
        const taxes = amounts.map((a) => lineTax(a));
        return { order, vat: taxes.reduce((s, t) => s + t.vat, 0), city_tax: taxes.reduce((s, t) => s + t.cityTax, 0) };
      }),
      missing: wanted.filter((n) => !byNumber.has(n)),
    };
  },
};
