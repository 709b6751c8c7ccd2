import { and, asc, eq, gte, lt, or, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { FULFILLMENT_LABELS, ubDay, type FulfillmentLabel } from '../../../shared/commands/fulfillment/labels.js';
import type { fulfillmentDeliveryCommands } from '../../../shared/commands/fulfillment/delivery.js';
import type { HandlersOf } from '../../commands/handler.js';
import { schema } from '../../db/index.js';
import { orderListScope } from '../orders/scope.js';
import { labelSql, labelWhere, placed, placedOn } from './labels.js';

const { orders, users } = schema;
const driver = alias(users, 'driver');
const num = (s: ReturnType<typeof sql>) => sql<number>`coalesce(${s}, 0)`.mapWith(Number);
const nameOf = (u: { firstName: string | null; lastName: string | null; email: string | null }) => [u.firstName, u.lastName].filter(Boolean).join(' ') || u.email || '';

/** An order is a driver's on a day when he took it that day, or it is due to ship that day and is his. */
function onDay(day: string) {
  const { from, to, date } = ubDay(day);
  return {
    date,
    where: or(and(gte(orders.driverTakenAt, from), lt(orders.driverTakenAt, to)), and(gte(orders.whenToShip, from), lt(orders.whenToShip, to)))!,
  };
}

export const deliveryHandlers: HandlersOf<typeof fulfillmentDeliveryCommands> = {
  async counts({ date_from, date_to }, ctx) {
    const day = placedOn(date_from, date_to);
    const where = and(placed, day.where, orderListScope(ctx.scope));
    const rows = await ctx.db.select({ label: labelSql, n: sql<number>`count(*)`.mapWith(Number) }).from(orders).where(where).groupBy(sql`1`);
    const [flagged] = await ctx.db.select({ n: sql<number>`count(*)`.mapWith(Number) }).from(orders).where(and(where, labelWhere('flagged')));
    const by = new Map<FulfillmentLabel, number>(rows.map((r) => [r.label, r.n]));
    by.set('flagged', flagged?.n ?? 0);
    return { date_from: day.from, date_to: day.to, items: FULFILLMENT_LABELS.map((label) => ({ label, count: by.get(label) ?? 0 })) };
  },

  async sheet({ date, driver: driverId }, ctx) {
    const day = onDay(date);
    const rows = await ctx.db.select({ o: orders, d: { firstName: driver.firstName, lastName: driver.lastName, email: driver.email } }).from(orders)
      .innerJoin(driver, eq(driver.id, orders.driverId))
      .where(and(placed, day.where, sql`${orders.state} <> 'canceled'`, driverId === undefined ? undefined : eq(orders.driverId, driverId), orderListScope(ctx.scope)))
      .orderBy(asc(driver.firstName), asc(orders.driverId), asc(orders.shipDistrict), asc(orders.shipKhoroo), asc(orders.number)).limit(2000);
    return {
      date: day.date,
      items: rows.map(({ o, d }) => ({
        number: o.number, driver_id: o.driverId, driver_name: nameOf(d), state: o.state, shipment_state: o.shipmentState,
        receiver_name: o.receiverName ?? o.customerName, receiver_phone: o.receiverPhone ?? o.phone,
        ship_district: o.shipDistrict, ship_khoroo: o.shipKhoroo, ship_address: o.shipAddress, when_to_ship: o.whenToShip?.toISOString() ?? null,
        items: o.itemCount, total: o.total, to_collect: Math.max(0, o.total - o.paymentTotal), note: o.note,
      })),
    };
  },

  async driverReport({ date, driver: driverId }, ctx) {
    const { from, to, date: d } = ubDay(date);
    const delivered = sql`${orders.shipmentState} = 'shipped' and ${orders.state} = 'complete'`;
    const rows = await ctx.db.select({
      id: orders.driverId, firstName: driver.firstName, lastName: driver.lastName, email: driver.email,
      taken: sql<number>`count(*)`.mapWith(Number),
      delivered: sql<number>`count(*) filter (where ${delivered})`.mapWith(Number),
      returned: sql<number>`count(*) filter (where ${orders.state} in ('returned', 'awaiting_return'))`.mapWith(Number),
      open: sql<number>`count(*) filter (where ${orders.shipmentState} is distinct from 'shipped' and ${orders.state} <> 'canceled')`.mapWith(Number),
      due: num(sql`sum(${orders.total}) filter (where ${delivered})`),
      collected: num(sql`sum(least(${orders.paymentTotal}, ${orders.total})) filter (where ${delivered})`),
    }).from(orders).innerJoin(driver, eq(driver.id, orders.driverId))
      .where(and(gte(orders.driverTakenAt, from), lt(orders.driverTakenAt, to), driverId === undefined ? undefined : eq(orders.driverId, driverId), orderListScope(ctx.scope)))
      .groupBy(orders.driverId, driver.firstName, driver.lastName, driver.email).orderBy(asc(driver.firstName), asc(orders.driverId));
    return { date: d, items: rows.map((r) => ({ driver_id: r.id!, driver_name: nameOf(r), taken: r.taken, delivered: r.delivered, returned: r.returned, open: r.open, due: r.due, collected: r.collected })) };
  },

  async driverList(_input, ctx) {
    const rows = await ctx.db.select({
      id: users.id, firstName: users.firstName, lastName: users.lastName, email: users.email, mobile: users.mobile,
      open: sql<number>`(select count(*) from orders o where o.driver_id = "users"."id" and o.shipment_state is distinct from 'shipped' and o.state <> 'canceled')`.mapWith(Number),
    }).from(users).where(sql`'driver' = any(${users.roles})`).orderBy(asc(users.firstName), asc(users.email)).limit(1000);
    return { items: rows.map((u) => ({ id: u.id, name: nameOf(u), mobile: u.mobile, open: u.open })) };
  },
};
