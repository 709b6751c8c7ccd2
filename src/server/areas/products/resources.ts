import { and, asc, count, eq, inArray, isNull, ne, sql } from 'drizzle-orm';
import { badges as badgeResource } from '../../../shared/commands/products/merchandising.js';
import { brands, optionTypes, optionValues, properties, prototypes, stockLocations } from '../../../shared/commands/products/resources.js';
import type { AuthedContext, BoundHandler } from '../../commands/handler.js';
import { schema } from '../../db/index.js';
import { unprocessable } from '../../errors.js';
import { serveResource, type Row } from '../../resources/serve.js';
import { ruleError } from './messages.js';
import { slugify } from './write.js';

const { prototypeOptionTypes, prototypeProperties, stockItems, products, variants, productOptionTypes, productProperties, variantOptionValues } = schema;

/** Every id of a list names a row of the table, or the write is refused naming the field. */
async function assertExist(ctx: AuthedContext, table: typeof schema.optionTypes | typeof schema.properties, ids: unknown, field: string) {
  const list = (ids as number[] | undefined) ?? [];
  if (!list.length) return;
  const found = await ctx.db.select({ id: table.id }).from(table).where(inArray(table.id, list));
  if (found.length !== new Set(list).size) throw unprocessable('No such record', { [field]: 'no such record' });
}

/** A prototype's links are rows of their own: replaced whole when the write names them. */
async function replaceLinks(ctx: AuthedContext, table: typeof prototypeOptionTypes | typeof prototypeProperties, prototypeId: number, ids: unknown, row: (id: number) => object) {
  if (!ids) return;
  await ctx.db.delete(table).where(eq(table.prototypeId, prototypeId));
  const unique = [...new Set(ids as number[])];
  if (unique.length) await ctx.db.insert(table).values(unique.map(row) as never);
}

const liveProducts = isNull(products.deletedAt);
// what a deleted product or variant kept does not hold a reference data row
const ofLiveProduct = (column: typeof productOptionTypes.productId | typeof productProperties.productId) => sql`${column} in (select id from ${products} where deleted_at is null)`;

/** The catalogue's plain resources on the kit: the table, and what their declarations cannot say. */
export const productResourceHandlers: BoundHandler[] = [
  ...serveResource(brands, {
    table: schema.brands,
    // the url name follows the name unless one is given
    prepare: (values, input, row) => ({ ...values, ...(values.slug === undefined && !row && { slug: slugify(String(input.name)) }) }),
    items: async (ctx, rows) => {
      const counts = rows.length ? await ctx.db.select({ id: products.brandId, n: count() }).from(products)
        .where(and(inArray(products.brandId, rows.map((r) => r.id)), liveProducts)).groupBy(products.brandId) : [];
      return rows.map((b) => ({
        id: b.id, name: b.name, slug: b.slug, description: b.description, logo: b.logo, position: b.position,
        products_count: counts.find((c) => c.id === b.id)?.n ?? 0,
      }));
    },
    references: [{ column: products.brandId, where: liveProducts }],
  }),
  ...serveResource(optionTypes, {
    table: schema.optionTypes,
    items: async (ctx, rows) => {
      const values = rows.length ? await ctx.db.select().from(schema.optionValues).where(inArray(schema.optionValues.optionTypeId, rows.map((r) => r.id)))
        .orderBy(asc(schema.optionValues.position), asc(schema.optionValues.id)) : [];
      return rows.map((o) => ({
        id: o.id, name: o.name, presentation_en: o.presentationEn, presentation_mn: o.presentationMn, position: o.position,
        option_values: values.filter((v) => v.optionTypeId === o.id).map((v) => ({
          id: v.id, option_type_id: v.optionTypeId, name: v.name, presentation_en: v.presentationEn, presentation_mn: v.presentationMn, position: v.position,
        })),
      }));
    },
    references: [{ column: productOptionTypes.optionTypeId, where: ofLiveProduct(productOptionTypes.productId) }],
  }),
  ...serveResource(optionValues, { table: schema.optionValues, references: [{
    column: variantOptionValues.optionValueId, where: sql`${variantOptionValues.variantId} in (select id from ${variants} where deleted_at is null)`,
  }] }),
  ...serveResource(properties, { table: schema.properties, references: [{ column: productProperties.propertyId, where: ofLiveProduct(productProperties.productId) }] }),
  ...serveResource(prototypes, {
    table: schema.prototypes,
    afterWrite: async (ctx, id, i) => {
      await assertExist(ctx, schema.optionTypes, i.option_type_ids, 'option_type_ids');
      await assertExist(ctx, schema.properties, i.property_ids, 'property_ids');
      await replaceLinks(ctx, prototypeOptionTypes, id, i.option_type_ids, (optionTypeId) => ({ prototypeId: id, optionTypeId }));
      await replaceLinks(ctx, prototypeProperties, id, i.property_ids, (propertyId) => ({ prototypeId: id, propertyId }));
    },
    items: async (ctx, rows) => {
      const ids = rows.map((r) => r.id);
      const [types, props] = ids.length ? await Promise.all([
        ctx.db.select().from(prototypeOptionTypes).where(inArray(prototypeOptionTypes.prototypeId, ids)),
        ctx.db.select().from(prototypeProperties).where(inArray(prototypeProperties.prototypeId, ids)),
      ]) : [[], []];
      const sorted = (ids: number[]) => ids.sort((a, b) => a - b);
      return rows.map((p) => ({
        id: p.id, name: p.name,
        option_type_ids: sorted(types.filter((l) => l.prototypeId === p.id).map((l) => l.optionTypeId)),
        property_ids: sorted(props.filter((l) => l.prototypeId === p.id).map((l) => l.propertyId)),
      }));
    },
  }),
  ...serveResource(stockLocations, {
    table: schema.stockLocations,
    afterWrite: async (ctx, id, i, created) => {
      if (i.is_default === true) await ctx.db.update(schema.stockLocations).set({ isDefault: false }).where(ne(schema.stockLocations.id, id));
      // every live variant gets a (zero) stock item at a new location, so lists show every place
      if (created) {
        await ctx.db.execute(sql`insert into ${stockItems} (variant_id, stock_location_id, count_on_hand, backorderable)
          select v.id, ${id}, 0, ${i.backorderable_default === true} from ${variants} v where v.deleted_at is null on conflict do nothing`);
      }
    },
    beforeDelete: async (ctx, row: Row) => {
      const [held] = await ctx.db.select({ id: stockItems.id }).from(stockItems).where(and(eq(stockItems.stockLocationId, row.id), ne(stockItems.countOnHand, 0))).limit(1);
      if (held) throw ruleError(ctx, 'in_use', { id: 'still holds stock' });
    },
  }),
  ...serveResource(badgeResource, { table: schema.badges }),
];
