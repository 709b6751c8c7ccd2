import { z } from 'zod';
import { defineResource } from '../../resources/define.js';
import { zText } from '../../schema/common.js';

/**
 * The air booking's reference data (§2 /system/air/ports, lines, crafts; §7 airports, airlines,
 * aircrafts): the codes the booking engine and e-tickets print, a name in each language. Shown only
 * on websites with air booking on, like the booking screens.
 */
const SYSTEM = ['admin', 'shop_admin'] as const;
const AIR = ['air_booking'];
const upper = (n: number, what: string) => z.string().trim().toUpperCase().pipe(z.string().regex(new RegExp(`^[A-Z0-9]{${n}}$`), what));
const names = { name_en: zText(100).min(1), name_mn: zText(100).min(1) };
/** An IANA time zone the runtime knows (`Asia/Ulaanbaatar`, `Asia/Hovd` for the west). */
const zTimeZone = z.string().trim().min(3).max(64).refine((tz) => {
  try { new Intl.DateTimeFormat('en', { timeZone: tz }); return true; } catch { return false; }
}, 'an IANA time zone, e.g. Asia/Ulaanbaatar');
const nameColumn = { field: 'name_en', mn: 'name_mn', label: 'system_ui.fields.name' } as const;
const common = {
  area: 'system', read: SYSTEM, write: SYSTEM, features: AIR, title: { en: 'name_en', mn: 'name_mn' },
  i18n: { fields: 'system_ui.fields' }, defaults: { active: true }, audits: true,
} as const;
const itemOf = <S extends z.ZodRawShape>(shape: S) => z.object({ id: z.number().int(), ...shape, name_en: z.string(), name_mn: z.string(), active: z.boolean() });

export const airPorts = defineResource({
  ...common, name: 'air_port', path: 'airports', cli: ['airports'],
  fields: {
    iata: upper(3, 'three letters, e.g. ULN'), icao: upper(4, 'four letters, e.g. ZMCK'), ...names,
    city_en: zText(100).min(1), city_mn: zText(100).min(1), country: upper(2, 'the two-letter country code, e.g. MN'), time_zone: zTimeZone, active: z.boolean(),
  },
  required: ['iata', 'icao', 'name_en', 'name_mn', 'city_en', 'city_mn', 'country'], unique: ['iata', 'icao'],
  item: itemOf({ iata: z.string(), icao: z.string(), city_en: z.string(), city_mn: z.string(), country: z.string(), time_zone: z.string() }),
  list: {
    columns: ['iata', 'icao', nameColumn, { field: 'city_en', mn: 'city_mn', label: 'system_ui.fields.city' }, 'time_zone', 'active'],
    search: ['iata', 'icao', 'name_en', 'name_mn', 'city_en', 'city_mn'], filters: { country: 'text', active: 'bool' },
    sorts: ['iata', 'name_en', 'country'], order: ['iata'],
  },
  routes: [{ list: 'system.air_ports', detail: 'system.air_port' }], sample: { country: 'MN', time_zone: 'Asia/Ulaanbaatar' },
  defaults: { active: true, time_zone: 'Asia/Ulaanbaatar' },
  keywords: ['airport', 'IATA', 'нисэх буудал'],
});

export const airLines = defineResource({
  ...common, name: 'air_line', path: 'airlines', cli: ['airlines'],
  fields: { iata: upper(2, 'two characters, e.g. OM'), icao: upper(3, 'three letters, e.g. MGL'), ...names, country: upper(2, 'the two-letter country code, e.g. MN'), active: z.boolean() },
  required: ['iata', 'icao', 'name_en', 'name_mn', 'country'], unique: ['iata', 'icao'],
  item: itemOf({ iata: z.string(), icao: z.string(), country: z.string() }),
  list: {
    columns: ['iata', 'icao', nameColumn, 'country', 'active'], search: ['iata', 'icao', 'name_en', 'name_mn'],
    filters: { country: 'text', active: 'bool' }, sorts: ['iata', 'name_en'], order: ['name_en'],
  },
  routes: [{ list: 'system.air_lines', detail: 'system.air_line' }], sample: { country: 'MN' },
  keywords: ['airline', 'carrier', 'агаарын тээвэрлэгч'],
});

export const airCrafts = defineResource({
  ...common, name: 'air_craft', path: 'aircrafts', cli: ['aircrafts'],
  fields: { code: upper(3, 'the three-character IATA type code, e.g. 738'), ...names, seats: z.coerce.number().int().min(1).max(1000), active: z.boolean() },
  required: ['code', 'name_en', 'name_mn', 'seats'], unique: ['code'],
  item: itemOf({ code: z.string(), seats: z.number().int() }),
  list: {
    columns: ['code', nameColumn, 'seats', 'active'], search: ['code', 'name_en', 'name_mn'],
    filters: { active: 'bool' }, sorts: ['code', 'seats'], order: ['code'],
  },
  routes: [{ list: 'system.air_crafts', detail: 'system.air_craft' }],
  keywords: ['aircraft', 'plane type', 'онгоц'],
});
