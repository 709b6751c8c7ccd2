import { and, eq, inArray, isNull, sql, type SQL } from 'drizzle-orm';
import type { Scope } from '../../auth/scope.js';
import type { AuthedContext } from '../../commands/handler.js';
import { schema } from '../../db/index.js';
import { notFound } from '../../errors.js';

const { products, variants, productAudits, vendorMemberships } = schema;

/**
 * A merchant reaches only his vendors' products, whatever the request names (§6); a product of
 * another vendor is "not found" rather than "forbidden", so ids do not reveal what exists.
 */
export function productsInScope(scope: Scope): SQL | undefined {
  return scope.vendorIds === 'all' ? undefined : inArray(products.vendorId, scope.vendorIds);
}

export const liveProduct = isNull(products.deletedAt);

/** The product if it exists, is not deleted and lies in the caller's scope; 404 otherwise. */
export async function findProduct(ctx: AuthedContext, id: number, forUpdate = false) {
  const query = ctx.db.select().from(products).where(and(eq(products.id, id), liveProduct, productsInScope(ctx.scope))).limit(1);
  const [row] = forUpdate ? await query.for('update') : await query;
  if (!row) throw notFound('No such product');
  return row;
}
export type ProductRow = Awaited<ReturnType<typeof findProduct>>;

/** A live variant whose product the caller may reach, with that product. */
export async function findVariant(ctx: AuthedContext, id: number) {
  const [row] = await ctx.db
    .select({ variant: variants, product: products })
    .from(variants)
    .innerJoin(products, eq(products.id, variants.productId))
    .where(and(eq(variants.id, id), isNull(variants.deletedAt), liveProduct, productsInScope(ctx.scope)))
    .limit(1);
  if (!row) throw notFound('No such variant');
  return row;
}

/**
 * A product's trail as a merchant reads it: the entries of other vendors' offers on it (their
 * listings, prices and stock) are theirs, so only offers written by his own vendors' people show.
 */
export function othersOffersHidden(scope: Scope): SQL | undefined {
  if (scope.vendorIds === 'all') return undefined;
  return sql`(${productAudits.action} <> 'listing' or exists (select 1 from ${vendorMemberships}
    where ${vendorMemberships.userId} = ${productAudits.userId} and ${inArray(vendorMemberships.vendorId, scope.vendorIds)}))`;
}
