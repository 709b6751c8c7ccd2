import { z } from 'zod';
import { defineResource } from '../../resources/define.js';
import { zCode } from '../../resources/fields.js';
import { zText } from '../../schema/common.js';
import { zPlainText } from './fields.js';
import { MENUS } from './roles.js';

/** What a menu item opens: a dynamic page, a category or a product by id or sku, or an address. */
export const MENU_LINK_KINDS = ['page', 'category', 'product', 'url'] as const;

/** A path on the storefront or an http(s) address: never `javascript:` or `data:`. */
const zMenuTarget = zText(500).min(1).refine((v) => (v.startsWith('/') && !v.startsWith('//')) || /^https?:\/\/[^\s<>"']+$/i.test(v) || /^[\w.-]+$/.test(v),
  'must be a path, an http(s) address, an id or a sku');

const leaf = {
  label_en: zPlainText(100).min(1), label_mn: zPlainText(100).min(1),
  kind: z.enum(MENU_LINK_KINDS), target: zMenuTarget,
};
export const menuLeafSchema = z.object(leaf);
/** Two levels, as a storefront's header menu has: an item, and the items under it. */
export const menuItemSchema = z.object({ ...leaf, children: z.array(menuLeafSchema).max(50).default([]) });
export type MenuItem = z.infer<typeof menuItemSchema>;

/** The storefront's menus (§2 /content/menus and /{id}): nested items, reordered in the editor under the form; `clone`. */
export const menus = defineResource({
  area: 'content', name: 'menu', path: 'menus', cli: ['menus'],
  fields: { code: zCode, name: zPlainText(100).min(1), items: z.array(menuItemSchema).max(100) },
  required: ['code', 'name'], unique: ['code'],
  item: z.object({ id: z.number().int(), code: z.string(), name: z.string(), items: z.array(menuItemSchema) }),
  read: MENUS, write: MENUS,
  list: { columns: ['name', 'code', { field: 'items', kind: 'count' }], search: ['name', 'code'], sorts: ['name', 'code'], order: ['name'] },
  title: 'name', i18n: { fields: 'content_ui.fields' }, form: ['name', 'code'], defaults: { items: [] },
  clone: true, audits: true, routes: [{ list: 'content.menus', detail: 'content.menu' }],
  keywords: ['menu', 'navigation', 'цэс'],
});
