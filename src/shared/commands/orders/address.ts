import { z } from 'zod';
import { zMobile, zText } from '../../schema/common.js';
import { orderDetailSchema, UB_DISTRICTS, zOrderNumber } from '../../schema/order.js';
import { defineCommand } from '../define.js';
import { ORDER_RULES } from './availability.js';
import { DISPATCH, EDIT } from './roles.js';

/** How many khoroos each Ulaanbaatar district has (2023 division); an address names one of them. */
export const KHOROO_COUNT: Record<(typeof UB_DISTRICTS)[number], number> = {
  Баганувур: 5, Багахангай: 2, Баянгол: 34, Баянзүрх: 43, Налайх: 8, Сонгинохайрхан: 43, Сүхбаатар: 20, 'Хан-Уул': 25, Чингэлтэй: 24,
};

/** §3's bill and ship address: who receives, where in Ulaanbaatar (district and khoroo), and the rest. */
export const addressSchema = z.object({
  name: zText(100).min(1),
  phone: zMobile,
  district: z.enum(UB_DISTRICTS),
  khoroo: z.coerce.number().int().min(1).max(43),
  address: zText(300).min(1),
}).refine((a) => a.khoroo <= KHOROO_COUNT[a.district], { message: 'no such khoroo in this district', path: ['khoroo'] });
export type AddressInput = z.infer<typeof addressSchema>;

const orderOutput = z.object({ order: orderDetailSchema });

export const updateAddress = defineCommand({
  id: 'order.update_address', area: 'orders', kind: 'mutation', roles: EDIT,
  available: ORDER_RULES.updateAddress,
  http: { method: 'PUT', path: 'orders/:number/update_address' },
  input: z.object({
    number: zOrderNumber,
    ship: addressSchema,
    /** Null: billed to the shipping address. */
    bill: addressSchema.nullable().optional(),
  }),
  output: orderOutput,
  ui: { title: 'commands.orders_ops.order.update_address', keywords: ['address', 'district', 'khoroo', 'хаяг', 'дүүрэг', 'хороо'] },
  cli: { verb: ['orders', 'update-address'], positionals: ['number'] },
});

/**
 * §4's "send parcel": the order's ready parcels (the caller's, for a merchant's staff) leave with
 * the driver, each ready → shipped in the state changes, and the customer is told.
 */
export const sendParcel = defineCommand({
  id: 'order.send_parcel', area: 'orders', kind: 'mutation', roles: DISPATCH,
  available: ORDER_RULES.sendParcel, notifies: ['sms'],
  http: { method: 'PUT', path: 'orders/:number/send_parcel' },
  input: z.object({ number: zOrderNumber, tracking: zText(100).optional() }),
  output: orderOutput,
  ui: { title: 'commands.orders_ops.order.send_parcel', keywords: ['send', 'parcel', 'dispatch', 'илгээмж', 'илгээх'] },
  cli: { verb: ['orders', 'send-parcel'], positionals: ['number'] },
});

export const addressCommands = { updateAddress, sendParcel };
