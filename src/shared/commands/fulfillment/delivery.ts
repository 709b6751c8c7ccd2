import { z } from 'zod';
import { zId } from '../../schema/common.js';
import { defineCommand } from '../define.js';
import { FULFILLMENT_LABELS, zDay } from './labels.js';
import { DELIVERY_READ, PREPARE_READ } from './roles.js';

/** /fulfillment: the day's placed orders counted by §4's labels. */
export const counts = defineCommand({
  id: 'fulfillment.counts', area: 'fulfillment', kind: 'query', roles: PREPARE_READ,
  http: { method: 'GET', path: 'fulfillment/counts' },
  input: z.object({ date_from: zDay.default('today'), date_to: zDay.optional() }),
  output: z.object({
    date_from: z.string(), date_to: z.string(),
    items: z.array(z.object({ label: z.enum(FULFILLMENT_LABELS), count: z.number().int() })),
  }),
  ui: { title: 'commands.fulfillment.counts', keywords: ['fulfillment', 'today', 'labels', 'хүргэлт'] },
  cli: { verb: ['fulfillment', 'counts'] },
});

export const sheetRowSchema = z.object({
  number: z.string(),
  driver_id: z.number().int().nullable(),
  driver_name: z.string().nullable(),
  state: z.string(),
  shipment_state: z.string().nullable(),
  receiver_name: z.string().nullable(),
  receiver_phone: z.string().nullable(),
  ship_district: z.string().nullable(),
  ship_khoroo: z.number().int().nullable(),
  ship_address: z.string().nullable(),
  when_to_ship: z.string().nullable(),
  items: z.number().int(),
  total: z.number().int(),
  /** What the driver takes in cash on delivery: what is still owed. */
  to_collect: z.number().int(),
  note: z.string().nullable(),
});
export type SheetRow = z.infer<typeof sheetRowSchema>;

/**
 * §7 `orders/sheet`: the day's delivery sheet: the orders given to drivers that day (or due to be
 * shipped that day), with addresses, phones and the amount to collect, by driver then district.
 */
export const sheet = defineCommand({
  id: 'order.sheet', area: 'fulfillment', kind: 'query', roles: DELIVERY_READ,
  http: { method: 'GET', path: 'orders/sheet' },
  input: z.object({ date: zDay.default('today'), driver: zId.optional() }),
  output: z.object({ date: z.string(), items: z.array(sheetRowSchema) }),
  ui: { title: 'commands.fulfillment.sheet', keywords: ['delivery sheet', 'driver', 'print', 'хүргэлтийн хуудас'] },
  cli: { verb: ['fulfillment', 'sheet'], columns: ['driver_name', 'number', 'receiver_name', 'receiver_phone', 'ship_district', 'ship_khoroo', 'ship_address', 'to_collect'] },
});

export const driverReportRowSchema = z.object({
  driver_id: z.number().int(),
  driver_name: z.string(),
  taken: z.number().int(),
  delivered: z.number().int(),
  returned: z.number().int(),
  open: z.number().int(),
  /** Cash due on the parcels he delivered, and what came in for them. */
  due: z.number().int(),
  collected: z.number().int(),
});

/** §7 `driver_report`: per driver for a day: parcels taken, delivered, returned, cash collected against what was due. */
export const driverReport = defineCommand({
  id: 'driver.report', area: 'fulfillment', kind: 'query', roles: DELIVERY_READ,
  http: { method: 'GET', path: 'driver_report' },
  input: z.object({ date: zDay.default('today'), driver: zId.optional() }),
  output: z.object({ date: z.string(), items: z.array(driverReportRowSchema) }),
  ui: { title: 'commands.fulfillment.driver_report', keywords: ['driver report', 'cash', 'жолоочийн тайлан'] },
  cli: { verb: ['fulfillment', 'driver-report'] },
});

/** §7 `driver_list`: the drivers with how many open parcels each holds now. */
export const driverList = defineCommand({
  id: 'driver.list', area: 'fulfillment', kind: 'query', roles: DELIVERY_READ,
  http: { method: 'GET', path: 'driver_list' },
  input: z.object({}),
  output: z.object({ items: z.array(z.object({ id: z.number().int(), name: z.string(), mobile: z.string().nullable(), open: z.number().int() })) }),
  ui: { title: 'commands.fulfillment.driver_list', keywords: ['drivers', 'жолооч'] },
  cli: { verb: ['fulfillment', 'drivers'] },
});

export const fulfillmentDeliveryCommands = { counts, sheet, driverReport, driverList };
