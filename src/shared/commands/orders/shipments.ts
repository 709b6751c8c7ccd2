import { z } from 'zod';
import { zId } from '../../schema/common.js';
import { orderDetailSchema } from '../../schema/order.js';
import { defineCommand } from '../define.js';
import { ORDER_RULES } from './availability.js';
import { DISPATCH } from './roles.js';

const orderOutput = z.object({ order: orderDetailSchema });
const zQuantity = z.coerce.number().int().min(1).max(10_000);

/**
 * Spree's shipment moves (§4, §7): units of one line move between parcels of the same vendor, or
 * to a new parcel at another stock location; the variant's count moves through the catalogue's
 * stock movements (reason `transfer`, `sold` or `returned`, the order as originator).
 */
export const transferToLocation = defineCommand({
  id: 'shipment.transfer_to_location', area: 'orders', kind: 'mutation', roles: DISPATCH,
  available: ORDER_RULES.shipment,
  http: { method: 'PUT', path: 'shipments/:shipment_id/transfer_to_location' },
  input: z.object({ shipment_id: zId, line_item_id: zId, quantity: zQuantity, stock_location_id: zId }),
  output: orderOutput,
  ui: { title: 'commands.orders_ops.shipment.transfer_to_location', keywords: ['transfer', 'location', 'warehouse', 'агуулах', 'шилжүүлэх'] },
  cli: { verb: ['shipments', 'transfer-to-location'], positionals: ['shipment_id', 'line_item_id', 'quantity', 'stock_location_id'] },
});

export const transferToShipment = defineCommand({
  id: 'shipment.transfer_to_shipment', area: 'orders', kind: 'mutation', roles: DISPATCH,
  available: ORDER_RULES.shipment,
  http: { method: 'PUT', path: 'shipments/:shipment_id/transfer_to_shipment' },
  input: z.object({ shipment_id: zId, line_item_id: zId, quantity: zQuantity, target_shipment_id: zId }),
  output: orderOutput,
  ui: { title: 'commands.orders_ops.shipment.transfer_to_shipment', keywords: ['transfer', 'parcel', 'шилжүүлэх', 'илгээмж'] },
  cli: { verb: ['shipments', 'transfer-to-shipment'], positionals: ['shipment_id', 'line_item_id', 'quantity', 'target_shipment_id'] },
});

/** A variant's units into this parcel: its line grows (or a new line of the parcel's vendor starts), taken from the parcel's location. */
export const addToShipment = defineCommand({
  id: 'shipment.add', area: 'orders', kind: 'mutation', roles: DISPATCH,
  available: ORDER_RULES.shipment,
  http: { method: 'PUT', path: 'shipments/:shipment_id/add' },
  input: z.object({ shipment_id: zId, variant_id: zId, quantity: zQuantity }),
  output: orderOutput,
  ui: { title: 'commands.orders_ops.shipment.add', keywords: ['add', 'quantity', 'variant', 'нэмэх'] },
  cli: { verb: ['shipments', 'add'], positionals: ['shipment_id', 'variant_id', 'quantity'] },
});

/** A variant's units out of this parcel and off the order, back on the shelf; an emptied parcel is canceled. */
export const removeFromShipment = defineCommand({
  id: 'shipment.remove', area: 'orders', kind: 'mutation', roles: DISPATCH, danger: true,
  available: ORDER_RULES.shipment,
  http: { method: 'PUT', path: 'shipments/:shipment_id/remove' },
  input: z.object({ shipment_id: zId, variant_id: zId, quantity: zQuantity }),
  output: orderOutput,
  ui: { title: 'commands.orders_ops.shipment.remove', keywords: ['remove', 'quantity', 'variant', 'хасах'] },
  cli: { verb: ['shipments', 'remove'], positionals: ['shipment_id', 'variant_id', 'quantity'] },
});

/** Units of one line into a new parcel at the same location (one parcel goes today, the rest later). */
export const splitShipment = defineCommand({
  id: 'shipment.split', area: 'orders', kind: 'mutation', roles: DISPATCH,
  available: ORDER_RULES.shipment,
  http: { method: 'POST', path: 'shipments/:shipment_id/split' },
  input: z.object({ shipment_id: zId, line_item_id: zId, quantity: zQuantity }),
  output: orderOutput,
  ui: { title: 'commands.orders_ops.shipment.split', keywords: ['split', 'parcel', 'хуваах'] },
  cli: { verb: ['shipments', 'split'], positionals: ['shipment_id', 'line_item_id', 'quantity'] },
});

export const shipmentCommands = { transferToLocation, transferToShipment, addToShipment, removeFromShipment, splitShipment };
