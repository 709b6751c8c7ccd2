import { and, asc, eq, getTableColumns, inArray, isNull, sql } from 'drizzle-orm';
import type { Product, ProductDetail, Variant } from '../../../shared/schema/product.js';
import type { AuthedContext } from '../../commands/handler.js';
import { schema, type Db } from '../../db/index.js';

const { products, variants, vendors, brands, stockItems, optionValues, variantOptionValues, productTaxons, productOptionTypes, productProperties, properties, productBadges } = schema;

const iso = (d: Date | null) => (d ? d.toISOString() : null);

// the full-text vector stays in the database
const { searchVector: _sv, ...productColumns } = getTableColumns(products);

/** Live stock of a product: every live variant at every location. The outer row is named outright: a select without joins leaves its columns unqualified. */
const countOnHand = sql<number>`(select coalesce(sum(si.count_on_hand), 0) from ${stockItems} si join ${variants} v on v.id = si.variant_id where v.product_id = "products"."id" and v.deleted_at is null)`.mapWith(Number);
const variantsCount = sql<number>`(select count(*) from ${variants} v where v.product_id = "products"."id" and not v.is_master and v.deleted_at is null)`.mapWith(Number);
const masterVariantId = sql<number | null>`(select v.id from ${variants} v where v.product_id = "products"."id" and v.is_master and v.deleted_at is null limit 1)`.mapWith(Number);

/** The first image's 96 px copy: the URL images-store.ts serves. */
const imageUrl = sql<string | null>`(select '/images/' || i.id || '/mini/' || i.file_name from ${schema.productImages} i where i.product_id = "products"."id" order by i.position, i.id limit 1)`;

/** The columns a product's JSON needs; `from(products)` with the vendor and brand joined. */
export const productSelection = {
  ...productColumns,
  vendorName: vendors.name,
  brandName: brands.name,
  countOnHand,
  variantsCount,
  masterVariantId,
  imageUrl,
};

export function selectProducts(db: Db) {
  return db
    .select(productSelection)
    .from(products)
    .leftJoin(vendors, eq(vendors.id, products.vendorId))
    .leftJoin(brands, eq(brands.id, products.brandId));
}

type SelectedProduct = Awaited<ReturnType<ReturnType<typeof selectProducts>['execute']>>[number];

export function toProductJson(p: SelectedProduct): Product {
  return {
    id: p.id,
    name_en: p.nameEn,
    name_mn: p.nameMn,
    description_en: p.descriptionEn,
    description_mn: p.descriptionMn,
    sku: p.sku,
    master_sku: p.masterSku,
    merchant_sku: p.merchantSku,
    barcode: p.barcode,
    slug: p.slug,
    brand_id: p.brandId,
    brand_name: p.brandName,
    vendor_id: p.vendorId,
    vendor_name: p.vendorName,
    product_type: p.productType,
    category: p.category,
    prototype_id: p.prototypeId,
    shipping_category: p.shippingCategory,
    published: p.published,
    approved: p.approved,
    approved_at: iso(p.approvedAt),
    available_on: iso(p.availableOn),
    price: p.price,
    cost_price: p.costPrice,
    selling_price: p.sellingPrice,
    base_price: p.basePrice,
    sale_price: p.salePrice,
    sale_percent: p.salePercent,
    sale_start: iso(p.saleStart),
    sale_expiry: iso(p.saleExpiry),
    bonus_point: p.bonusPoint,
    weight: p.weight,
    height: p.height,
    width: p.width,
    length: p.length,
    seo_title: p.seoTitle,
    seo_description: p.seoDescription,
    seo_keywords: p.seoKeywords,
    keywords: p.keywords,
    auto_cancel_hours: p.autoCancelHours,
    back_orderable: p.backOrderable,
    nutrition: (p.nutrition as Product['nutrition']) ?? null,
    count_on_hand: p.countOnHand ?? 0,
    image_url: p.imageUrl ?? null,
    variants_count: p.variantsCount ?? 0,
    master_variant_id: p.masterVariantId || null,
    created_at: p.createdAt.toISOString(),
    updated_at: p.updatedAt.toISOString(),
  };
}

/** Variants of the given products (master first, then by position) with option values and stock. */
export async function loadVariants(db: Db, where: { productIds?: number[]; variantIds?: number[] }): Promise<Variant[]> {
  const cond = where.variantIds ? inArray(variants.id, where.variantIds) : inArray(variants.productId, where.productIds ?? []);
  const rows = await db
    .select({
      ...getTableColumns(variants),
      // a single-table select leaves its columns unqualified: name the outer row explicitly
      countOnHand: sql<number>`(select coalesce(sum(si.count_on_hand), 0) from ${stockItems} si where si.variant_id = "variants"."id")`.mapWith(Number),
    })
    .from(variants)
    .where(and(cond, isNull(variants.deletedAt)))
    .orderBy(sql`${variants.isMaster} desc`, asc(variants.position), asc(variants.id));
  if (!rows.length) return [];
  const values = await db
    .select({ variantId: variantOptionValues.variantId, ov: optionValues })
    .from(variantOptionValues)
    .innerJoin(optionValues, eq(optionValues.id, variantOptionValues.optionValueId))
    .where(inArray(variantOptionValues.variantId, rows.map((r) => r.id)))
    .orderBy(asc(optionValues.optionTypeId), asc(optionValues.position));
  return rows.map((v) => ({
    id: v.id,
    product_id: v.productId,
    is_master: v.isMaster,
    sku: v.sku,
    barcode: v.barcode,
    price: v.price,
    cost_price: v.costPrice,
    sale_price: v.salePrice,
    weight: v.weight,
    position: v.position,
    track_inventory: v.trackInventory,
    count_on_hand: v.countOnHand ?? 0,
    option_values: values.filter((x) => x.variantId === v.id).map(({ ov }) => ({
      id: ov.id, option_type_id: ov.optionTypeId, name: ov.name, presentation_en: ov.presentationEn, presentation_mn: ov.presentationMn,
    })),
  }));
}

/** The product editor's whole answer. The caller has already checked the scope. */
export async function productDetail(ctx: AuthedContext, id: number): Promise<ProductDetail> {
  const db = ctx.db;
  const [row] = await selectProducts(db).where(eq(products.id, id)).limit(1);
  if (!row) throw new Error(`product ${id} vanished`);
  const [vars, taxa, types, props, badgeRows] = await Promise.all([
    loadVariants(db, { productIds: [id] }),
    db.select({ id: productTaxons.taxonId }).from(productTaxons).where(eq(productTaxons.productId, id)).orderBy(asc(productTaxons.position), asc(productTaxons.taxonId)),
    db.select({ id: productOptionTypes.optionTypeId }).from(productOptionTypes).where(eq(productOptionTypes.productId, id)).orderBy(asc(productOptionTypes.position)),
    db.select({ pp: productProperties, p: properties }).from(productProperties).innerJoin(properties, eq(properties.id, productProperties.propertyId))
      .where(eq(productProperties.productId, id)).orderBy(asc(productProperties.position), asc(productProperties.id)),
    db.select({ id: productBadges.badgeId }).from(productBadges).where(eq(productBadges.productId, id)).orderBy(asc(productBadges.badgeId)),
  ]);
  return {
    ...toProductJson(row),
    variants: vars,
    taxon_ids: taxa.map((t) => t.id),
    option_type_ids: types.map((t) => t.id),
    badge_ids: badgeRows.map((b) => b.id),
    properties: props.map(({ pp, p }) => ({
      id: pp.id, property_id: p.id, name: p.name, presentation_en: p.presentationEn, presentation_mn: p.presentationMn,
      value: pp.value, position: pp.position,
    })),
  };
}
