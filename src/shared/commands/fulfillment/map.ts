import { z } from 'zod';
import { zId } from '../../schema/common.js';
import { UB_DISTRICTS, zOrderNumber } from '../../schema/order.js';
import { DISPATCH } from '../orders/roles.js';
import { defineCommand } from '../define.js';
import { zDay } from './labels.js';
import { DELIVERY_READ } from './roles.js';

/** An address look-up is the dispatchers', and a merchant's for his own orders (confined by the server). */
const ADDRESS_READ = [...DELIVERY_READ, 'merchant'] as const;

export const addressHitSchema = z.object({
  /** A district, a khoroo (from the data shipped with the project) or an address customers gave before. */
  kind: z.enum(['district', 'khoroo', 'address']),
  label: z.string(),
  district: z.string().nullable(),
  khoroo: z.number().int().nullable(),
  quarter_id: z.number().int().nullable(),
  address: z.string().nullable(),
  /** How many orders were sent to this address. */
  orders: z.number().int().nullable(),
  lat: z.number(),
  lng: z.number(),
});
export type AddressHit = z.infer<typeof addressHitSchema>;

/**
 * §7 `ubmap_address(query, quarter_id)`: Ulaanbaatar's districts and khoroos matching the words,
 * then the addresses of past orders (a trigram search), within the khoroo `quarter_id` names (a
 * district's id × 100 + the khoroo's number). Bounded by `limit`; a merchant's own orders' only.
 */
export const ubmapAddress = defineCommand({
  id: 'address.ubmap', area: 'fulfillment', kind: 'query', roles: ADDRESS_READ,
  http: { method: 'GET', path: 'ubmap_address' },
  input: z.object({
    query: z.string().trim().max(200).default(''),
    quarter_id: z.coerce.number().int().min(101).max(999).optional(),
    limit: z.coerce.number().int().min(1).max(50).default(10),
  }),
  output: z.object({ items: z.array(addressHitSchema) }),
  ui: { title: 'commands.fulfillment.ubmap_address', keywords: ['address', 'district', 'khoroo', 'хаяг', 'дүүрэг', 'хороо'] },
  cli: { verb: ['fulfillment', 'address'], positionals: ['query'], columns: ['kind', 'label', 'district', 'khoroo', 'address', 'orders'] },
});

export const locationSchema = z.object({
  number: z.string(),
  state: z.string(),
  shipment_state: z.string().nullable(),
  driver_id: z.number().int().nullable(),
  receiver_name: z.string().nullable(),
  receiver_phone: z.string().nullable(),
  ship_district: z.string().nullable(),
  ship_khoroo: z.number().int().nullable(),
  ship_address: z.string().nullable(),
  completed_at: z.string().nullable(),
  when_to_ship: z.string().nullable(),
});

/** §7 `orders/filter_address`: placed orders by district, khoroo and address words, the newest first. */
export const filterAddress = defineCommand({
  id: 'order.filter_address', area: 'fulfillment', kind: 'query', roles: DELIVERY_READ,
  http: { method: 'GET', path: 'orders/filter_address' },
  input: z.object({
    district: z.enum(UB_DISTRICTS).optional(),
    khoroo: z.coerce.number().int().min(1).max(99).optional(),
    q: z.string().trim().max(200).optional(),
    date_from: zDay.optional(),
    date_to: zDay.optional(),
    open: z.coerce.boolean().default(false),
    page: z.coerce.number().int().min(1).max(1000).default(1),
    per_page: z.coerce.number().int().min(1).max(200).default(50),
  }),
  output: z.object({ items: z.array(locationSchema), page: z.number().int(), per_page: z.number().int(), total: z.number().int(), total_capped: z.boolean(), has_more: z.boolean() }),
  ui: { title: 'commands.fulfillment.filter_address', keywords: ['address', 'locations', 'district', 'khoroo', 'хаяг', 'байршил'] },
  cli: { verb: ['fulfillment', 'locations'], columns: ['number', 'state', 'ship_district', 'ship_khoroo', 'ship_address', 'receiver_phone'] },
});

/** A point's colour on the map: who holds it now. */
export const POINT_STATUSES = ['unassigned', 'assigned', 'delivered'] as const;
export type PointStatus = (typeof POINT_STATUSES)[number];

export const mapPointSchema = z.object({
  number: z.string(),
  lat: z.number(),
  lng: z.number(),
  status: z.enum(POINT_STATUSES),
  driver_id: z.number().int().nullable(),
  district: z.string().nullable(),
  khoroo: z.number().int().nullable(),
  total: z.number().int(),
});
export type MapPoint = z.infer<typeof mapPointSchema>;

/**
 * §7 `orders/maps`: a day's delivery points: orders due that day, taken by a driver that day, or
 * placed that day with no day set; each at its khoroo (spread a little), with who holds it.
 * `tiles` is the configured tile source (BO_MAP_TILES), null when the map draws its own outlines.
 */
export const maps = defineCommand({
  id: 'order.maps', area: 'fulfillment', kind: 'query', roles: DELIVERY_READ,
  http: { method: 'GET', path: 'orders/maps' },
  input: z.object({ date: zDay.default('today'), driver: zId.optional() }),
  output: z.object({
    date: z.string(),
    points: z.array(mapPointSchema),
    drivers: z.array(z.object({ id: z.number().int(), name: z.string() })),
    tiles: z.object({ url: z.string(), attribution: z.string() }).nullable(),
    truncated: z.boolean(),
  }),
  ui: { title: 'commands.fulfillment.maps', keywords: ['map', 'points', 'deliveries', 'газрын зураг'] },
  cli: { verb: ['fulfillment', 'map'], columns: ['number', 'status', 'driver_id', 'district', 'khoroo', 'lat', 'lng'] },
});

/** Orders picked on the map given to one driver: each order answers on its own (assign_driver's rules). */
export const assign = defineCommand({
  id: 'delivery.assign', area: 'fulfillment', kind: 'mutation', roles: DISPATCH,
  http: { method: 'POST', path: 'orders/maps/assign' },
  input: z.object({ numbers: z.array(zOrderNumber).min(1).max(500), driver_id: zId }),
  output: z.object({
    applied: z.number().int(), failed: z.number().int(),
    results: z.array(z.object({ number: z.string(), ok: z.boolean(), error: z.string().nullable() })),
  }),
  bulk: { field: 'numbers', chunk: 500 },
  ui: { title: 'commands.fulfillment.assign', keywords: ['assign', 'driver', 'map', 'жолооч оноох'] },
  cli: { verb: ['fulfillment', 'assign'], positionals: ['driver_id'] },
});

export const fulfillmentMapCommands = { ubmapAddress, filterAddress, maps, assign };
