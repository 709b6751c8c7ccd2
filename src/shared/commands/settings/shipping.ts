import { z } from 'zod';
import { defineResource } from '../../resources/define.js';
import { zCode, zPosition } from '../../resources/fields.js';
import { zId, zText } from '../../schema/common.js';

/**
 * Shipping (§2 /settings/shipment, /shipment/profile/{id?}, /shipment/template; §7 "shipping
 * methods/categories", "zones"): the methods a customer picks, the categories (profiles) products
 * ship under, and the rates that price a method for a category in a zone (settings.zones). A zone
 * or a category a rate names is not deleted: a 409 says the rates use it.
 */
const ADMIN = ['admin'] as const;
const i18n = { fields: 'settings_ui.fields' } as const;
const names = { code: zCode, name_en: zText(100).min(1), name_mn: zText(100).min(1) };
const nameColumn = { field: 'name_en', mn: 'name_mn', label: 'settings_ui.fields.name' } as const;
const namedItem = { id: z.number().int(), code: z.string(), name_en: z.string(), name_mn: z.string() };
const zMoney = z.coerce.number().int().min(0).max(100_000_000_00);

export const shippingMethods = defineResource({
  area: 'settings', name: 'shipping_method', path: 'shipping_methods', cli: ['shipping-methods'],
  fields: { ...names, carrier: zText(100), delivery_days: z.coerce.number().int().min(0).max(90), active: z.boolean(), position: zPosition },
  required: ['code', 'name_en', 'name_mn'], unique: ['code'],
  item: z.object({ ...namedItem, carrier: z.string(), delivery_days: z.number().int(), active: z.boolean(), position: z.number().int() }),
  read: ADMIN, write: ADMIN,
  list: { columns: [nameColumn, 'code', 'carrier', 'delivery_days', 'active'], search: ['code', 'name_en', 'name_mn', 'carrier'], filters: { active: 'bool' }, sorts: ['code', 'position'], order: ['position'] },
  title: { en: 'name_en', mn: 'name_mn' }, i18n, defaults: { active: true, position: 0, delivery_days: 1 }, positions: true, audits: true,
  routes: [{ list: 'settings.shipment' }],
  keywords: ['shipping method', 'delivery', 'хүргэлтийн арга'],
});

export const shippingCategories = defineResource({
  area: 'settings', name: 'shipping_category', path: 'shipping_categories', cli: ['shipping-categories'],
  fields: { ...names, description: zText(500) },
  required: ['code', 'name_en', 'name_mn'], unique: ['code'],
  item: z.object({ ...namedItem, description: z.string() }),
  read: ADMIN, write: ADMIN,
  list: { columns: [nameColumn, 'code', 'description'], search: ['code', 'name_en', 'name_mn'], sorts: ['code', 'name_en'], order: ['code'] },
  title: { en: 'name_en', mn: 'name_mn' }, i18n, audits: true,
  routes: [{ list: 'settings.shipment_profile' }],
  keywords: ['shipping category', 'shipping profile', 'хүргэлтийн ангилал'],
});

export const shippingRates = defineResource({
  area: 'settings', name: 'shipping_rate', path: 'shipping_rates', cli: ['shipping-rates'],
  fields: {
    shipping_method_id: zId, zone_id: zId, shipping_category_id: zId,
    amount: zMoney, free_over: zMoney.nullable().optional(), delivery_note: zText(200),
  },
  required: ['shipping_method_id', 'zone_id', 'shipping_category_id', 'amount'],
  item: z.object({
    id: z.number().int(), shipping_method_id: z.number().int(), zone_id: z.number().int(), shipping_category_id: z.number().int(),
    amount: z.number().int(), free_over: z.number().int().nullable(), delivery_note: z.string(), method: z.string(), zone: z.string(), category: z.string(),
  }),
  read: ADMIN, write: ADMIN, money: ['amount', 'free_over'],
  parent: { resource: 'shipping_method', field: 'shipping_method_id' },
  refs: { zone_id: 'zone', shipping_category_id: 'shipping_category' },
  list: {
    columns: ['method', 'zone', 'category', { field: 'amount', kind: 'money' }, { field: 'free_over', kind: 'money' }, 'delivery_note'],
    filters: { zone_id: 'number', shipping_category_id: 'number' }, sorts: ['amount'], order: ['shipping_method_id', 'zone_id'],
  },
  title: 'zone', i18n, audits: true,
  routes: [{ list: 'settings.shipment_template' }],
  keywords: ['shipping rate', 'delivery price', 'хүргэлтийн үнэ'],
});
