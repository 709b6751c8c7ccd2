import { and, eq, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import type { SiteProduct, syncJson } from '../../../shared/commands/products/sync-json.js';
import type { Handler } from '../../commands/handler.js';
import { schema } from '../../db/index.js';
import { notFound } from '../../errors.js';
import { liveProduct, productsInScope } from './scope.js';

const { products, brands, variants, stockItems, stockLocations, variantOptionValues, optionValues, optionTypes, productImages, productTaxons, taxons } = schema;

/** A timestamp as the API writes it (`toISOString`), whatever the session's time zone. */
const iso = (column: SQLWrapper) => sql`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;
const list = (aggregate: SQL) => sql`coalesce((${aggregate}), '[]'::json)`;
const imageUrl = (folder: string) => sql`'/images/' || i.id || '/' || ${folder}::text || '/' || i.file_name`;

/**
 * The whole document in one statement: the product row, then its variants (with stock per location
 * and option values), images and taxons as JSON aggregates, so the site's sync costs one round trip.
 */
const documentSql = sql`json_build_object(
  'id', ${products.id}, 'sku', ${products.sku}, 'slug', ${products.slug}, 'name_en', ${products.nameEn}, 'name_mn', ${products.nameMn},
  'description_en', ${products.descriptionEn}, 'description_mn', ${products.descriptionMn},
  'product_type', ${products.productType}, 'category', ${products.category}, 'vendor_id', ${products.vendorId},
  'brand', case when ${brands.id} is null then null else json_build_object('id', ${brands.id}, 'name', ${brands.name}, 'slug', ${brands.slug}) end,
  'published', ${products.published}, 'approved', ${products.approved}, 'available_on', ${iso(products.availableOn)},
  'price', ${products.price}, 'sale_price', ${products.salePrice}, 'sale_percent', ${products.salePercent},
  'sale_start', ${iso(products.saleStart)}, 'sale_expiry', ${iso(products.saleExpiry)}, 'bonus_point', ${products.bonusPoint},
  'keywords', ${products.keywords}, 'seo_title', ${products.seoTitle}, 'seo_description', ${products.seoDescription},
  'back_orderable', ${products.backOrderable},
  'count_on_hand', (select coalesce(sum(si.count_on_hand), 0) from ${stockItems} si join ${variants} v on v.id = si.variant_id
    where v.product_id = ${products.id} and v.deleted_at is null),
  'variants', ${list(sql`select json_agg(json_build_object(
      'id', v.id, 'sku', v.sku, 'barcode', v.barcode, 'is_master', v.is_master, 'price', v.price, 'sale_price', v.sale_price,
      'count_on_hand', (select coalesce(sum(si.count_on_hand), 0) from ${stockItems} si where si.variant_id = v.id),
      'stock', ${list(sql`select json_agg(json_build_object('location_id', l.id, 'location_code', l.code, 'count_on_hand', si.count_on_hand,
          'backorderable', si.backorderable) order by l.id)
        from ${stockItems} si join ${stockLocations} l on l.id = si.stock_location_id where si.variant_id = v.id`)},
      'option_values', ${list(sql`select json_agg(json_build_object('option_type', ot.name, 'name', ov.name, 'presentation_en', ov.presentation_en,
          'presentation_mn', ov.presentation_mn) order by ot.position, ot.id, ov.position, ov.id)
        from ${variantOptionValues} vov join ${optionValues} ov on ov.id = vov.option_value_id join ${optionTypes} ot on ot.id = ov.option_type_id
        where vov.variant_id = v.id`)}
    ) order by v.is_master desc, v.position, v.id)
    from ${variants} v where v.product_id = ${products.id} and v.deleted_at is null`)},
  'images', ${list(sql`select json_agg(json_build_object('id', i.id, 'variant_id', i.variant_id, 'position', i.position, 'alt', i.alt,
      'urls', json_build_object('mini', ${imageUrl('mini')}, 'product', ${imageUrl('product')}, 'thumb', ${imageUrl('thumb')}, 'original', ${imageUrl('original')}))
      order by i.position, i.id)
    from ${productImages} i where i.product_id = ${products.id}`)},
  'taxons', ${list(sql`select json_agg(json_build_object('id', t.id, 'name_en', t.name_en, 'name_mn', t.name_mn, 'permalink', t.permalink)
      order by pt.position, t.id)
    from ${productTaxons} pt join ${taxons} t on t.id = pt.taxon_id where pt.product_id = ${products.id}`)},
  'updated_at', ${iso(products.updatedAt)}
)`;

export const syncJsonHandler: Handler<typeof syncJson> = async ({ id }, ctx) => {
  const [row] = await ctx.db.select({ doc: sql<SiteProduct>`${documentSql}` }).from(products)
    .leftJoin(brands, eq(brands.id, products.brandId))
    .where(and(eq(products.id, id), liveProduct, productsInScope(ctx.scope))).limit(1);
  // another vendor's product is "not found", as everywhere in the catalogue
  if (!row) throw notFound('No such product');
  return { product: row.doc };
};
