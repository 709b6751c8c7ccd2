import { z } from 'zod';
import { zOrderNumber } from '../../schema/order.js';
import { DISPATCH } from '../orders/roles.js';
import { defineCommand } from '../define.js';
import { zDay } from './labels.js';
import { DELIVERY_READ } from './roles.js';

/** The delivery time slots of a day, by the Ulaanbaatar hour each starts at (and the next ends it). */
export const DELIVERY_SLOTS = [
  { id: 'morning', from: 10, to: 13 },
  { id: 'midday', from: 13, to: 16 },
  { id: 'afternoon', from: 16, to: 19 },
  { id: 'evening', from: 19, to: 22 },
] as const;
export type DeliverySlot = (typeof DELIVERY_SLOTS)[number]['id'];
export const zSlot = z.enum(DELIVERY_SLOTS.map((s) => s.id) as [DeliverySlot, ...DeliverySlot[]]);
/** How far ahead a delivery may be scheduled. */
export const SCHEDULE_AHEAD_DAYS = 60;

/** The slot a `when_to_ship` instant falls in (earlier hours the first, later the last). */
export function slotOf(at: Date): DeliverySlot {
  const hour = new Date(at.getTime() + 8 * 3_600_000).getUTCHours();
  return ([...DELIVERY_SLOTS].reverse().find((s) => hour >= s.from) ?? DELIVERY_SLOTS[0]).id;
}

export const calendarItemSchema = z.object({
  number: z.string(),
  when_to_ship: z.string().nullable(),
  /** Its Ulaanbaatar day and slot; null when not scheduled. */
  day: z.string().nullable(),
  slot: zSlot.nullable(),
  state: z.string(),
  shipment_state: z.string().nullable(),
  driver_id: z.number().int().nullable(),
  driver_name: z.string().nullable(),
  ship_district: z.string().nullable(),
  ship_khoroo: z.number().int().nullable(),
  receiver_name: z.string().nullable(),
  items: z.number().int(),
  total: z.number().int(),
});
export type CalendarItem = z.infer<typeof calendarItemSchema>;

/** "When to ship" (§3): the deliveries scheduled on the days by slot, and the open orders not scheduled yet. */
export const calendar = defineCommand({
  id: 'delivery.calendar', area: 'fulfillment', kind: 'query', roles: DELIVERY_READ,
  http: { method: 'GET', path: 'orders/calendar' },
  input: z.object({ date_from: zDay.default('today'), days: z.coerce.number().int().min(1).max(14).default(7) }),
  output: z.object({
    days: z.array(z.string()),
    items: z.array(calendarItemSchema),
    /** Open orders (placed in the last two weeks, not shipped) with no day yet, the newest first. */
    unscheduled: z.array(calendarItemSchema),
    truncated: z.boolean(),
  }),
  ui: { title: 'commands.fulfillment.calendar', keywords: ['calendar', 'when to ship', 'schedule', 'хуанли', 'хүргэх өдөр'] },
  cli: { verb: ['fulfillment', 'calendar'] },
});

/**
 * Moves an order's delivery to a day and slot (or off the calendar with `clear`). The server
 * refuses a day past, beyond SCHEDULE_AHEAD_DAYS, and an order shipped, canceled or not placed.
 */
export const schedule = defineCommand({
  id: 'delivery.schedule', area: 'fulfillment', kind: 'mutation', roles: DISPATCH,
  http: { method: 'PUT', path: 'orders/:number/when_to_ship' },
  input: z.object({ number: zOrderNumber, date: zDay.optional(), slot: zSlot.optional(), clear: z.boolean().default(false) })
    .refine((v) => v.clear || (v.date !== undefined && v.slot !== undefined), { message: 'give the day and the slot, or clear', path: ['date'] }),
  output: z.object({ item: calendarItemSchema }),
  ui: { title: 'commands.fulfillment.schedule', keywords: ['when to ship', 'reschedule', 'move delivery', 'хүргэх өдөр'] },
  cli: { verb: ['fulfillment', 'schedule'], positionals: ['number', 'date', 'slot'] },
});

export const fulfillmentCalendarCommands = { calendar, schedule };
