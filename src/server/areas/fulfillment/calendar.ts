import { and, asc, desc, eq, gte, isNull, lt, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { DELIVERY_SLOTS, SCHEDULE_AHEAD_DAYS, slotOf, type CalendarItem, type fulfillmentCalendarCommands } from '../../../shared/commands/fulfillment/calendar.js';
import { ubDay } from '../../../shared/commands/fulfillment/labels.js';
import type { AuthedContext, HandlersOf } from '../../commands/handler.js';
import { schema } from '../../db/index.js';
import { AppError } from '../../errors.js';
import { notifyOrderChanged } from '../../realtime/index.js';
import { findOrder, orderListScope } from '../orders/scope.js';
import { placed } from './labels.js';

const { orders, users } = schema;
const driver = alias(users, 'driver');
/** A cell of the calendar shows this many at most; the rest is said (`truncated`). */
const MAX_ITEMS = 2000;

const fields = {
  o: { number: orders.number, whenToShip: orders.whenToShip, state: orders.state, shipmentState: orders.shipmentState, driverId: orders.driverId,
    shipDistrict: orders.shipDistrict, shipKhoroo: orders.shipKhoroo, receiverName: orders.receiverName, customerName: orders.customerName, itemCount: orders.itemCount, total: orders.total },
  d: { firstName: driver.firstName, lastName: driver.lastName, email: driver.email },
};
type Row = { o: { number: string; whenToShip: Date | null; state: string; shipmentState: string | null; driverId: number | null; shipDistrict: string | null; shipKhoroo: number | null;
  receiverName: string | null; customerName: string | null; itemCount: number; total: number }; d: { firstName: string | null; lastName: string | null; email: string | null } | null };

function json({ o, d }: Row): CalendarItem {
  const at = o.whenToShip;
  return {
    number: o.number, when_to_ship: at?.toISOString() ?? null,
    day: at ? new Date(at.getTime() + 8 * 3_600_000).toISOString().slice(0, 10) : null, slot: at ? slotOf(at) : null,
    state: o.state, shipment_state: o.shipmentState, driver_id: o.driverId,
    driver_name: d && o.driverId !== null ? [d.firstName, d.lastName].filter(Boolean).join(' ') || d.email : null,
    ship_district: o.shipDistrict, ship_khoroo: o.shipKhoroo, receiver_name: o.receiverName ?? o.customerName, items: o.itemCount, total: o.total,
  };
}

const select = (ctx: AuthedContext, where: SQL | undefined) => ctx.db.select(fields).from(orders).leftJoin(driver, eq(driver.id, orders.driverId)).where(where);
/** Still to deliver: placed, live, not shipped. */
const open = sql`${orders.state} in ('complete', 'resumed') and ${orders.shipmentState} is distinct from 'shipped' and ${orders.shipmentState} is distinct from 'canceled'`;

export const calendarHandlers: HandlersOf<typeof fulfillmentCalendarCommands> = {
  async calendar({ date_from, days }, ctx) {
    const first = ubDay(date_from);
    const to = new Date(first.from.getTime() + days * 86_400_000);
    const scope = orderListScope(ctx.scope);
    const rows = await select(ctx, and(placed, gte(orders.whenToShip, first.from), lt(orders.whenToShip, to), sql`${orders.state} <> 'canceled'`, scope))
      .orderBy(asc(orders.whenToShip), asc(orders.number)).limit(MAX_ITEMS + 1) as Row[];
    const recent = new Date(Date.now() - 14 * 86_400_000);
    const waiting = await select(ctx, and(placed, open, isNull(orders.whenToShip), gte(orders.completedAt, recent), scope))
      .orderBy(desc(orders.completedAt)).limit(100) as Row[];
    return {
      days: Array.from({ length: days }, (_, i) => new Date(first.from.getTime() + 8 * 3_600_000 + i * 86_400_000).toISOString().slice(0, 10)),
      items: rows.slice(0, MAX_ITEMS).map(json), unscheduled: waiting.map(json), truncated: rows.length > MAX_ITEMS,
    };
  },

  async schedule({ number, date, slot, clear }, ctx) {
    const o = await findOrder(ctx, number, true);
    const refuse = (field: string, message: string) => new AppError(422, 'unprocessable', message, { [field]: message });
    if (!o.completedAt || !['complete', 'resumed'].includes(o.state)) throw refuse('number', `order is ${o.state}: only a placed, live order is delivered`);
    if (o.shipmentState === 'shipped' || o.shipmentState === 'canceled') throw refuse('number', `its parcels are ${o.shipmentState}`);
    let at: Date | null = null;
    if (!clear) {
      const day = ubDay(date!);
      const today = ubDay('today');
      if (day.from < today.from) throw refuse('date', 'a day already past');
      if (day.from.getTime() > today.from.getTime() + SCHEDULE_AHEAD_DAYS * 86_400_000) throw refuse('date', `at most ${SCHEDULE_AHEAD_DAYS} days ahead`);
      at = new Date(day.from.getTime() + DELIVERY_SLOTS.find((s) => s.id === slot)!.from * 3_600_000);
    }
    await ctx.db.update(orders).set({ whenToShip: at, updatedAt: new Date() }).where(eq(orders.id, o.id));
    await notifyOrderChanged(ctx.db, o);
    ctx.auditTarget = `order:${o.number}`;
    const [row] = await select(ctx, eq(orders.id, o.id)).limit(1) as Row[];
    return { item: json(row!) };
  },
};
