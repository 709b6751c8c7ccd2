import { z } from 'zod';
import { defineResource } from '../../resources/define.js';
import { zText } from '../../schema/common.js';

/** One size of a guide: its label and its measurements in centimetres (those that apply to the category). */
const sizeRow = z.object({
  size: zText(20).min(1),
  chest: z.coerce.number().min(0).max(300).nullable().optional(),
  waist: z.coerce.number().min(0).max(300).nullable().optional(),
  hips: z.coerce.number().min(0).max(300).nullable().optional(),
  length: z.coerce.number().min(0).max(300).nullable().optional(),
});

/** Size charts shown beside a product (§2 /settings/sizing_guides and /{id}): a name, its category, a table of sizes. */
export const sizingGuides = defineResource({
  area: 'settings', name: 'sizing_guide', path: 'sizing_guides', cli: ['sizing-guides'],
  fields: { name: zText(100).min(1), category: zText(100).min(1), rows: z.array(sizeRow).min(1).max(40) },
  required: ['name', 'category', 'rows'], unique: ['name'],
  item: z.object({ id: z.number().int(), name: z.string(), category: z.string(), rows: z.array(sizeRow) }),
  read: ['admin'], write: ['admin'],
  list: { columns: ['name', 'category', { field: 'rows', kind: 'count' }], search: ['name', 'category'], filters: { category: 'text' }, sorts: ['name', 'category'], order: ['name'] },
  title: 'name', i18n: { fields: 'settings_ui.fields' }, clone: true, audits: true,
  // a new chart starts with the usual letters, its measurements to fill in
  defaults: { rows: [{ size: 'S' }, { size: 'M' }, { size: 'L' }] },
  routes: [{ list: 'settings.sizing_guides', detail: 'settings.sizing_guide' }],
  keywords: ['sizing guide', 'size chart', 'хэмжээний заавар', 'размер'],
});
