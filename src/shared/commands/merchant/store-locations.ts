import { z } from 'zod';
import { defineResource } from '../../resources/define.js';
import { zText } from '../../schema/common.js';
import { UB_DISTRICTS } from '../../schema/order.js';

/**
 * §2 /merchant_settings/store_locations and /{id}: a vendor's own physical stores (address with
 * district and khoroo, opening hours, the map point), kept by his people and the admins acting for
 * him. Every call stays on the vendor the call acts for (ResourceDef `vendor`).
 */
export const merchantStoreLocations = defineResource({
  area: 'merchant', name: 'merchant_store_location', path: 'merchant_settings/store_locations', cli: ['merchant-stores'], vendor: 'vendorId',
  fields: {
    name: zText(200).min(1), district: z.enum(UB_DISTRICTS), khoroo: z.coerce.number().int().min(1).max(45),
    address: zText(300).min(1), phone: zText(50).min(1), hours: zText(100).min(1),
    lat: z.coerce.number().min(-90).max(90), lng: z.coerce.number().min(-180).max(180), active: z.boolean(),
  },
  required: ['name', 'district', 'khoroo', 'address', 'phone', 'hours', 'lat', 'lng'], unique: ['name'],
  item: z.object({
    id: z.number().int(), name: z.string(), district: z.enum(UB_DISTRICTS), khoroo: z.number().int(), address: z.string(),
    phone: z.string(), hours: z.string(), lat: z.number(), lng: z.number(), active: z.boolean(),
  }),
  read: ['admin', 'merchant'], write: ['admin', 'merchant'],
  list: {
    columns: ['name', 'district', 'khoroo', 'address', 'hours', 'active'],
    search: ['name', 'address', 'phone'], filters: { district: 'text', active: 'bool' }, sorts: ['name', 'district'], order: ['name'],
  },
  // the capital's central district (§9's default map centre)
  title: 'name', i18n: { fields: 'merchant_ui.store_locations.fields' }, defaults: { active: true, district: 'Сүхбаатар', khoroo: 1, lat: 47.9186, lng: 106.9177 },
  audits: true, routes: [{ list: 'merchant_settings.store_locations', detail: 'merchant_settings.store_location' }],
  sample: { district: 'Чингэлтэй', khoroo: 4 },
  keywords: ['store locations', 'my stores', 'branches', 'дэлгүүрийн байршил', 'салбар дэлгүүр'],
});
