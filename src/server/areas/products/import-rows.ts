import { and, eq, isNull } from 'drizzle-orm';
import { ZodError } from 'zod';
import { create as createProduct, update as updateProduct } from '../../../shared/commands/products/products.js';
import { create as createVariant, update as updateVariant } from '../../../shared/commands/products/variants.js';
import { VARIANT_IMPORT_FIELDS, type ImportResult, type ImportRow } from '../../../shared/schema/import.js';
import type { AuthedContext } from '../../commands/handler.js';
import { schema } from '../../db/index.js';
import { AppError } from '../../errors.js';
import { productHandlers } from './products.js';
import { liveProduct, productsInScope } from './scope.js';
import { variantHandlers } from './variants.js';

const { products, variants } = schema;

class RowFailed extends Error {
  constructor(readonly field: string, message: string) { super(message); }
}

/** What went wrong with a row, as `{ field, message }`, whatever threw it. */
function rowError(e: unknown): { field: string; message: string } {
  if (e instanceof RowFailed) return { field: e.field, message: e.message };
  if (e instanceof ZodError) {
    const issue = e.issues[0];
    return { field: issue?.path.join('.') || 'row', message: issue?.message ?? 'invalid' };
  }
  if (e instanceof AppError) {
    const [field, reason] = Object.entries(e.fields ?? {})[0] ?? ['row', e.message];
    return { field, message: e.fields ? `${e.message} (${reason})` : e.message };
  }
  throw e;
}

async function productInScope(ctx: AuthedContext, sku: string) {
  const [row] = await ctx.db.select({ id: products.id }).from(products)
    .where(and(eq(products.sku, sku), liveProduct, productsInScope(ctx.scope))).limit(1);
  return row ?? null;
}

async function applyVariant(ctx: AuthedContext, row: ImportRow): Promise<Omit<ImportResult, 'row' | 'sku' | 'ok' | 'error'>> {
  const { sku, product_sku, ...rest } = row;
  const extra = Object.entries(rest).find(([k, v]) => v !== undefined && !VARIANT_IMPORT_FIELDS.includes(k as never));
  if (extra) throw new RowFailed(extra[0], 'belongs to the product, not to a variant');
  const product = await productInScope(ctx, product_sku!);
  if (!product) throw new RowFailed('product_sku', 'no such product');
  const [existing] = await ctx.db.select({ id: variants.id, productId: variants.productId, isMaster: variants.isMaster }).from(variants)
    .innerJoin(products, eq(products.id, variants.productId))
    .where(and(eq(variants.sku, sku), isNull(variants.deletedAt), liveProduct, productsInScope(ctx.scope))).limit(1);
  if (existing && (existing.productId !== product.id || existing.isMaster)) throw new RowFailed('sku', 'belongs to another product');
  const fields = { barcode: rest.barcode, price: rest.price, cost_price: rest.cost_price, sale_price: rest.sale_price, weight: rest.weight };
  if (existing) {
    await variantHandlers.variant_update(updateVariant.input.parse({ id: existing.id, ...fields }), ctx);
    return { action: 'update', kind: 'variant', product_id: product.id };
  }
  await variantHandlers.variant_create(createVariant.input.parse({ id: product.id, sku, ...fields }), ctx);
  return { action: 'create', kind: 'variant', product_id: product.id };
}

async function applyProduct(ctx: AuthedContext, row: ImportRow): Promise<Omit<ImportResult, 'row' | 'sku' | 'ok' | 'error'>> {
  const { sku, product_sku: _none, ...fields } = row;
  const existing = await productInScope(ctx, sku);
  if (!existing) {
    // another vendor's product: a merchant cannot update it, and must not learn more than "taken"
    const [elsewhere] = await ctx.db.select({ id: products.id }).from(products).where(and(eq(products.sku, sku), liveProduct)).limit(1);
    if (elsewhere) throw new RowFailed('sku', 'already taken');
  }
  if (existing) {
    await productHandlers.update(updateProduct.input.parse({ id: existing.id, ...fields }), ctx);
    return { action: 'update', kind: 'product', product_id: existing.id };
  }
  const { product } = (await productHandlers.create(createProduct.input.parse({ sku, ...fields }), ctx)) as { product: { id: number } };
  return { action: 'create', kind: 'product', product_id: product.id };
}

/**
 * Applies one row in a savepoint of its own: a refused row leaves nothing behind and the rows
 * around it go on. `row` is the row's number in the file (from 1).
 */
export async function applyImportRow(ctx: AuthedContext, row: ImportRow, rowNumber: number): Promise<ImportResult> {
  const kind = row.product_sku ? 'variant' : 'product';
  try {
    const done = await ctx.db.transaction((tx) => (kind === 'variant' ? applyVariant : applyProduct)({ ...ctx, db: tx }, row));
    return { row: rowNumber, sku: row.sku, ok: true, error: null, ...done };
  } catch (e) {
    return { row: rowNumber, sku: row.sku, ok: false, action: null, kind, product_id: null, error: rowError(e) };
  }
}
