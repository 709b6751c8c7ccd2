import { z } from 'zod';
import { defineResource } from '../../resources/define.js';
import { zCode } from '../../resources/fields.js';
import { zText } from '../../schema/common.js';

/** What a zone is: the shipping rates and addresses pick a country, one of Ulaanbaatar's districts, or a khoroo in one. */
export const ZONE_KINDS = ['country', 'ub_district', 'khoroo'] as const;

/**
 * Delivery zones (§2 /settings/zones and /{id}): countries, UB districts and their khoroos, each
 * under its parent zone (a district under Mongolia, a khoroo under its district); a code is unique
 * among its parent's zones.
 */
export const zones = defineResource({
  area: 'settings', name: 'zone', path: 'zones', cli: ['zones'],
  fields: {
    code: zCode, name_en: zText(100).min(1), name_mn: zText(100).min(1), kind: z.enum(ZONE_KINDS),
    parent_id: z.coerce.number().int().positive().nullable().optional(),
  },
  required: ['code', 'name_en', 'name_mn', 'kind'], unique: ['code'],
  item: z.object({
    id: z.number().int(), code: z.string(), name_en: z.string(), name_mn: z.string(), kind: z.enum(ZONE_KINDS), parent_id: z.number().int().nullable(),
  }),
  read: ['admin'], write: ['admin'],
  list: {
    columns: [{ field: 'name_en', mn: 'name_mn', label: 'settings_ui.fields.name' }, 'code', 'kind'],
    search: ['code', 'name_en', 'name_mn'], filters: { kind: 'text' }, sorts: ['code', 'name_en', 'kind'],
  },
  title: { en: 'name_en', mn: 'name_mn' }, i18n: { fields: 'settings_ui.fields' },
  parent: { resource: 'zone', field: 'parent_id' }, audits: true,
  routes: [{ list: 'settings.zones', detail: 'settings.zone' }],
  keywords: ['zone', 'district', 'khoroo', 'бүс', 'дүүрэг', 'хороо'],
});
