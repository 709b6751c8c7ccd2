import { z } from 'zod';
import { zEmail, zId, zMobile, zText } from '../../schema/common.js';
import { orderDetailSchema } from '../../schema/order.js';
import { zCode } from '../../resources/fields.js';
import { zSku } from '../../schema/product.js';
import { zCouponCode } from '../../schema/promotion.js';
import { defineCommand } from '../define.js';
import { addressSchema } from './address.js';
import { EDIT } from './roles.js';

/** Shipping an admin order: pickup at the store, or delivery in Ulaanbaatar; cost in möngö, charged on the first parcel. */
export const SHIPPING_METHODS = { pickup: 0, standard: 500_000, express: 700_000 } as const;
export type ShippingMethod = keyof typeof SHIPPING_METHODS;
/**
 * A new order is paid by one of the active payment methods of Settings › Payment
 * (/settings/payment, the `payment_methods` table), by its code; the server refuses any other.
 * Store credit and leases never pay a new order by themselves: they have their own flows.
 */
export const OWN_FLOW_PAYMENT_METHODS: readonly string[] = ['store_credit', 'lease'];

/** Coupon codes an operator applies to a new order (the website's automatic discounts come on their own). */
const orderCodes = z.array(zCouponCode).max(5);
const orderItems = z.array(z.object({ sku: zSku, quantity: z.coerce.number().int().min(1).max(10_000) })).min(1).max(100);

export const newCustomerSchema = z.object({
  first_name: zText(100).min(1),
  last_name: zText(100).optional(),
  mobile: zMobile,
  email: zEmail.optional(),
});

/** What the screen sends: a known customer by id or a new one, items by sku, address, shipping and payment. */
export const newOrderInput = z.object({
  customer_id: zId.optional(),
  customer: newCustomerSchema.optional(),
  items: orderItems,
  ship: addressSchema,
  shipping_method: z.enum(Object.keys(SHIPPING_METHODS) as [ShippingMethod, ...ShippingMethod[]]),
  /** The code of an active payment method (`bo orders payment-methods` lists them). */
  payment_method: zCode,
  note: zText(1000).optional(),
  codes: orderCodes.optional(),
}).refine((v) => (v.customer_id === undefined) !== (v.customer === undefined), {
  message: 'give a customer id or a new customer, one of them', path: ['customer_id'],
});

export const previewLineSchema = z.object({
  sku: z.string(),
  variant_id: z.number().int(),
  name: z.string(),
  vendor_id: z.number().int(),
  price: z.number().int(),
  quantity: z.number().int(),
  total: z.number().int(),
  /** On hand over all locations, and whether the item may be sold past it. */
  on_hand: z.number().int(),
  backorderable: z.boolean(),
  /** false: the order would be refused for this line. */
  available: z.boolean(),
});

/** A discount the order would get (or a code it would not, and why in the reader's language). */
export const previewDiscountSchema = z.object({
  discount_id: z.number().int().nullable(),
  title: z.string(),
  code: z.string().nullable(),
  /** Applied without a code. */
  auto: z.boolean(),
  status: z.enum(['applies', 'refused']),
  amount: z.number().int(),
  rule: z.string().nullable(),
  message: z.string().nullable(),
});

export const previewOutput = z.object({
  lines: z.array(previewLineSchema),
  discounts: z.array(previewDiscountSchema),
  discount_total: z.number().int(),
  item_count: z.number().int(),
  item_total: z.number().int(),
  shipment_total: z.number().int(),
  adjustment_total: z.number().int(),
  fee_total: z.number().int(),
  total: z.number().int(),
});

/** Totals of an order not yet placed, from the same totals function; nothing is written. */
export const orderPreview = defineCommand({
  id: 'order.preview', area: 'orders', kind: 'query', roles: EDIT,
  http: { method: 'POST', path: 'orders/preview' },
  input: z.object({
    items: orderItems,
    shipping_method: z.enum(Object.keys(SHIPPING_METHODS) as [ShippingMethod, ...ShippingMethod[]]).default('standard'),
    codes: orderCodes.optional(),
    /** The customer, for the once-per-customer limits. */
    customer_id: zId.optional(),
  }),
  output: previewOutput,
  ui: { title: 'commands.orders_ops.order.preview', keywords: ['new order', 'totals', 'preview', 'шинэ захиалга'], hidden: true },
  cli: { verb: ['orders', 'preview'] },
});

/**
 * An operator's order (phone or shop): placed at once, in `complete` like Spree's admin checkout
 * that ends with "confirm"; stock is allocated to parcels per vendor and location, the payment
 * waits as `pending` for finance to capture.
 */
export const orderCreate = defineCommand({
  id: 'order.create', area: 'orders', kind: 'mutation', roles: EDIT,
  http: { method: 'POST', path: 'orders/create' },
  input: newOrderInput,
  output: z.object({ order: orderDetailSchema }),
  ui: { title: 'commands.orders_ops.order.create', keywords: ['new order', 'create', 'шинэ захиалга', 'үүсгэх'], hidden: true },
  cli: { verb: ['orders', 'create'] },
  description: 'commands.orders_ops.order.create_help',
});

/**
 * The payment methods a new order may be paid by: the active ones of Settings › Payment in
 * their order, less those with flows of their own. Read by the roles that place orders, which the
 * settings' own list (admin only) leaves out.
 */
export const newOrderPaymentMethods = defineCommand({
  id: 'order.payment_methods', area: 'orders', kind: 'query', roles: EDIT,
  http: { method: 'GET', path: 'orders/payment_methods' },
  input: z.object({}),
  output: z.object({ items: z.array(z.object({ code: z.string(), name_en: z.string(), name_mn: z.string() })) }),
  ui: { title: 'commands.orders_ops.order.payment_methods', keywords: ['payment method', 'new order', 'төлбөрийн хэрэгсэл'], hidden: true },
  cli: { verb: ['orders', 'payment-methods'], columns: ['code', 'name_en', 'name_mn'] },
});

/**
 * The new-order screen's look-ups. The users and products areas have their own searches, but their
 * roles leave order operators out; these answer only what an order needs (who, what, how many on hand),
 * for the roles that place orders, and confined to the caller's vendors like every order call.
 */
export const customerSearch = defineCommand({
  id: 'order.customer_search', area: 'orders', kind: 'query', roles: EDIT,
  http: { method: 'POST', path: 'orders/customers/search' },
  input: z.object({ query: zText(100).min(2) }),
  output: z.object({
    items: z.array(z.object({ id: z.number().int(), name: z.string(), mobile: z.string().nullable(), email: z.string().nullable() })),
  }),
  ui: { title: 'commands.orders_ops.order.customer_search', keywords: ['customer', 'phone', 'хэрэглэгч'], hidden: true },
  cli: { verb: ['orders', 'customer-search'], positionals: ['query'] },
});

export const itemSearch = defineCommand({
  id: 'order.item_search', area: 'orders', kind: 'query', roles: EDIT,
  http: { method: 'POST', path: 'orders/items/search' },
  input: z.object({ query: zText(100).min(1) }),
  output: z.object({
    items: z.array(z.object({
      variant_id: z.number().int(), sku: z.string(), name: z.string(), vendor_id: z.number().int(), vendor_name: z.string(),
      price: z.number().int(), on_hand: z.number().int(), backorderable: z.boolean(),
    })),
  }),
  ui: { title: 'commands.orders_ops.order.item_search', keywords: ['sku', 'product', 'stock', 'бараа'], hidden: true },
  cli: { verb: ['orders', 'item-search'], positionals: ['query'] },
});

export const createCommands = { orderPreview, orderCreate, customerSearch, itemSearch, newOrderPaymentMethods };
