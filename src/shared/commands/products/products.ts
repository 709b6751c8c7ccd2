import { z } from 'zod';
import { zId, zText } from '../../schema/common.js';
import { listInput, listOutput } from '../../schema/list.js';
import {
  PRODUCTS_PER_PAGE, STOCK_STATES, productAuditSchema, productDetailSchema, productFieldsShape, productSchema, zSku,
} from '../../schema/product.js';
import { defineCommand } from '../define.js';
import { APPROVE, EDIT, READ } from './roles.js';

/** The search's whitelisted filters (ransack `q[…]`), shared with mass_update's rule. */
export const productFilters = {
  id: 'number', sku: 'text', barcode: 'text', name_en: 'text', name_mn: 'text', brand_id: 'number', vendor_id: 'number',
  taxon_id: 'number', category: 'text', product_type: 'text', published: 'bool', approved: 'bool', price: 'number',
  created_at: 'date', updated_at: 'date',
} as const;

export const productSearchInput = listInput({
  filters: productFilters,
  sorts: ['id', 'sku', 'name_en', 'name_mn', 'price', 'created_at', 'updated_at'],
  perPage: PRODUCTS_PER_PAGE,
}).extend({
  /** Words over names (en and mn), sku, barcode and keywords; a word with a typo is corrected when nothing matches. */
  query: zText(200).optional(),
  stock: z.enum(STOCK_STATES).optional(),
});

export const search = defineCommand({
  id: 'product.search', area: 'products', kind: 'query', roles: READ,
  http: { method: 'POST', path: 'products/search' },
  input: productSearchInput,
  output: listOutput(productSchema).extend({
    /** More than `total` match: the count stops there and the words or filters should narrow it. */
    total_capped: z.boolean(),
    /** Rows remain after this page: paging goes on past a capped total. */
    has_more: z.boolean(),
    /** The typed words found nothing; these, each the nearest word the catalogue uses, did. */
    corrected_query: z.string().nullable(),
  }),
  ui: { title: 'commands.products.product.search', keywords: ['products', 'find', 'sku', 'barcode', 'бараа', 'хайх'] },
  cli: { verb: ['products', 'search'], positionals: ['query'] },
  money: ['q.price_eq', 'q.price_gteq', 'q.price_lteq'],
});

export const get = defineCommand({
  id: 'product.get', area: 'products', kind: 'query', roles: READ,
  http: { method: 'GET', path: 'products/:id' },
  input: z.object({ id: zId }),
  output: z.object({ product: productDetailSchema }),
  ui: { title: 'commands.products.product.get', hidden: true },
  cli: { verb: ['products', 'get'], positionals: ['id'] },
});

export const findBy = defineCommand({
  id: 'product.find_by', area: 'products', kind: 'query', roles: READ,
  http: { method: 'GET', path: 'products/find_by' },
  input: z.object({ sku: zText(64).min(1).optional(), brand: zText(100).min(1).optional() })
    .refine((v) => !!v.sku !== !!v.brand, { message: 'give sku or brand', path: ['sku'] }),
  output: z.object({ items: z.array(productSchema) }),
  ui: { title: 'commands.products.product.find_by', keywords: ['sku', 'brand'] },
  cli: { verb: ['products', 'find-by'] },
});

const optionalFields = Object.fromEntries(Object.entries(productFieldsShape).map(([k, v]) => [k, v.optional()])) as {
  [K in keyof typeof productFieldsShape]: z.ZodOptional<(typeof productFieldsShape)[K]>;
};

/** The price fields of a product's form, given in ₮ by a person (the command's `money`). */
const PRODUCT_MONEY = ['price', 'cost_price', 'selling_price', 'base_price', 'sale_price'];

export const create = defineCommand({
  id: 'product.create', area: 'products', kind: 'mutation', roles: EDIT,
  http: { method: 'POST', path: 'products' },
  // the url name defaults from the sku; the vendor from the caller's only vendor
  input: z.object({ ...optionalFields, sku: zSku }),
  output: z.object({ product: productDetailSchema }),
  ui: { title: 'commands.products.product.create', keywords: ['new product', 'add', 'шинэ бараа'] },
  cli: { verb: ['products', 'create'] },
  money: PRODUCT_MONEY,
});

export const update = defineCommand({
  id: 'product.update', area: 'products', kind: 'mutation', roles: EDIT,
  http: { method: 'PUT', path: 'products/:id' },
  input: z.object({ ...optionalFields, id: zId }),
  output: z.object({ product: productDetailSchema }),
  ui: { title: 'commands.products.product.update', keywords: ['edit product', 'засах'] },
  cli: { verb: ['products', 'update'], positionals: ['id'] },
  money: PRODUCT_MONEY,
});

export const remove = defineCommand({
  id: 'product.delete', area: 'products', kind: 'mutation', roles: EDIT, danger: true,
  http: { method: 'DELETE', path: 'products/:id' },
  input: z.object({ id: zId }),
  output: z.object({ deleted: z.literal(true) }),
  ui: { title: 'commands.products.product.delete', keywords: ['remove product', 'устгах'] },
  cli: { verb: ['products', 'delete'], positionals: ['id'] },
});

export const clone = defineCommand({
  id: 'product.clone', area: 'products', kind: 'mutation', roles: EDIT,
  http: { method: 'POST', path: 'products/:id/clone' },
  input: z.object({ id: zId, sku: zSku.optional() }),
  output: z.object({ product: productDetailSchema }),
  ui: { title: 'commands.products.product.clone', keywords: ['copy', 'duplicate', 'хуулах'] },
  cli: { verb: ['products', 'clone'], positionals: ['id'] },
});

export const approve = defineCommand({
  id: 'product.approve', area: 'products', kind: 'mutation', roles: APPROVE,
  http: { method: 'PUT', path: 'products/:id/approve' },
  input: z.object({ id: zId, approved: z.boolean().default(true) }),
  output: z.object({ product: productSchema }),
  ui: { title: 'commands.products.product.approve', keywords: ['approve', 'батлах'] },
  cli: { verb: ['products', 'approve'], positionals: ['id'] },
});

export const audits = defineCommand({
  id: 'product.audits', area: 'products', kind: 'query', roles: READ,
  http: { method: 'GET', path: 'products/:id/audits' },
  input: z.object({
    id: zId,
    page: z.coerce.number().int().min(1).max(1_000_000).default(1),
    per_page: z.coerce.number().int().min(1).max(1000).default(50),
  }),
  output: listOutput(productAuditSchema),
  ui: { title: 'commands.products.product.audits', keywords: ['history', 'changes', 'түүх'] },
  cli: { verb: ['products', 'audits'], positionals: ['id'] },
});

/** §5: a product attribute already filled is refused; change it with property_update. */
export const propertySet = defineCommand({
  id: 'product.property_set', area: 'products', kind: 'mutation', roles: EDIT,
  http: { method: 'POST', path: 'products/:id/properties' },
  input: z.object({ id: zId, property_id: zId, value: zText(1000).min(1) }),
  output: z.object({ product: productDetailSchema }),
  ui: { title: 'commands.products.product.property_set', keywords: ['attribute', 'property'] },
  cli: { verb: ['products', 'property-set'], positionals: ['id'] },
});

export const propertyUpdate = defineCommand({
  id: 'product.property_update', area: 'products', kind: 'mutation', roles: EDIT,
  http: { method: 'PUT', path: 'products/:id/properties/:property_id' },
  input: z.object({ id: zId, property_id: zId, value: zText(1000) }),
  output: z.object({ product: productDetailSchema }),
  ui: { title: 'commands.products.product.property_update', keywords: ['attribute', 'property'] },
  cli: { verb: ['products', 'property-update'], positionals: ['id', 'property_id'] },
});

export const productCore = { search, get, findBy, create, update, remove, clone, approve, audits, propertySet, propertyUpdate };
