import { z } from 'zod';
import { zBool } from './common.js';
import { productFieldsShape, zSku } from './product.js';

/**
 * One row of a product import (§2 mass import, `bo products import --file`). A row is a product,
 * or a variant when `product_sku` names its product; either is created when its sku is new and
 * updated when it exists. The cells use the very schemas of product.create/update, so a file is
 * refused for the same reasons a form is. Prices in a row are möngö like every price in the API;
 * in a file they are ₮ (`25,000.50`), read into möngö by whoever reads the file, as product.import's
 * `bulk.money` declares (src/shared/money.ts).
 */
export const IMPORT_FIELDS = [
  'sku', 'product_sku', 'name_en', 'name_mn', 'description_en', 'description_mn', 'barcode', 'brand_id', 'vendor_id',
  'product_type', 'category', 'price', 'cost_price', 'sale_price', 'published', 'back_orderable', 'keywords', 'weight',
] as const;
export type ImportField = (typeof IMPORT_FIELDS)[number];

/** What a variant row may carry; the rest belongs to its product. */
export const VARIANT_IMPORT_FIELDS: readonly ImportField[] = ['sku', 'product_sku', 'barcode', 'price', 'cost_price', 'sale_price', 'weight'];

const f = productFieldsShape;
export const importRowSchema = z.object({
  sku: zSku,
  product_sku: zSku.optional(),
  name_en: f.name_en.optional(),
  name_mn: f.name_mn.optional(),
  description_en: f.description_en.optional(),
  description_mn: f.description_mn.optional(),
  barcode: f.barcode.optional(),
  brand_id: f.brand_id.optional(),
  vendor_id: f.vendor_id.optional(),
  product_type: f.product_type.optional(),
  category: f.category.optional(),
  price: f.price.optional(),
  cost_price: f.cost_price.optional(),
  sale_price: f.sale_price.optional(),
  // a file says true/false or 1/0
  published: zBool.optional(),
  back_orderable: zBool.optional(),
  keywords: f.keywords.optional(),
  weight: f.weight.optional(),
});
export type ImportRow = z.infer<typeof importRowSchema>;

/** Rows one import call takes (the CLI sends 500 per call); a job takes a whole file. */
export const IMPORT_CHUNK = 500;
export const IMPORT_JOB_MAX_ROWS = 20_000;

export const importResultSchema = z.object({
  /** Row number (from 1) within the rows of the call. */
  row: z.number().int(),
  sku: z.string(),
  ok: z.boolean(),
  action: z.enum(['create', 'update']).nullable(),
  kind: z.enum(['product', 'variant']),
  product_id: z.number().int().nullable(),
  error: z.object({ field: z.string(), message: z.string() }).nullable(),
});
export type ImportResult = z.infer<typeof importResultSchema>;

/**
 * Header names a file may use for each field, compared without case, spaces, `_` or `-`:
 * the field itself, its English label and its Mongolian label.
 */
export const IMPORT_HEADER_ALIASES: Record<ImportField, readonly string[]> = {
  sku: ['sku', 'код', 'барааны код'],
  product_sku: ['product sku', 'parent sku', 'master', 'үндсэн бараа', 'үндсэн код', 'эх бараа'],
  name_en: ['name', 'name en', 'english name', 'нэр англи', 'англи нэр'],
  name_mn: ['name mn', 'mongolian name', 'нэр', 'монгол нэр', 'нэр монгол'],
  description_en: ['description', 'description en', 'тайлбар англи', 'англи тайлбар'],
  description_mn: ['description mn', 'тайлбар', 'монгол тайлбар'],
  barcode: ['barcode', 'ean', 'upc', 'баркод', 'зураасан код'],
  brand_id: ['brand', 'brand id', 'брэнд'],
  vendor_id: ['vendor', 'vendor id', 'merchant', 'мерчант', 'нийлүүлэгч'],
  product_type: ['type', 'product type', 'төрөл'],
  category: ['category', 'ангилал'],
  price: ['price', 'үнэ'],
  cost_price: ['cost', 'cost price', 'өртөг'],
  sale_price: ['sale price', 'хямдралтай үнэ'],
  published: ['published', 'нийтлэгдсэн'],
  back_orderable: ['back orderable', 'backorderable', 'захиалгаар'],
  keywords: ['keywords', 'tags', 'түлхүүр үг'],
  weight: ['weight', 'жин'],
};

const normalizeHeader = (h: string) => h.trim().toLowerCase().replace(/[\s_\-()]+/g, '');

/** The field a header names, or null: used by the mapping step of the screen and by the server. */
export function matchHeader(header: string): ImportField | null {
  const key = normalizeHeader(header);
  if (!key) return null;
  for (const field of IMPORT_FIELDS) {
    if (normalizeHeader(field) === key || IMPORT_HEADER_ALIASES[field].some((a) => normalizeHeader(a) === key)) return field;
  }
  return null;
}

/**
 * A file's row as import input: cells renamed through the mapping (column → field), empty cells
 * left out (an empty cell means "not given", never "clear").
 */
export function mapRow(cells: Record<string, unknown>, mapping: Record<string, ImportField | null>): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [column, field] of Object.entries(mapping)) {
    if (!field) continue;
    const raw = cells[column];
    if (raw === undefined || raw === null) continue;
    const value = typeof raw === 'string' ? raw.trim() : raw;
    if (value === '') continue;
    out[field] = value;
  }
  return out;
}

/**
 * The template's header and two example rows: a product and one of its variants. It is a file, so
 * its prices are ₮ as people write them (₮25,000 and ₮27,500.50), not the möngö the rows carry.
 */
export const IMPORT_TEMPLATE: { header: readonly ImportField[]; rows: readonly (readonly (string | number | boolean | null)[])[] } = {
  header: IMPORT_FIELDS,
  rows: [
    ['TSHIRT-01', null, 'Cotton T-shirt', 'Хөвөн подволк', null, null, null, null, null, 'normal', 'product', 25_000, 15_000, null, true, false, 'shirt, cotton', 0.2],
    ['TSHIRT-01-XL', 'TSHIRT-01', null, null, null, null, null, null, null, null, null, 27_500.5, null, null, null, null, null, 0.25],
  ],
};
