import { and, asc, count, desc, eq, inArray, isNull, or, sql } from 'drizzle-orm';
import type { variantCommands } from '../../../shared/commands/products/variants.js';
import type { AuthedContext, HandlersOf } from '../../commands/handler.js';
import { likeEscape } from '../../commands/ransack.js';
import { schema } from '../../db/index.js';
import { badRequest, unprocessable } from '../../errors.js';
import { diff, writeProductAudits } from './audit.js';
import { ruleError } from './messages.js';
import { findProduct, findVariant, liveProduct, productsInScope } from './scope.js';
import { loadVariants } from './serialize.js';
import { changeStock, createStockItems } from './stock.js';
import { assertSkuFree } from './write.js';

const { variants, products, variantOptionValues, optionValues, productOptionTypes, stockItems, stockLocations, stockMovements } = schema;

type V = typeof variantCommands;

async function one(ctx: AuthedContext, id: number) {
  const [v] = await loadVariants(ctx.db, { variantIds: [id] });
  return v!;
}

/** Option values must exist and belong to the product's option types, one per type. */
async function checkOptionValues(ctx: AuthedContext, productId: number, ids: number[]) {
  if (!ids.length) return;
  const rows = await ctx.db.select({ id: optionValues.id, typeId: optionValues.optionTypeId }).from(optionValues).where(inArray(optionValues.id, ids));
  if (rows.length !== new Set(ids).size) throw unprocessable('No such option value', { option_value_ids: 'no such option value' });
  const types = (await ctx.db.select({ id: productOptionTypes.optionTypeId }).from(productOptionTypes).where(eq(productOptionTypes.productId, productId))).map((t) => t.id);
  if (rows.some((r) => !types.includes(r.typeId))) throw unprocessable('Option value of another option type', { option_value_ids: 'not an option type of this product' });
  if (new Set(rows.map((r) => r.typeId)).size !== rows.length) throw badRequest({ option_value_ids: 'one value per option type' });
}

async function setOptionValues(ctx: AuthedContext, variantId: number, ids: number[]) {
  await ctx.db.delete(variantOptionValues).where(eq(variantOptionValues.variantId, variantId));
  if (ids.length) await ctx.db.insert(variantOptionValues).values([...new Set(ids)].map((optionValueId) => ({ variantId, optionValueId })));
}

const columnsOf = (i: { sku?: string | undefined; barcode?: string | null | undefined; price?: number | undefined; cost_price?: number | null | undefined;
  sale_price?: number | null | undefined; weight?: number | null | undefined; position?: number | undefined; track_inventory?: boolean | undefined }) =>
  Object.fromEntries(Object.entries({
    sku: i.sku, barcode: i.barcode, price: i.price, costPrice: i.cost_price, salePrice: i.sale_price, weight: i.weight,
    position: i.position, trackInventory: i.track_inventory,
  }).filter(([, v]) => v !== undefined)) as Partial<typeof variants.$inferInsert>;

export const variantHandlers: HandlersOf<{ [K in keyof V as `variant_${K & string}`]: V[K] }> = {
  async variant_list({ id }, ctx) {
    await findProduct(ctx, id);
    return { items: await loadVariants(ctx.db, { productIds: [id] }) };
  },

  async variant_search({ query, page, per_page }, ctx) {
    const text = `%${likeEscape(query.trim())}%`;
    const where = and(isNull(variants.deletedAt), liveProduct, productsInScope(ctx.scope),
      or(sql`${variants.sku} ilike ${text}`, sql`${variants.barcode} like ${text}`));
    const [ids, [total]] = await Promise.all([
      ctx.db.select({ id: variants.id, en: products.nameEn, mn: products.nameMn }).from(variants).innerJoin(products, eq(products.id, variants.productId))
        .where(where).orderBy(desc(variants.id)).limit(per_page).offset((page - 1) * per_page),
      ctx.db.select({ n: count() }).from(variants).innerJoin(products, eq(products.id, variants.productId)).where(where),
    ]);
    const loaded = await loadVariants(ctx.db, { variantIds: ids.map((r) => r.id) });
    const items = ids.map((r) => ({ ...loaded.find((v) => v.id === r.id)!, product_name_en: r.en, product_name_mn: r.mn }));
    return { items, page, per_page, total: total?.n ?? 0 };
  },

  async variant_create(input, ctx) {
    const product = await findProduct(ctx, input.id, true);
    await assertSkuFree(ctx, input.sku, null, null);
    const ids = input.option_value_ids ?? [];
    await checkOptionValues(ctx, product.id, ids);
    const [{ n }] = (await ctx.db.select({ n: count() }).from(variants).where(eq(variants.productId, product.id))) as [{ n: number }];
    const [v] = await ctx.db.insert(variants).values({
      position: n, price: product.price, costPrice: product.costPrice, ...columnsOf(input), sku: input.sku, productId: product.id, isMaster: false,
    }).returning();
    await setOptionValues(ctx, v!.id, ids);
    await createStockItems(ctx.db, [v!.id], product.backOrderable);
    await writeProductAudits(ctx.db, ctx, 'variant.create', [{
      productId: product.id, variantId: v!.id, action: 'variant_create', changes: { sku: [null, v!.sku], price: [null, v!.price] },
    }]);
    ctx.auditTarget = `variant:${v!.id}`;
    return { variant: await one(ctx, v!.id) };
  },

  async variant_update(input, ctx) {
    const { variant, product } = await findVariant(ctx, input.id);
    const change = columnsOf(input);
    if (variant.isMaster && (change.sku !== undefined || change.price !== undefined)) {
      // the master mirrors its product: its sku and price change through product.update
      throw ruleError(ctx, 'master_variant', { [change.sku !== undefined ? 'sku' : 'price']: 'change it on the product' });
    }
    if (change.sku !== undefined) await assertSkuFree(ctx, change.sku, null, variant.id);
    if (input.option_value_ids) await checkOptionValues(ctx, product.id, input.option_value_ids);
    const changes = diff(variant, change);
    if (Object.keys(change).length) await ctx.db.update(variants).set({ ...change, updatedAt: new Date() }).where(eq(variants.id, variant.id));
    if (input.option_value_ids) await setOptionValues(ctx, variant.id, input.option_value_ids);
    if (Object.keys(changes).length) {
      await writeProductAudits(ctx.db, ctx, 'variant.update', [{ productId: product.id, variantId: variant.id, action: 'variant_update', changes }]);
    }
    ctx.auditTarget = `variant:${variant.id}`;
    return { variant: await one(ctx, variant.id) };
  },

  async variant_remove({ id }, ctx) {
    const { variant, product } = await findVariant(ctx, id);
    if (variant.isMaster) throw ruleError(ctx, 'master_variant', { id: 'the master variant goes with its product' });
    await ctx.db.update(variants).set({ deletedAt: new Date() }).where(eq(variants.id, id));
    await writeProductAudits(ctx.db, ctx, 'variant.delete', [{ productId: product.id, variantId: id, action: 'variant_delete', changes: { sku: [variant.sku, null] } }]);
    ctx.auditTarget = `variant:${id}`;
    return { deleted: true as const };
  },

  async variant_updatePositions({ id, variant_ids }, ctx) {
    await findProduct(ctx, id, true);
    const own = await ctx.db.select({ id: variants.id }).from(variants).where(and(eq(variants.productId, id), isNull(variants.deletedAt), eq(variants.isMaster, false)));
    const ownIds = new Set(own.map((v) => v.id));
    if (variant_ids.some((v) => !ownIds.has(v)) || new Set(variant_ids).size !== variant_ids.length) {
      throw badRequest({ variant_ids: 'must list this product\'s variants, each once' });
    }
    await ctx.db.execute(sql`update variants set position = m.pos from (values ${sql.join(variant_ids.map((v, i) => sql`(${v}::bigint, ${i + 1}::int)`), sql`, `)}) as m(id, pos) where variants.id = m.id`);
    ctx.auditTarget = `product:${id}`;
    return { items: await loadVariants(ctx.db, { productIds: [id] }) };
  },

  async variant_updateStock(input, ctx) {
    const { variant, product } = await findVariant(ctx, input.id);
    const result = await changeStock(ctx, 'variant.update_stock', {
      productId: product.id, variantId: variant.id, stockLocationId: input.stock_location_id, quantity: input.quantity,
      countOnHand: input.count_on_hand, reason: input.reason, note: input.note, backorderable: input.backorderable,
      productBackorderable: product.backOrderable,
    });
    ctx.auditTarget = `variant:${variant.id}`;
    return { ...result, stock_item: { ...result.stock_item, sku: variant.sku } };
  },

  async variant_stockItems({ id }, ctx) {
    const { variant } = await findVariant(ctx, id);
    const rows = await ctx.db.select({ i: stockItems, name: stockLocations.name }).from(stockItems)
      .innerJoin(stockLocations, eq(stockLocations.id, stockItems.stockLocationId))
      .where(eq(stockItems.variantId, id)).orderBy(asc(stockLocations.id));
    return {
      items: rows.map(({ i, name }) => ({
        id: i.id, variant_id: i.variantId, sku: variant.sku, stock_location_id: i.stockLocationId, stock_location_name: name,
        count_on_hand: i.countOnHand, backorderable: i.backorderable,
      })),
    };
  },

  async variant_stockMovements({ id, page, per_page }, ctx) {
    await findVariant(ctx, id);
    const where = eq(stockItems.variantId, id);
    const [rows, [total]] = await Promise.all([
      ctx.db.select({ m: stockMovements, i: stockItems }).from(stockMovements).innerJoin(stockItems, eq(stockItems.id, stockMovements.stockItemId))
        .where(where).orderBy(desc(stockMovements.id)).limit(per_page).offset((page - 1) * per_page),
      ctx.db.select({ n: count() }).from(stockMovements).innerJoin(stockItems, eq(stockItems.id, stockMovements.stockItemId)).where(where),
    ]);
    return {
      items: rows.map(({ m, i }) => ({
        id: m.id, stock_item_id: m.stockItemId, variant_id: i.variantId, stock_location_id: i.stockLocationId, quantity: m.quantity,
        count_after: m.countAfter, reason: m.reason, note: m.note, originator: m.originator, author_id: m.authorId,
        created_at: m.createdAt.toISOString(),
      })),
      page, per_page, total: total?.n ?? 0,
    };
  },
};
