import { z } from 'zod';

/** Spree's order model (issue 6): the machines' states, shared by the server, the web and `bo`. */
export const ORDER_STATES = [
  'cart', 'address', 'delivery', 'payment', 'confirm', 'complete', 'canceled', 'awaiting_return', 'returned', 'resumed',
] as const;
export type OrderState = (typeof ORDER_STATES)[number];
/** Checked out: the states an order reaches once placed (completed_at is set). */
export const PLACED_STATES: readonly OrderState[] = ['complete', 'canceled', 'awaiting_return', 'returned', 'resumed'];

export const PAYMENT_STATES = ['balance_due', 'paid', 'credit_owed', 'failed', 'void'] as const;
export type OrderPaymentState = (typeof PAYMENT_STATES)[number];
export const SHIPMENT_STATES = ['pending', 'ready', 'partial', 'shipped', 'backorder', 'canceled'] as const;
export type OrderShipmentState = (typeof SHIPMENT_STATES)[number];

export const PAYMENT_MACHINE_STATES = ['checkout', 'pending', 'processing', 'completed', 'failed', 'void', 'invalid'] as const;
export type PaymentMachineState = (typeof PAYMENT_MACHINE_STATES)[number];
export const SHIPMENT_MACHINE_STATES = ['pending', 'ready', 'shipped', 'canceled'] as const;
export type ShipmentMachineState = (typeof SHIPMENT_MACHINE_STATES)[number];

export const PAYMENT_METHODS = ['cash', 'card', 'qpay', 'bank_transfer', 'store_credit', 'lease'] as const;
export const PLATFORMS = ['web', 'ios', 'android', 'pos', 'admin'] as const;
export const ADJUSTMENT_KINDS = ['promotion', 'manual', 'fee'] as const;
/** §4's line item actions and their colours: taken green, no_stock red, ready or digital blue, others pale yellow. */
export const LINE_ITEM_ACTIONS = ['taken', 'no_stock', 'ready', 'digital', 'returned', 'ship_item', 'not_ship_item'] as const;

/** §4's order filters. */
export const ORDER_FILTERS = ['all', 'active', 'completed', 'leasing', 'paid', 'shipping', 'unfulfilled', 'unpaid'] as const;
export type OrderFilter = (typeof ORDER_FILTERS)[number];

/** Ulaanbaatar's nine districts, as addresses write them. */
export const UB_DISTRICTS = [
  'Баганувур', 'Багахангай', 'Баянгол', 'Баянзүрх', 'Налайх', 'Сонгинохайрхан', 'Сүхбаатар', 'Хан-Уул', 'Чингэлтэй',
] as const;

/** `R123`, `r123` or `123` → `R123`; null for anything that is not an order number. */
export function normalizeOrderNumber(raw: string): string | null {
  const s = raw.trim();
  const m = /^[Rr]?(\d{1,18})$/.exec(s);
  return m ? `R${m[1]}` : null;
}

/** A path param or search box: `R123`, `r123`, `123`. */
export const zOrderNumber = z.string().trim().max(20).regex(/^[Rr]?\d{1,18}$/, 'an order number: R and digits');

const iso = z.string();
const money = z.number().int();

export const lineItemSchema = z.object({
  id: z.number().int(),
  variant_id: z.number().int(),
  sku: z.string(),
  name: z.string(),
  vendor_id: z.number().int(),
  vendor_name: z.string(),
  quantity: z.number().int(),
  /** Of the quantity, how many came back (a line returned in parts). */
  returned_quantity: z.number().int(),
  price: money,
  total: money,
  adjustment_total: money,
  commission: money,
  actn: z.string().nullable(),
  comment: z.string().nullable(),
  is_digital: z.boolean(),
});

export const adjustmentSchema = z.object({
  id: z.number().int(),
  line_item_id: z.number().int().nullable(),
  kind: z.string(),
  label: z.string(),
  amount: money,
  eligible: z.boolean(),
  created_at: iso,
});

export const paymentSchema = z.object({
  id: z.number().int(),
  method: z.string(),
  amount: money,
  state: z.enum(PAYMENT_MACHINE_STATES),
  source: z.string().nullable(),
  created_at: iso,
});

export const paymentReturnSchema = z.object({
  id: z.number().int(),
  payment_id: z.number().int().nullable(),
  amount: money,
  state: z.string(),
  reason: z.string(),
  source: z.string().nullable(),
  created_at: iso,
});

export const shipmentSchema = z.object({
  id: z.number().int(),
  number: z.string(),
  vendor_id: z.number().int(),
  stock_location_id: z.number().int(),
  stock_location_name: z.string(),
  state: z.enum(SHIPMENT_MACHINE_STATES),
  cost: money,
  tracking: z.string().nullable(),
  driver_id: z.number().int().nullable(),
  shipped_at: iso.nullable(),
  units: z.array(z.object({ line_item_id: z.number().int(), quantity: z.number().int(), state: z.string() })),
});

/**
 * An order as lists show it. For a vendor-confined caller the amounts are his share (his items,
 * their adjustments, his shipments) and payment_total is null: payments are the whole order's.
 */
export const orderSchema = z.object({
  id: z.number().int(),
  number: z.string(),
  website_id: z.number().int().nullable(),
  state: z.enum(ORDER_STATES),
  payment_state: z.enum(PAYMENT_STATES).nullable(),
  shipment_state: z.enum(SHIPMENT_STATES).nullable(),
  platform: z.string(),
  user_id: z.number().int().nullable(),
  customer_name: z.string().nullable(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  receiver_name: z.string().nullable(),
  receiver_phone: z.string().nullable(),
  seller_id: z.number().int().nullable(),
  driver_id: z.number().int().nullable(),
  flagged: z.boolean(),
  approved: z.boolean(),
  approved_at: iso.nullable(),
  item_count: z.number().int(),
  item_total: money,
  adjustment_total: money,
  shipment_total: money,
  fee_total: money,
  commission_total: money,
  store_credit_total: money.nullable(),
  total: money,
  payment_total: money.nullable(),
  lease_amount: money.nullable(),
  completed_at: iso.nullable(),
  canceled_at: iso.nullable(),
  created_at: iso,
});
export type OrderJson = z.infer<typeof orderSchema>;

export const orderDetailSchema = orderSchema.extend({
  approved_by: z.number().int().nullable(),
  /** Who approved, by email: the header names him. */
  approved_by_email: z.string().nullable(),
  ship_district: z.string().nullable(),
  ship_khoroo: z.number().int().nullable(),
  ship_address: z.string().nullable(),
  bill_address: z.unknown().nullable(),
  note: z.string().nullable(),
  when_to_ship: iso.nullable(),
  paid_at: iso.nullable(),
  shipped_at: iso.nullable(),
  driver_taken_at: iso.nullable(),
  lease: z.object({
    down_payment: money.nullable(), lease_amount: money.nullable(), lease_state: z.string().nullable(), lease_left: money.nullable(),
    requested_months: z.number().int().nullable(), accepted_months: z.number().int().nullable(), interest: z.number().nullable(),
    repayment_day: z.number().int().nullable(), bank_message: z.string().nullable(),
  }),
  ebarimt: z.object({
    id: z.string().nullable(), date: iso.nullable(), status: z.string().nullable(), type: z.string().nullable(), register: z.string().nullable(),
  }),
  line_items: z.array(lineItemSchema),
  adjustments: z.array(adjustmentSchema),
  payments: z.array(paymentSchema),
  payment_returns: z.array(paymentReturnSchema),
  shipments: z.array(shipmentSchema),
});
export type OrderDetailJson = z.infer<typeof orderDetailSchema>;

export const stateChangeSchema = z.object({
  id: z.number().int(),
  machine: z.string(),
  subject_id: z.number().int().nullable(),
  from: z.string().nullable(),
  to: z.string(),
  author_id: z.number().int().nullable(),
  author_email: z.string().nullable(),
  /** Why, as the operator said it (a cancel's reason). */
  reason: z.string().nullable(),
  created_at: iso,
});

export const orderCommentSchema = z.object({
  id: z.number().int(),
  body: z.string(),
  author_id: z.number().int().nullable(),
  author_email: z.string().nullable(),
  created_at: iso,
});
