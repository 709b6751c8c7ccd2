import { z } from 'zod';
import { zId, zText } from '../../schema/common.js';
import { listInput, listOutput } from '../../schema/list.js';
import { defineCommand } from '../define.js';
import { LINE_ITEM_SET_ACTIONS } from '../orders/lineitems.js';
import { zDay } from './labels.js';
import { PREPARE_ACT, PREPARE_READ } from './roles.js';

/** The ordered products' filters: §4's label, vendor, stock location, date, driver, zone (district, khoroo), action. */
export const LINE_FILTERS = {
  label: 'text', vendor_id: 'number', stock_location_id: 'number', driver_id: 'number', ship_district: 'text', ship_khoroo: 'number',
  completed_at: 'date', actn: 'text', to_collect: 'bool', order_number: 'text', sku: 'text', id: 'number', quantity: 'number',
} as const;

export const lineListInput = listInput({ filters: LINE_FILTERS, sorts: ['id', 'completed_at', 'quantity', 'order_number'], perPage: 50 });

const lightFields = {
  id: z.number().int(),
  order_number: z.string(),
  sku: z.string(),
  name: z.string(),
  quantity: z.number().int(),
  actn: z.string().nullable(),
  to_collect: z.boolean(),
  stock_location: z.string().nullable(),
  shelf: z.string().nullable(),
};

export const lineLightSchema = z.object(lightFields);

/**
 * A line as the ordered products list shows it: the product, the action and its colour, where it
 * is picked from, the order's §4 label, driver and zone. The receiver's phone and address are the
 * line's own order's: a vendor-confined caller only ever gets lines of his vendor (server-side).
 */
export const orderedLineSchema = z.object({
  ...lightFields,
  order_state: z.string(),
  label: z.string(),
  flagged: z.boolean(),
  completed_at: z.string().nullable(),
  price: z.number().int(),
  total: z.number().int(),
  colour: z.enum(['green', 'red', 'blue', 'yellow']),
  comment: z.string().nullable(),
  vendor_id: z.number().int(),
  vendor_name: z.string(),
  stock_location_id: z.number().int().nullable(),
  driver_id: z.number().int().nullable(),
  driver_name: z.string().nullable(),
  ship_district: z.string().nullable(),
  ship_khoroo: z.number().int().nullable(),
  receiver_name: z.string().nullable(),
  receiver_phone: z.string().nullable(),
});
export type OrderedLine = z.infer<typeof orderedLineSchema>;

export const lineList = defineCommand({
  id: 'line_item.list', area: 'fulfillment', kind: 'query', roles: PREPARE_READ,
  http: { method: 'GET', path: 'line_items/list' },
  input: lineListInput,
  output: listOutput(orderedLineSchema),
  ui: { title: 'commands.fulfillment.line_item.list', keywords: ['ordered products', 'line items', 'pick', 'захиалсан бараа'] },
  cli: { verb: ['fulfillment', 'lines'], columns: ['id', 'order_number', 'sku', 'name', 'quantity', 'actn', 'label', 'stock_location', 'shelf', 'vendor_name'] },
});

export const lineListLight = defineCommand({
  id: 'line_item.list_light', area: 'fulfillment', kind: 'query', roles: PREPARE_READ,
  http: { method: 'GET', path: 'line_items/list/light' },
  input: lineListInput,
  output: listOutput(lineLightSchema),
  ui: { title: 'commands.fulfillment.line_item.list_light', keywords: ['ordered products', 'light', 'захиалсан бараа'] },
  cli: { verb: ['fulfillment', 'lines-light'] },
});

const batchOutput = z.object({
  applied: z.number().int(),
  failed: z.number().int(),
  results: z.array(z.object({ id: z.number().int(), ok: z.boolean(), error: z.string().nullable() })),
});

/** §7's status update on a selection: one action and comment for every line; each line answers on its own. */
export const lineBatchStatus = defineCommand({
  id: 'line_item.batch_status', area: 'fulfillment', kind: 'mutation', roles: PREPARE_ACT,
  http: { method: 'PUT', path: 'line_items/status' },
  input: z.object({ ids: z.array(zId).min(1).max(500), actn: z.enum(LINE_ITEM_SET_ACTIONS), comment: zText(500).optional() }),
  output: batchOutput,
  bulk: { field: 'ids', chunk: 500 },
  ui: { title: 'commands.fulfillment.line_item.batch_status', keywords: ['collected', 'taken', 'no stock', 'batch', 'цуглуулсан'] },
  cli: { verb: ['fulfillment', 'mark'], positionals: ['actn'] },
});

/** §7 `to_collect`: puts a selection on the pick list (or takes it off with `clear`). */
export const lineToCollect = defineCommand({
  id: 'line_item.to_collect', area: 'fulfillment', kind: 'mutation', roles: PREPARE_ACT,
  http: { method: 'POST', path: 'line_items/to_collect' },
  input: z.object({ ids: z.array(zId).min(1).max(500), clear: z.boolean().default(false) }),
  output: batchOutput,
  bulk: { field: 'ids', chunk: 500 },
  ui: { title: 'commands.fulfillment.line_item.to_collect', keywords: ['pick list', 'collect', 'цуглуулах'] },
  cli: { verb: ['fulfillment', 'to-collect'] },
});

export const pickRowSchema = z.object({
  stock_location_id: z.number().int().nullable(),
  stock_location: z.string().nullable(),
  shelf: z.string().nullable(),
  sku: z.string(),
  name: z.string(),
  quantity: z.number().int(),
  lines: z.number().int(),
  orders: z.array(z.string()),
});

/**
 * §7 `line_items sheet`: the pick list, the lines marked for collecting and not collected yet,
 * summed by product and ordered by stock location then shelf, as a collector walks them.
 */
export const pickList = defineCommand({
  id: 'line_item.sheet', area: 'fulfillment', kind: 'query', roles: PREPARE_READ,
  http: { method: 'GET', path: 'line_items/sheet' },
  input: z.object({ stock_location_id: zId.optional(), date: zDay.optional() }),
  /** `locations`: where a collector may pick from, to choose one (the settings' list is not the collectors' to read). */
  output: z.object({ items: z.array(pickRowSchema), locations: z.array(z.object({ id: z.number().int(), name: z.string() })) }),
  ui: { title: 'commands.fulfillment.line_item.sheet', keywords: ['pick list', 'print', 'цуглуулах жагсаалт'] },
  cli: { verb: ['fulfillment', 'pick-list'], columns: ['stock_location', 'shelf', 'sku', 'name', 'quantity', 'orders'] },
});

export const vendorShareSchema = z.object({
  vendor_id: z.number().int(),
  vendor_name: z.string(),
  orders: z.number().int(),
  lines: z.number().int(),
  quantity: z.number().int(),
  prepared: z.number().int(),
  no_stock: z.number().int(),
  waiting: z.number().int(),
  total: z.number().int(),
});

const dayRange = { date_from: zDay.default('today'), date_to: zDay.optional() };

/** §7 `by_vendor`: each vendor's share of the day's orders to prepare, with totals. */
export const byVendor = defineCommand({
  id: 'line_item.by_vendor', area: 'fulfillment', kind: 'query', roles: PREPARE_READ,
  http: { method: 'GET', path: 'line_items/by_vendor' },
  input: z.object(dayRange),
  output: z.object({ items: z.array(vendorShareSchema), totals: vendorShareSchema.omit({ vendor_id: true, vendor_name: true }) }),
  ui: { title: 'commands.fulfillment.line_item.by_vendor', keywords: ['vendors', 'share', 'нийлүүлэгч'] },
  cli: { verb: ['fulfillment', 'by-vendor'] },
});

/** §7 `vendor`: one vendor's lines to prepare over the days, product by product. */
export const vendorLines = defineCommand({
  id: 'line_item.vendor', area: 'fulfillment', kind: 'query', roles: PREPARE_READ,
  http: { method: 'GET', path: 'line_items/vendor/:vendor', },
  input: z.object({ vendor: zId, ...dayRange }),
  output: z.object({ items: z.array(z.object({ sku: z.string(), name: z.string(), quantity: z.number().int(), prepared: z.number().int(), lines: z.number().int(), total: z.number().int() })) }),
  ui: { title: 'commands.fulfillment.line_item.vendor', keywords: ['vendor', 'share', 'нийлүүлэгч'] },
  cli: { verb: ['fulfillment', 'vendor'], positionals: ['vendor'] },
});

export const fulfillmentLineCommands = { lineList, lineListLight, lineBatchStatus, lineToCollect, pickList, byVendor, vendorLines };
