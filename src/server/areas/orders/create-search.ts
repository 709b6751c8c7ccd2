import { and, eq, ilike, inArray, or, sql } from 'drizzle-orm';
import type { customerSearch, itemSearch } from '../../../shared/commands/orders/create.js';
import type { AuthedContext, Handler } from '../../commands/handler.js';
import { likeEscape } from '../../commands/ransack.js';
import { schema } from '../../db/index.js';
import { confinedTo } from './scope.js';

const { users, variants, products, productSearch, vendors, stockItems, stockLocations } = schema;

/**
 * A customer by mobile (8 digits, the indexed exact match), email or name words; staff are not
 * customers, so only users without staff roles, or with `customer`, answer.
 */
export const searchCustomers: Handler<typeof customerSearch> = async ({ query }, ctx: AuthedContext) => {
  const q = query.trim();
  const digits = q.replace(/[\s-]/g, '').replace(/^\+?976/, '');
  const like = `%${likeEscape(q)}%`;
  const rows = await ctx.db.select({ id: users.id, first: users.firstName, last: users.lastName, mobile: users.mobile, email: users.email }).from(users)
    .where(and(
      sql`(${users.roles} = '{}'::text[] or 'customer' = any(${users.roles}))`,
      or(
        /^\d{8}$/.test(digits) ? eq(users.mobile, digits) : undefined,
        ilike(users.email, like),
        ilike(sql`coalesce(${users.firstName}, '') || ' ' || coalesce(${users.lastName}, '')`, like),
      ),
    )).orderBy(users.id).limit(10);
  return {
    items: rows.map((r) => ({
      id: r.id, name: [r.first, r.last].filter(Boolean).join(' ') || r.email, mobile: r.mobile, email: r.email.endsWith('.invalid') ? null : r.email,
    })),
  };
};

/** Variants by sku (leading) or name, with what the active shelves hold: what a new order can take. */
export const searchItems: Handler<typeof itemSearch> = async ({ query }, ctx: AuthedContext) => {
  const q = query.trim().toLowerCase();
  const mine = confinedTo(ctx.scope);
  const rows = await ctx.db.select({
    variantId: variants.id, sku: variants.sku, price: variants.price, nameMn: products.nameMn, nameEn: products.nameEn,
    vendorId: products.vendorId, vendorName: vendors.name, backOrderable: products.backOrderable,
    onHand: sql<number>`(select coalesce(sum(greatest(si.count_on_hand, 0)), 0) from ${stockItems} si join ${stockLocations} sl on sl.id = si.stock_location_id
      where si.variant_id = ${variants.id} and sl.active)`.mapWith(Number),
    shelfBo: sql<boolean>`exists (select 1 from ${stockItems} si where si.variant_id = ${variants.id} and si.backorderable)`,
  }).from(variants)
    .innerJoin(products, eq(products.id, variants.productId))
    .innerJoin(vendors, eq(vendors.id, products.vendorId))
    .where(and(
      sql`${variants.deletedAt} is null and ${products.deletedAt} is null and ${variants.price} > 0`,
      mine ? inArray(products.vendorId, mine) : undefined,
      or(sql`lower(${variants.sku}) like ${`${likeEscape(q)}%`}`, sql`${products.id} in (select ${productSearch.productId} from ${productSearch} where ${productSearch.text} like ${`%${likeEscape(q)}%`})`),
    ))
    .orderBy(sql`lower(${variants.sku}) = ${q} desc`, variants.sku).limit(15);
  return {
    items: rows.map((r) => ({
      variant_id: r.variantId, sku: r.sku, name: r.nameMn || r.nameEn, vendor_id: r.vendorId, vendor_name: r.vendorName,
      price: r.price, on_hand: r.onHand, backorderable: r.backOrderable || r.shelfBo,
    })),
  };
};
