import { inArray } from 'drizzle-orm';
import { shippingCategories, shippingMethods, shippingRates } from '../../../shared/commands/settings/shipping.js';
import type { AnyResource } from '../../../shared/resources/define.js';
import type { AuthedContext, BoundHandler } from '../../commands/handler.js';
import { schema } from '../../db/index.js';
import { requestLocale } from '../../http-errors.js';
import { camel, plainItem, type Row } from '../../resources/columns.js';
import { serveResource } from '../../resources/serve.js';

const { shippingRates: rates } = schema;

/** Names of the rows a rate points at, in both languages ("Courier · Кур'ер"), read in one query per table. */
async function namesOf(ctx: AuthedContext, table: typeof schema.shippingMethods | typeof schema.zones | typeof schema.shippingCategories, ids: number[]) {
  const unique = [...new Set(ids)];
  if (!unique.length) return new Map<number, string>();
  const rows = await ctx.db.select({ id: table.id, en: table.nameEn, mn: table.nameMn }).from(table).where(inArray(table.id, unique));
  const mn = requestLocale(ctx.request) === 'mn';
  return new Map(rows.map((r) => [r.id, mn ? r.mn : r.en]));
}

/** A rate with what it prices named: the method, the zone and the category, in the reader's language. */
async function rateItems(ctx: AuthedContext, rows: Row[]): Promise<unknown[]> {
  const [methods, zoneNames, categories] = await Promise.all([
    namesOf(ctx, schema.shippingMethods, rows.map((r) => r.shippingMethodId as number)),
    namesOf(ctx, schema.zones, rows.map((r) => r.zoneId as number)),
    namesOf(ctx, schema.shippingCategories, rows.map((r) => r.shippingCategoryId as number)),
  ]);
  return rows.map((r) => ({
    ...plainItem(shippingRates.def as AnyResource['def'], r, camel),
    method: methods.get(r.shippingMethodId as number) ?? '', zone: zoneNames.get(r.zoneId as number) ?? '', category: categories.get(r.shippingCategoryId as number) ?? '',
  }));
}

/** Shipping on the kit; zones live in resources.ts, refused deletion while a rate names them. */
export const shippingHandlers: BoundHandler[] = [
  ...serveResource(shippingMethods, { table: schema.shippingMethods }),
  ...serveResource(shippingCategories, { table: schema.shippingCategories, references: [{ column: rates.shippingCategoryId }] }),
  ...serveResource(shippingRates, { table: rates, items: rateItems }),
];

/** What still uses a zone: the shipping rates priced in it (its zones under it are held by their foreign key). */
export const zoneReferences = [{ column: rates.zoneId }];
