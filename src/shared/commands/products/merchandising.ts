import { z } from 'zod';
import type { Role } from '../../roles/roles.js';
import { zId, zText } from '../../schema/common.js';
import { listOutput } from '../../schema/list.js';
import { badgeFields, badgeSchema, RELATION_KINDS, relationSchema, REVIEW_STATES, reviewSchema } from '../../schema/merchandising.js';
import { defineCommand } from '../define.js';
import { defineResource } from '../../resources/define.js';
import { EDIT, READ, STAFF_EDIT } from './roles.js';

/** Reviews and badges are the catalogue staff's (§2 /products/reviews, /products/badges). */
const STAFF_VIEW: readonly Role[] = ['admin', 'product_admin', 'product', 'product_view'];

/** A plain resource on the kit, listed with the others in ./resources.ts. */
export const badges = defineResource({
  area: 'products', name: 'badge', path: 'badges', cli: ['badges'], fields: badgeFields, required: ['name', 'name_en', 'name_mn'], unique: ['name'],
  item: badgeSchema, read: READ, write: STAFF_EDIT, keywords: ['badge', 'label', 'тэмдэг'],
  i18n: { fields: 'products_admin.fields', labels: { name: 'products_admin.fields.code_name' } }, title: { en: 'name_en', mn: 'name_mn' },
  list: { columns: [{ field: 'color', kind: 'color' }, 'name', 'name_en', 'name_mn', 'position'], search: ['name', 'name_en', 'name_mn'], sorts: ['name', 'position'], order: ['position'] },
  defaults: { color: '#d32f2f', position: 0 },
  routes: [{ list: 'products.badges' }],
});

export const setBadges = defineCommand({
  id: 'product.badges_set', area: 'products', kind: 'mutation', roles: STAFF_EDIT,
  http: { method: 'PUT', path: 'products/:id/badges' },
  input: z.object({ id: zId, badge_ids: z.array(zId).max(20) }),
  output: z.object({ badge_ids: z.array(z.number().int()) }),
  ui: { title: 'commands.products.product.badges_set', keywords: ['badge', 'label'] },
  cli: { verb: ['products', 'badges-set'], positionals: ['id'] },
});

export const relations = defineCommand({
  id: 'relation.list', area: 'products', kind: 'query', roles: READ,
  http: { method: 'GET', path: 'products/:id/relations' },
  input: z.object({ id: zId }),
  output: z.object({ items: z.array(relationSchema) }),
  ui: { title: 'commands.products.relation.list', keywords: ['related products', 'accessories'] },
  cli: { verb: ['relations', 'list'], positionals: ['id'] },
});

export const relationCreate = defineCommand({
  id: 'relation.create', area: 'products', kind: 'mutation', roles: EDIT,
  http: { method: 'POST', path: 'products/:id/relations' },
  input: z.object({ id: zId, related_id: zId, kind: z.enum(RELATION_KINDS).default('related') }),
  output: z.object({ items: z.array(relationSchema) }),
  ui: { title: 'commands.products.relation.create', keywords: ['relate', 'accessory'] },
  cli: { verb: ['relations', 'create'], positionals: ['id'] },
});

export const relationDelete = defineCommand({
  id: 'relation.delete', area: 'products', kind: 'mutation', roles: EDIT, danger: true,
  http: { method: 'DELETE', path: 'products/:id/relations/:related_id' },
  input: z.object({ id: zId, related_id: zId, kind: z.enum(RELATION_KINDS).default('related') }),
  output: z.object({ items: z.array(relationSchema) }),
  ui: { title: 'commands.products.relation.delete' },
  cli: { verb: ['relations', 'delete'], positionals: ['id', 'related_id'] },
});

export const reviewList = defineCommand({
  id: 'review.list', area: 'products', kind: 'query', roles: STAFF_VIEW,
  http: { method: 'GET', path: 'reviews' },
  input: z.object({
    state: z.enum(REVIEW_STATES).optional(),
    product_id: zId.optional(),
    rating: z.coerce.number().int().min(1).max(5).optional(),
    page: z.coerce.number().int().min(1).max(1_000_000).default(1),
    per_page: z.coerce.number().int().min(1).max(1000).default(40),
  }),
  output: listOutput(reviewSchema),
  ui: { title: 'commands.products.review.list', keywords: ['reviews', 'moderation', 'сэтгэгдэл'] },
  cli: { verb: ['reviews', 'list'] },
});

export const reviewApprove = defineCommand({
  id: 'review.approve', area: 'products', kind: 'mutation', roles: STAFF_EDIT,
  http: { method: 'PUT', path: 'reviews/:id/approve' },
  input: z.object({ id: zId }),
  output: z.object({ review: reviewSchema }),
  ui: { title: 'commands.products.review.approve', keywords: ['approve review'] },
  cli: { verb: ['reviews', 'approve'], positionals: ['id'] },
});

export const reviewReject = defineCommand({
  id: 'review.reject', area: 'products', kind: 'mutation', roles: STAFF_EDIT,
  http: { method: 'PUT', path: 'reviews/:id/reject' },
  input: z.object({ id: zId, reason: zText(500).optional() }),
  output: z.object({ review: reviewSchema }),
  ui: { title: 'commands.products.review.reject', keywords: ['reject review'] },
  cli: { verb: ['reviews', 'reject'], positionals: ['id'] },
});

export const reviewDelete = defineCommand({
  id: 'review.delete', area: 'products', kind: 'mutation', roles: STAFF_EDIT, danger: true,
  http: { method: 'DELETE', path: 'reviews/:id' },
  input: z.object({ id: zId }),
  output: z.object({ deleted: z.literal(true) }),
  ui: { title: 'commands.products.review.delete' },
  cli: { verb: ['reviews', 'delete'], positionals: ['id'] },
});

export const merchandisingCommands = {
  setBadges, relations, relationCreate, relationDelete, reviewList, reviewApprove, reviewReject, reviewDelete,
};
