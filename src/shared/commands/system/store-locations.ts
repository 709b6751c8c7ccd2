import { z } from 'zod';
import { defineResource } from '../../resources/define.js';
import { zPosition } from '../../resources/fields.js';
import { zText } from '../../schema/common.js';

/** The shop's physical stores (§2 /system/store_locations) as the storefront's "our shops" page lists them. */
export const storeLocations = defineResource({
  area: 'system', name: 'store_location', path: 'store_locations', cli: ['store-locations'],
  fields: {
    name_en: zText(100).min(1), name_mn: zText(100).min(1), address: zText(300).min(1), phone: zText(50).min(1), hours: zText(100).min(1),
    lat: z.coerce.number().min(-90).max(90), lng: z.coerce.number().min(-180).max(180), active: z.boolean(), position: zPosition,
  },
  required: ['name_en', 'name_mn', 'address', 'phone', 'hours', 'lat', 'lng'], unique: ['name_en'],
  item: z.object({
    id: z.number().int(), name_en: z.string(), name_mn: z.string(), address: z.string(), phone: z.string(), hours: z.string(),
    lat: z.number(), lng: z.number(), active: z.boolean(), position: z.number().int(),
  }),
  read: ['admin', 'shop_admin'], write: ['admin', 'shop_admin'],
  list: {
    columns: [{ field: 'name_en', mn: 'name_mn', label: 'system_ui.fields.name' }, 'address', 'phone', 'hours', 'active'],
    search: ['name_en', 'name_mn', 'address', 'phone'], filters: { active: 'bool' }, sorts: ['name_en', 'position'], order: ['position'],
  },
  title: { en: 'name_en', mn: 'name_mn' }, i18n: { fields: 'system_ui.fields' }, defaults: { active: true, position: 0 },
  positions: true, audits: true, routes: [{ list: 'system.store_locations', detail: 'system.store_location' }],
  keywords: ['store', 'shop address', 'branch', 'дэлгүүрийн байршил', 'салбар'],
});
