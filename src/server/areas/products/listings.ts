import { and, count, eq, ilike, inArray, isNull, ne, or, type SQL } from 'drizzle-orm';
import { listingRowSchema, type listingCommands } from '../../../shared/commands/products/listings.js';
import { APPROVE } from '../../../shared/commands/products/roles.js';
import { canAccess } from '../../../shared/roles/access.js';
import type { Listing } from '../../../shared/schema/merchandising.js';
import { inScope, type Scope } from '../../auth/scope.js';
import type { AuthedContext, HandlersOf } from '../../commands/handler.js';
import { likeEscape, ransackOrder, ransackWhere, type FilterColumn } from '../../commands/ransack.js';
import { schema } from '../../db/index.js';
import { forbidden, notFound, unprocessable } from '../../errors.js';
import { diff, writeProductAudits, type AuditEntry, type Changes } from './audit.js';
import { ruleError, ruleMessage } from './messages.js';
import { confined, resolveVendor } from './products.js';
import { requestLocale } from '../../http-errors.js';

const { listings, products, vendors, variants } = schema;

/**
 * The marketplace's rule for offers: staff list any live product for any vendor; a merchant offers
 * his own vendors' products, and another vendor's only once it is on sale on the storefront
 * (published and approved), where its name and sku are public anyway. Any other product id is
 * answered exactly like one that does not exist.
 */
function offerable(scope: Scope): SQL | undefined {
  if (scope.vendorIds === 'all') return undefined;
  return or(inArray(products.vendorId, scope.vendorIds), and(eq(products.published, true), eq(products.approved, true)));
}

const inListingScope = (scope: Scope): SQL | undefined => (scope.vendorIds === 'all' ? undefined : inArray(listings.vendorId, scope.vendorIds));
const live = isNull(listings.deletedAt);

const FILTERS: Record<string, FilterColumn> = {
  id: { kind: 'number', column: listings.id }, product_id: { kind: 'number', column: listings.productId },
  vendor_id: { kind: 'number', column: listings.vendorId }, sku: { kind: 'text', column: listings.sku },
  active: { kind: 'bool', column: listings.active }, approved: { kind: 'bool', column: listings.approved },
  price: { kind: 'number', column: listings.price }, count_on_hand: { kind: 'number', column: listings.countOnHand },
  updated_at: { kind: 'date', column: listings.updatedAt },
};
const SORTS = { id: listings.id, sku: listings.sku, price: listings.price, count_on_hand: listings.countOnHand, updated_at: listings.updatedAt };

const iso = (d: Date | null) => (d ? d.toISOString() : null);

function select(ctx: AuthedContext) {
  return ctx.db.select({ l: listings, p: { nameEn: products.nameEn, nameMn: products.nameMn, sku: products.sku }, vendorName: vendors.name })
    .from(listings).innerJoin(products, eq(products.id, listings.productId)).leftJoin(vendors, eq(vendors.id, listings.vendorId));
}
type Row = Awaited<ReturnType<ReturnType<typeof select>['execute']>>[number];

function toJson({ l, p, vendorName }: Row): Listing {
  return {
    id: l.id, product_id: l.productId, variant_id: l.variantId, vendor_id: l.vendorId, vendor_name: vendorName,
    product_name_en: p.nameEn, product_name_mn: p.nameMn, product_sku: p.sku, sku: l.sku, price: l.price, sale_price: l.salePrice,
    sale_start: iso(l.saleStart), sale_expiry: iso(l.saleExpiry), count_on_hand: l.countOnHand, active: l.active, approved: l.approved,
    created_at: l.createdAt.toISOString(), updated_at: l.updatedAt.toISOString(),
  };
}

async function findListing(ctx: AuthedContext, id: number): Promise<Row> {
  const [row] = await select(ctx).where(and(eq(listings.id, id), live, inListingScope(ctx.scope))).limit(1);
  if (!row) throw notFound('No such listing');
  return row;
}

type Columns = Partial<typeof listings.$inferInsert>;
const columnsOf = (i: Record<string, unknown>): Columns => Object.fromEntries(Object.entries({
  sku: i.sku, price: i.price, salePrice: i.sale_price, countOnHand: i.count_on_hand, active: i.active,
  saleStart: typeof i.sale_start === 'string' ? new Date(i.sale_start) : i.sale_start,
  saleExpiry: typeof i.sale_expiry === 'string' ? new Date(i.sale_expiry) : i.sale_expiry,
}).filter(([, v]) => v !== undefined)) as Columns;

async function checkListing(ctx: AuthedContext, l: Columns & { vendorId: number; variantId: number }, id: number | null) {
  if (l.saleStart && l.saleExpiry && l.saleStart.getTime() >= l.saleExpiry.getTime()) throw ruleError(ctx, 'sale_dates', { sale_expiry: 'must be after the sale start' });
  if (l.salePrice != null && l.salePrice > (l.price ?? 0)) throw ruleError(ctx, 'sale_above_price', { sale_price: 'must not exceed the price' });
  const other = (cond: SQL) => ctx.db.select({ id: listings.id }).from(listings)
    .where(and(cond, eq(listings.vendorId, l.vendorId), live, id ? ne(listings.id, id) : undefined)).limit(1);
  if (l.sku !== undefined && (await other(eq(listings.sku, l.sku))).length) throw ruleError(ctx, 'sku_taken', { sku: 'already taken' });
  if ((await other(eq(listings.variantId, l.variantId))).length) throw unprocessable('This vendor already lists this variant', { variant_id: 'already listed' });
}

/** Changes named as the API names fields (`count_on_hand`, not `countOnHand`). */
const snakeKeys = (c: Changes): Changes => Object.fromEntries(Object.entries(c).map(([k, v]) => [k.replace(/[A-Z]/g, (x) => `_${x.toLowerCase()}`), v]));
const changesNamed = (c: Changes) => Object.fromEntries(Object.entries(snakeKeys(c)).map(([k, v]) => [`listing.${k}`, v]));

export const listingHandlers: HandlersOf<typeof listingCommands> = {
  async search({ page, per_page, q, query }, ctx) {
    const text = query ? `%${likeEscape(query)}%` : null;
    const where = and(live, isNull(products.deletedAt), inListingScope(ctx.scope), ransackWhere(q, FILTERS),
      text ? or(ilike(listings.sku, text), ilike(products.sku, text), ilike(products.nameEn, text), ilike(products.nameMn, text)) : undefined);
    const [rows, [total]] = await Promise.all([
      select(ctx).where(where).orderBy(...ransackOrder(q, SORTS, listings.id)).limit(per_page).offset((page - 1) * per_page),
      ctx.db.select({ n: count() }).from(listings).innerJoin(products, eq(products.id, listings.productId)).where(where),
    ]);
    return { items: rows.map(toJson), page, per_page, total: total?.n ?? 0 };
  },

  async get({ id }, ctx) {
    return { listing: toJson(await findListing(ctx, id)) };
  },

  async create(input, ctx) {
    const vendorId = resolveVendor(ctx, input.vendor_id);
    const [product] = await ctx.db.select().from(products)
      .where(and(eq(products.id, input.product_id), isNull(products.deletedAt), offerable(ctx.scope))).limit(1);
    if (!product) throw unprocessable('No such product', { product_id: 'no such product' });
    const [variant] = await ctx.db.select().from(variants).where(and(eq(variants.productId, product.id), isNull(variants.deletedAt),
      input.variant_id ? eq(variants.id, input.variant_id) : eq(variants.isMaster, true))).limit(1);
    if (!variant) throw unprocessable('No such variant of this product', { variant_id: 'no such variant' });
    const columns = { ...columnsOf(input), sku: input.sku ?? variant.sku, vendorId, variantId: variant.id, productId: product.id, approved: !confined(ctx) };
    await checkListing(ctx, columns, null);
    const [row] = await ctx.db.insert(listings).values(columns as typeof listings.$inferInsert).returning({ id: listings.id });
    await writeProductAudits(ctx.db, ctx, 'listing.create', [{ productId: product.id, variantId: variant.id, action: 'listing', changes: { [`listing:${row!.id}`]: [null, vendorId] } }]);
    ctx.auditTarget = `listing:${row!.id}`;
    return { listing: toJson(await findListing(ctx, row!.id)) };
  },

  async update(input, ctx) {
    const { l } = await findListing(ctx, input.id);
    const change = columnsOf(input);
    await checkListing(ctx, { ...l, ...change, sku: change.sku }, l.id);
    const changes = diff(l, change);
    if (Object.keys(change).length) await ctx.db.update(listings).set({ ...change, updatedAt: new Date() }).where(eq(listings.id, l.id));
    if (Object.keys(changes).length) {
      await writeProductAudits(ctx.db, ctx, 'listing.update', [{ productId: l.productId, variantId: l.variantId, action: 'listing', changes: changesNamed(changes) }]);
    }
    ctx.auditTarget = `listing:${l.id}`;
    return { listing: toJson(await findListing(ctx, l.id)) };
  },

  async remove({ id }, ctx) {
    await findListing(ctx, id);
    await ctx.db.update(listings).set({ deletedAt: new Date() }).where(eq(listings.id, id));
    ctx.auditTarget = `listing:${id}`;
    return { deleted: true as const };
  },

  async batch({ ids, action }, ctx) {
    if ((action === 'approve' || action === 'unapprove') && !canAccess({ roles: APPROVE }, ctx.scope.viewer)) {
      throw forbidden('Only a product admin approves listings');
    }
    const found = await ctx.db.select({ id: listings.id }).from(listings).where(and(inArray(listings.id, [...new Set(ids)]), live, inListingScope(ctx.scope)));
    const targets = found.map((f) => f.id);
    if (targets.length) {
      const now = new Date();
      const set = action === 'delete' ? { deletedAt: now } : action === 'activate' || action === 'deactivate'
        ? { active: action === 'activate', updatedAt: now } : { approved: action === 'approve', updatedAt: now };
      await ctx.db.update(listings).set(set).where(inArray(listings.id, targets));
    }
    ctx.auditTarget = `listings:${targets.length}`;
    const results = ids.map((id) => ({ id, ok: targets.includes(id), error: targets.includes(id) ? null : 'not found' }));
    return { applied: targets.length, failed: results.filter((r) => !r.ok).length, results };
  },

  async sync({ ids }, ctx) {
    const wanted = [...new Set(ids)];
    // the site pulls by updated_at: moving it to now re-pushes the document whatever else changed
    const synced = await ctx.db.update(listings).set({ updatedAt: new Date() })
      .where(and(inArray(listings.id, wanted), live, inListingScope(ctx.scope))).returning({ id: listings.id });
    const found = new Set(synced.map((r) => r.id));
    ctx.auditTarget = `listings:${found.size}`;
    return { synced: found.size, not_found: wanted.filter((id) => !found.has(id)) };
  },

  async massUpdate({ rows, vendor_id, dry_run }, ctx) {
    if (vendor_id !== undefined && !inScope(ctx.scope, vendor_id)) throw forbidden('You do not belong to this merchant');
    const locale = requestLocale(ctx.request);
    const parsed = rows.map((r) => listingRowSchema.safeParse(r));
    const skus = [...new Set(parsed.flatMap((p) => (p.success ? [p.data.sku] : [])))];
    const found = skus.length ? await ctx.db.select().from(listings)
      .where(and(inArray(listings.sku, skus), live, inListingScope(ctx.scope), vendor_id ? eq(listings.vendorId, vendor_id) : undefined)) : [];
    type R = { row: number; sku: string; listing_id: number | null; ok: boolean; changes: Changes; error: { field: string; message: string } | null };
    const results: R[] = [];
    const planned: { id: number; productId: number; variantId: number; set: Columns; changes: Changes }[] = [];
    const seen = new Set<string>();
    parsed.forEach((p, i) => {
      const row = i + 1;
      const rawSku = rows[i]!.sku;
      const fail = (sku: string, id: number | null, field: string, message: string) => results.push({ row, sku, listing_id: id, ok: false, changes: {}, error: { field, message } });
      if (!p.success) return fail(typeof rawSku === 'string' ? rawSku : String(rawSku ?? ''), null, String(p.error.issues[0]!.path[0] ?? 'row'), p.error.issues[0]!.message);
      const r = p.data;
      if (seen.has(r.sku)) return fail(r.sku, null, 'sku', 'appears twice in this update');
      seen.add(r.sku);
      const matches = found.filter((l) => l.sku === r.sku);
      if (!matches.length) return fail(r.sku, null, 'sku', 'no such listing');
      if (matches.length > 1) return fail(r.sku, null, 'sku', 'several vendors use this sku: give vendor_id');
      const l = matches[0]!;
      const set: Columns = { price: r.price ?? l.price, salePrice: r.sale_price !== undefined ? r.sale_price : l.salePrice, countOnHand: r.count_on_hand ?? l.countOnHand };
      if (set.salePrice != null && set.salePrice > set.price!) return fail(r.sku, l.id, 'sale_price', ruleMessage('sale_above_price', locale));
      const changes = snakeKeys(diff(l, set));
      results.push({ row, sku: r.sku, listing_id: l.id, ok: true, changes, error: null });
      if (Object.keys(changes).length) planned.push({ id: l.id, productId: l.productId, variantId: l.variantId, set, changes });
    });
    if (!dry_run) {
      for (const p of planned) await ctx.db.update(listings).set({ ...p.set, updatedAt: new Date() }).where(eq(listings.id, p.id));
      const entries: AuditEntry[] = planned.map((p) => ({ productId: p.productId, variantId: p.variantId, action: 'listing', changes: changesNamed(p.changes) }));
      await writeProductAudits(ctx.db, ctx, 'listing.mass_update', entries);
      ctx.auditTarget = `listings:${planned.length}`;
    }
    const failed = results.filter((r) => !r.ok).length;
    return { dry_run, total: results.length, applied: planned.length, failed, unchanged: results.length - failed - planned.length, results };
  },
};
