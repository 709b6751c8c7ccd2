import { z } from 'zod';
import { defineResource } from '../../resources/define.js';
import { zCode, zPosition } from '../../resources/fields.js';
import { zId } from '../../schema/common.js';
import { zPlainText } from './fields.js';
import { zProductRef } from './look-books.js';
import { CONTENT } from './roles.js';

/**
 * Compatibility (§2 /content/compatibility, /features, /presets and /{id}, /builds and /{id}; §7
 * compatibilities/presets/builds): which parts fit together. A feature is a property parts share
 * (a CPU socket, a memory type); an entry gives one product's values of them; a preset is a named
 * set of required values; a build is a list of parts, and the server stores it only when every
 * part has an entry and no two parts disagree on a feature (nor with the build's preset).
 */
const i18n = { fields: 'content_ui.fields' };
const featureValue = z.object({ feature: zCode, value: zPlainText(100).min(1) });
export type FeatureValue = z.infer<typeof featureValue>;

export const compatibilityFeatures = defineResource({
  area: 'content', name: 'compatibility_feature', path: 'compatibility_features', cli: ['compatibility', 'features'],
  fields: { code: zCode, name_en: zPlainText(100).min(1), name_mn: zPlainText(100).min(1), position: zPosition },
  required: ['code', 'name_en', 'name_mn'], unique: ['code'],
  item: z.object({ id: z.number().int(), code: z.string(), name_en: z.string(), name_mn: z.string(), position: z.number().int() }),
  read: CONTENT, write: CONTENT,
  list: { columns: [{ field: 'name_en', mn: 'name_mn', label: 'content_ui.fields.name' }, 'code', 'position'], search: ['code', 'name_en', 'name_mn'], sorts: ['code', 'position'], order: ['position'] },
  title: { en: 'name_en', mn: 'name_mn' }, i18n, defaults: { position: 0 }, positions: true, audits: true,
  routes: [{ list: 'content.compatibility_features' }],
  keywords: ['compatibility feature', 'socket', 'тохирох шинж'],
});

export const compatibilityEntries = defineResource({
  area: 'content', name: 'compatibility', path: 'compatibilities', cli: ['compatibility', 'entries'],
  fields: { product: zProductRef, name: zPlainText(200).min(1), features: z.array(featureValue).min(1).max(50) },
  required: ['product', 'name', 'features'], unique: ['product'],
  item: z.object({ id: z.number().int(), product: z.string(), name: z.string(), features: z.array(featureValue) }),
  read: CONTENT, write: CONTENT,
  list: { columns: ['name', 'product', { field: 'features', kind: 'count' }], search: ['name', 'product'], sorts: ['name', 'product'], order: ['name'] },
  title: 'name', i18n, defaults: { features: [] }, audits: true,
  routes: [{ list: 'content.compatibility' }],
  sample: { features: [{ feature: 'socket', value: 'AM5' }] },
  keywords: ['compatibility', 'fits', 'parts', 'тохирол'],
});

export const compatibilityPresets = defineResource({
  area: 'content', name: 'compatibility_preset', path: 'compatibility_presets', cli: ['compatibility', 'presets'],
  fields: { name_en: zPlainText(200).min(1), name_mn: zPlainText(200).min(1), features: z.array(featureValue).min(1).max(50) },
  required: ['name_en', 'name_mn', 'features'], unique: ['name_en'],
  item: z.object({ id: z.number().int(), name_en: z.string(), name_mn: z.string(), features: z.array(featureValue) }),
  read: CONTENT, write: CONTENT,
  list: { columns: [{ field: 'name_en', mn: 'name_mn', label: 'content_ui.fields.name' }, { field: 'features', kind: 'count' }], search: ['name_en', 'name_mn'], sorts: ['name_en'], order: ['name_en'] },
  title: { en: 'name_en', mn: 'name_mn' }, i18n, defaults: { features: [] }, clone: true, audits: true,
  routes: [{ list: 'content.compatibility_presets', detail: 'content.compatibility_preset' }],
  sample: { features: [{ feature: 'socket', value: 'AM5' }] },
  keywords: ['compatibility preset', 'тохирлын загвар'],
});

export const compatibilityBuilds = defineResource({
  area: 'content', name: 'compatibility_build', path: 'compatibility_builds', cli: ['compatibility', 'builds'],
  fields: { name: zPlainText(200).min(1), preset_id: zId, parts: z.array(zProductRef).min(2).max(30) },
  required: ['name', 'preset_id', 'parts'], unique: ['name'],
  item: z.object({ id: z.number().int(), name: z.string(), preset_id: z.number().int(), parts: z.array(z.string()) }),
  read: CONTENT, write: CONTENT,
  list: { columns: ['name', { field: 'parts', kind: 'count' }], search: ['name'], sorts: ['name'], order: ['name'] },
  title: 'name', i18n, refs: { preset_id: 'compatibility_preset' }, sample: { preset_id: 1, parts: ['CPU-R7-7700', 'MB-B650'] }, defaults: { parts: [] }, clone: true, audits: true,
  routes: [{ list: 'content.compatibility_builds', detail: 'content.compatibility_build' }],
  keywords: ['compatibility build', 'pc build', 'parts that fit', 'угсралт'],
});

export const compatibilityResources = [compatibilityFeatures, compatibilityEntries, compatibilityPresets, compatibilityBuilds] as const;
