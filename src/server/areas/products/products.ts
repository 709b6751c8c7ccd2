import { and, count, desc, eq, ilike, inArray, isNull, or, sql } from 'drizzle-orm';
import type { productCore } from '../../../shared/commands/products/products.js';
import { APPROVE } from '../../../shared/commands/products/roles.js';
import { canAccess } from '../../../shared/roles/access.js';
import { inScope } from '../../auth/scope.js';
import type { AuthedContext, HandlersOf } from '../../commands/handler.js';
import { likeEscape, ransackOrder } from '../../commands/ransack.js';
import { schema } from '../../db/index.js';
import { badRequest, forbidden, notFound } from '../../errors.js';
import { diff, writeProductAudits } from './audit.js';
import { PRODUCT_SORTS, findProducts } from './find.js';
import { ruleError } from './messages.js';
import { findProduct, liveProduct, othersOffersHidden, productsInScope } from './scope.js';
import { productDetail, selectProducts, toProductJson } from './serialize.js';
import { createStockItems } from './stock.js';
import { assertSkuFree, checkProductRules, checkReferences, FIELD_OF, slugify, toProductColumns, type ColumnValues } from './write.js';

const {
  products, variants, productTaxons, productOptionTypes, productProperties, prototypeOptionTypes, prototypeProperties,
  brands, productAudits, users, properties,
} = schema;

/**
 * What a merchant (a caller confined to vendors, without a product admin's rights) makes waits for
 * approval; staff's products, and an admin's working inside a selected vendor, are approved at once.
 */
export const confined = (ctx: AuthedContext) => ctx.scope.vendorIds !== 'all' && !canAccess({ roles: APPROVE }, ctx.scope.viewer);

export function resolveVendor(ctx: AuthedContext, given: number | undefined): number {
  if (given !== undefined) {
    if (!inScope(ctx.scope, given)) throw forbidden('You do not belong to this merchant');
    return given;
  }
  if (ctx.scope.vendorId !== null) return ctx.scope.vendorId;
  if (Array.isArray(ctx.scope.vendorIds) && ctx.scope.vendorIds.length === 1) return ctx.scope.vendorIds[0]!;
  throw ruleError(ctx, 'vendor_required', { vendor_id: 'required' });
}

async function setTaxons(ctx: AuthedContext, productId: number, ids: number[]) {
  await ctx.db.delete(productTaxons).where(eq(productTaxons.productId, productId));
  if (ids.length) await ctx.db.insert(productTaxons).values([...new Set(ids)].map((taxonId, position) => ({ productId, taxonId, position })));
}

async function setOptionTypes(ctx: AuthedContext, productId: number, ids: number[]) {
  await ctx.db.delete(productOptionTypes).where(eq(productOptionTypes.productId, productId));
  if (ids.length) await ctx.db.insert(productOptionTypes).values([...new Set(ids)].map((optionTypeId, position) => ({ productId, optionTypeId, position })));
}

/** The master variant mirrors the product's sku, barcode and prices. */
async function syncMaster(ctx: AuthedContext, productId: number, c: ColumnValues) {
  const set = Object.fromEntries(Object.entries({
    sku: c.sku, barcode: c.barcode, price: c.price, costPrice: c.costPrice, salePrice: c.salePrice, weight: c.weight,
  }).filter(([, v]) => v !== undefined));
  if (Object.keys(set).length) {
    await ctx.db.update(variants).set({ ...set, updatedAt: new Date() }).where(and(eq(variants.productId, productId), eq(variants.isMaster, true)));
  }
}

const auditable = (c: ColumnValues, extra: Record<string, unknown> = {}) => {
  const { updatedAt: _u, createdAt: _c, createdBy: _b, approvedAt: _a, approvedBy: _ab, ...rest } = c;
  return { ...rest, ...extra } as Record<string, unknown>;
};

/** A free sku and url name for a copy: `-copy`, `-copy-2`… */
async function freeCopy(ctx: AuthedContext, sku: string, slug: string): Promise<{ sku: string; slug: string }> {
  for (let n = 1; n < 100; n++) {
    const suffix = n === 1 ? '-copy' : `-copy-${n}`;
    const [s] = await ctx.db.select({ id: variants.id }).from(variants).where(and(eq(variants.sku, `${sku}${suffix}`), isNull(variants.deletedAt))).limit(1);
    const [u] = await ctx.db.select({ id: products.id }).from(products).where(and(eq(products.slug, `${slug}${suffix}`), isNull(products.deletedAt))).limit(1);
    if (!s && !u) return { sku: `${sku}${suffix}`, slug: `${slug}${suffix}` };
  }
  throw ruleError(ctx, 'sku_taken', { sku: 'already taken' });
}

type Core = typeof productCore;

export const productHandlers: HandlersOf<Core> = {
  async search(input, ctx) {
    const { page, per_page, q } = input;
    const sort = q?.s ? ransackOrder(q, PRODUCT_SORTS, products.id) : undefined;
    const sortByPrice = typeof q?.s === 'string' && q.s.split(' ')[0] === 'price';
    const found = await findProducts(ctx.db, ctx.scope, { ...input, sort, sortByPrice }, page, per_page);
    // the page's ids first, then their columns: the per-row subqueries (stock on hand, variants)
    // run for the rows shown only
    const rows = found.ids.length ? await selectProducts(ctx.db).where(inArray(products.id, found.ids)) : [];
    const byId = new Map(rows.map((r) => [r.id, r]));
    return {
      items: found.ids.flatMap((id) => { const r = byId.get(id); return r ? [toProductJson(r)] : []; }),
      page, per_page, total: found.total, total_capped: found.capped, has_more: found.hasMore, corrected_query: found.correctedQuery,
    };
  },

  async get({ id }, ctx) {
    await findProduct(ctx, id);
    return { product: await productDetail(ctx, id) };
  },

  async findBy({ sku, brand }, ctx) {
    if (sku) {
      const rows = await selectProducts(ctx.db)
        .where(and(liveProduct, productsInScope(ctx.scope), or(eq(products.sku, sku),
          sql`${products.id} in (select ${variants.productId} from ${variants} where ${variants.sku} = ${sku} and ${variants.deletedAt} is null)`)))
        .limit(10);
      return { items: rows.map(toProductJson) };
    }
    const brandId = /^\d+$/.test(brand!) ? Number(brand) : null;
    const rows = await selectProducts(ctx.db)
      .where(and(liveProduct, productsInScope(ctx.scope), brandId !== null && Number.isSafeInteger(brandId)
        ? eq(products.brandId, brandId)
        : inArray(products.brandId, ctx.db.select({ id: brands.id }).from(brands).where(or(ilike(brands.name, likeEscape(brand!)), eq(brands.slug, brand!.toLowerCase()))))))
      .orderBy(desc(products.id))
      .limit(100);
    return { items: rows.map(toProductJson) };
  },

  async create(input, ctx) {
    const { taxon_ids, option_type_ids, ...fields } = input;
    const vendorId = resolveVendor(ctx, fields.vendor_id);
    const columns: ColumnValues = {
      ...toProductColumns(fields),
      vendorId,
      slug: fields.slug ?? slugify(fields.sku),
      approved: !confined(ctx),
      approvedAt: confined(ctx) ? null : new Date(),
      approvedBy: confined(ctx) ? null : ctx.principal.user.id,
      createdBy: ctx.principal.user.id,
    };
    await checkReferences(ctx, { ...columns, taxonIds: taxon_ids, optionTypeIds: option_type_ids });
    await checkProductRules(ctx, columns, null);
    const [product] = await ctx.db.insert(products).values(columns as typeof products.$inferInsert).returning();
    const p = product!;
    const [master] = await ctx.db.insert(variants).values({
      productId: p.id, isMaster: true, sku: p.sku, barcode: p.barcode, price: p.price, costPrice: p.costPrice,
      salePrice: p.salePrice, weight: p.weight,
    }).returning({ id: variants.id });
    await createStockItems(ctx.db, [master!.id], p.backOrderable);

    // a product made from a prototype starts with its option types and (empty) properties
    let optionTypeIds = option_type_ids;
    if (p.prototypeId !== null) {
      if (!optionTypeIds) {
        optionTypeIds = (await ctx.db.select({ id: prototypeOptionTypes.optionTypeId }).from(prototypeOptionTypes)
          .where(eq(prototypeOptionTypes.prototypeId, p.prototypeId))).map((r) => r.id);
      }
      const props = await ctx.db.select({ id: prototypeProperties.propertyId }).from(prototypeProperties).where(eq(prototypeProperties.prototypeId, p.prototypeId));
      if (props.length) await ctx.db.insert(productProperties).values(props.map((r, position) => ({ productId: p.id, propertyId: r.id, value: '', position })));
    }
    if (optionTypeIds?.length) await setOptionTypes(ctx, p.id, optionTypeIds);
    if (taxon_ids?.length) await setTaxons(ctx, p.id, taxon_ids);

    await writeProductAudits(ctx.db, ctx, 'product.create', [{
      productId: p.id, action: 'create', changes: named(diff({}, auditable(columns, { taxon_ids, option_type_ids: optionTypeIds }))),
    }]);
    ctx.auditTarget = `product:${p.id}`;
    return { product: await productDetail(ctx, p.id) };
  },

  async update(input, ctx) {
    const { id, taxon_ids, option_type_ids, ...fields } = input;
    const before = await findProduct(ctx, id, true);
    if (fields.vendor_id !== undefined && !inScope(ctx.scope, fields.vendor_id)) throw forbidden('You do not belong to this merchant');
    const change = toProductColumns(fields);
    const merged = { ...before, ...change };
    await checkReferences(ctx, { ...change, taxonIds: taxon_ids, optionTypeIds: option_type_ids });
    await checkProductRules(ctx, { ...merged, sku: change.sku, slug: change.slug }, id);
    const changes = diff(before, change);
    if (Object.keys(change).length) {
      await ctx.db.update(products).set({ ...change, updatedAt: new Date() }).where(eq(products.id, id));
      await syncMaster(ctx, id, change);
    }
    if (taxon_ids) {
      const old = (await ctx.db.select({ id: productTaxons.taxonId }).from(productTaxons).where(eq(productTaxons.productId, id))).map((r) => r.id).sort();
      const next = [...new Set(taxon_ids)].sort();
      if (JSON.stringify(old) !== JSON.stringify(next)) changes.taxon_ids = [old, next];
      await setTaxons(ctx, id, taxon_ids);
    }
    if (option_type_ids) {
      const old = (await ctx.db.select({ id: productOptionTypes.optionTypeId }).from(productOptionTypes).where(eq(productOptionTypes.productId, id))).map((r) => r.id);
      if (JSON.stringify(old) !== JSON.stringify(option_type_ids)) changes.option_type_ids = [old, option_type_ids];
      await setOptionTypes(ctx, id, option_type_ids);
    }
    if (Object.keys(changes).length) await writeProductAudits(ctx.db, ctx, 'product.update', [{ productId: id, action: 'update', changes: named(changes) }]);
    ctx.auditTarget = `product:${id}`;
    return { product: await productDetail(ctx, id) };
  },

  async remove({ id }, ctx) {
    await findProduct(ctx, id, true);
    const now = new Date();
    await ctx.db.update(products).set({ deletedAt: now, updatedAt: now }).where(eq(products.id, id));
    await ctx.db.update(variants).set({ deletedAt: now }).where(and(eq(variants.productId, id), isNull(variants.deletedAt)));
    await writeProductAudits(ctx.db, ctx, 'product.delete', [{ productId: id, action: 'delete', changes: { deleted_at: [null, now.toISOString()] } }]);
    ctx.auditTarget = `product:${id}`;
    return { deleted: true as const };
  },

  async clone({ id, sku }, ctx) {
    const source = await findProduct(ctx, id);
    const names = sku ? { sku, slug: slugify(sku) } : await freeCopy(ctx, source.sku, source.slug);
    if (sku) await assertSkuFree(ctx, sku, null);
    const { id: _id, searchVector: _sv, createdAt: _c, updatedAt: _u, deletedAt: _d, ...copy } = source;
    const columns = {
      ...copy, ...names, published: false, approved: !confined(ctx), approvedAt: confined(ctx) ? null : new Date(),
      approvedBy: confined(ctx) ? null : ctx.principal.user.id, createdBy: ctx.principal.user.id,
    };
    await checkProductRules(ctx, columns, null);
    const [p] = await ctx.db.insert(products).values(columns).returning({ id: products.id });
    const newId = p!.id;
    const sourceVariants = await ctx.db.select().from(variants).where(and(eq(variants.productId, id), isNull(variants.deletedAt)));
    const copies = [];
    for (const v of sourceVariants) {
      const vSku = v.isMaster ? names.sku : (await freeCopy(ctx, v.sku, `v${v.id}`)).sku;
      const { id: vid, createdAt: _vc, updatedAt: _vu, deletedAt: _vd, ...vcopy } = v;
      const [nv] = await ctx.db.insert(variants).values({ ...vcopy, productId: newId, sku: vSku }).returning({ id: variants.id });
      copies.push([vid, nv!.id] as const);
    }
    if (copies.length) {
      await ctx.db.execute(sql`insert into variant_option_values (variant_id, option_value_id)
        select m.new_id, vov.option_value_id from variant_option_values vov
        join (values ${sql.join(copies.map(([o, n]) => sql`(${o}::bigint, ${n}::bigint)`), sql`, `)}) as m(old_id, new_id) on m.old_id = vov.variant_id`);
      await createStockItems(ctx.db, copies.map(([, n]) => n), source.backOrderable);
    }
    await ctx.db.execute(sql`insert into product_taxons (product_id, taxon_id, position) select ${newId}, taxon_id, position from product_taxons where product_id = ${id}`);
    await ctx.db.execute(sql`insert into product_option_types (product_id, option_type_id, position) select ${newId}, option_type_id, position from product_option_types where product_id = ${id}`);
    await ctx.db.execute(sql`insert into product_properties (product_id, property_id, value, position) select ${newId}, property_id, value, position from product_properties where product_id = ${id}`);
    await writeProductAudits(ctx.db, ctx, 'product.clone', [{ productId: newId, action: 'clone', changes: { cloned_from: [null, id], sku: [null, names.sku] } }]);
    ctx.auditTarget = `product:${newId}`;
    return { product: await productDetail(ctx, newId) };
  },

  async approve({ id, approved }, ctx) {
    const before = await findProduct(ctx, id, true);
    if (before.approved !== approved) {
      await ctx.db.update(products).set({
        approved, approvedAt: approved ? new Date() : null, approvedBy: approved ? ctx.principal.user.id : null, updatedAt: new Date(),
      }).where(eq(products.id, id));
      await writeProductAudits(ctx.db, ctx, 'product.approve', [{ productId: id, action: 'approve', changes: { approved: [before.approved, approved] } }]);
    }
    ctx.auditTarget = `product:${id}`;
    const [row] = await selectProducts(ctx.db).where(eq(products.id, id));
    return { product: toProductJson(row!) };
  },

  async audits({ id, page, per_page }, ctx) {
    await findProduct(ctx, id);
    const where = and(eq(productAudits.productId, id), othersOffersHidden(ctx.scope));
    const [rows, [total]] = await Promise.all([
      ctx.db.select({ a: productAudits, email: users.email }).from(productAudits).leftJoin(users, eq(users.id, productAudits.userId))
        .where(where).orderBy(desc(productAudits.id)).limit(per_page).offset((page - 1) * per_page),
      ctx.db.select({ n: count() }).from(productAudits).where(where),
    ]);
    return {
      items: rows.map(({ a, email }) => ({
        id: a.id, product_id: a.productId, variant_id: a.variantId, user_id: a.userId, user_email: email, action: a.action,
        command_id: a.commandId, changes: a.changes as Record<string, [unknown, unknown]>, at: a.at.toISOString(),
      })),
      page, per_page, total: total?.n ?? 0,
    };
  },

  async propertySet({ id, property_id, value }, ctx) {
    await findProduct(ctx, id, true);
    const [property] = await ctx.db.select({ id: properties.id }).from(properties).where(eq(properties.id, property_id));
    if (!property) throw notFound('No such property');
    const [existing] = await ctx.db.select().from(productProperties).where(and(eq(productProperties.productId, id), eq(productProperties.propertyId, property_id)));
    if (existing && existing.value !== '') throw ruleError(ctx, 'property_filled', { property_id: 'already filled' });
    if (existing) {
      await ctx.db.update(productProperties).set({ value }).where(eq(productProperties.id, existing.id));
    } else {
      const [{ n }] = [...(await ctx.db.select({ n: count() }).from(productProperties).where(eq(productProperties.productId, id)))] as [{ n: number }];
      await ctx.db.insert(productProperties).values({ productId: id, propertyId: property_id, value, position: n });
    }
    await writeProductAudits(ctx.db, ctx, 'product.property_set', [{ productId: id, action: 'property', changes: { [`property:${property_id}`]: [existing?.value ?? null, value] } }]);
    ctx.auditTarget = `product:${id}`;
    return { product: await productDetail(ctx, id) };
  },

  async propertyUpdate({ id, property_id, value }, ctx) {
    await findProduct(ctx, id, true);
    const [existing] = await ctx.db.select().from(productProperties).where(and(eq(productProperties.productId, id), eq(productProperties.propertyId, property_id)));
    if (!existing) throw notFound('This product has no such property');
    if (value === '' && existing.value === '') throw badRequest({ value: 'required' });
    await ctx.db.update(productProperties).set({ value }).where(eq(productProperties.id, existing.id));
    await writeProductAudits(ctx.db, ctx, 'product.property_update', [{ productId: id, action: 'property', changes: { [`property:${property_id}`]: [existing.value, value] } }]);
    ctx.auditTarget = `product:${id}`;
    return { product: await productDetail(ctx, id) };
  },
};

/** Audits name fields as the API does (`sale_price`), not as columns (`salePrice`). */
const fieldName = (key: string) => FIELD_OF[key] ?? key;
const named = (changes: Record<string, [unknown, unknown]>) => Object.fromEntries(Object.entries(changes).map(([k, v]) => [fieldName(k), v]));
