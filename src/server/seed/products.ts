import { barcodeCheckDigit } from '../../shared/schema/barcode.js';
import { sql } from 'drizzle-orm';
import { schema, type DbOrTx } from '../db/index.js';
import { rebuildTaxonomy } from '../areas/products/taxonomy.js';
import { MODELS, OPTIONS, PROPERTIES, STOCK_LOCATIONS, TREE, type Leaf } from './catalog-data.js';
import { random } from './names.js';

export const DEMO_PRODUCT_COUNT = 2000;

/**
 * Many rows in one statement through one JSON parameter: PGlite binds tens of thousands of
 * parameters slowly, a single jsonb is parsed in C. Keys are the table's column names.
 */
async function insertJson(db: DbOrTx, table: string, rows: Record<string, unknown>[], returning = true): Promise<number[]> {
  if (!rows.length) return [];
  const columns = Object.keys(rows[0]!);
  const list = sql.raw(columns.map((c) => `"${c}"`).join(', '));
  const result = await db.execute(sql`insert into ${sql.identifier(table)} (${list})
    select ${list} from jsonb_populate_recordset(null::${sql.identifier(table)}, ${JSON.stringify(rows)}::jsonb) ${returning ? sql`returning id` : sql``}`);
  const out = result as unknown as { rows?: { id: number | string }[] } | { id: number | string }[];
  return (Array.isArray(out) ? out : out.rows ?? []).map((r) => Number(r.id));
}

/** camelCase keys to the columns' snake_case, dates as ISO text, for insertJson. */
function snake(row: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(Object.entries(row).map(([k, v]) => [k.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`), v instanceof Date ? v.toISOString() : v]));
}

const slugOf = (s: string) => s.toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-+|-+$/g, '');

/**
 * The demo catalogue: a category tree, brands, option types, properties, prototypes, three
 * Ulaanbaatar stock locations, and 2,000 products in English and Mongolian spread over the
 * vendors, a third with variants, all with stock. Deterministic, and batched so start-up stays quick.
 */
export async function seedProducts(db: DbOrTx, vendorIds: readonly number[], authorId: number): Promise<void> {
  const rnd = random(2026);

  await db.insert(schema.stockLocations).values(STOCK_LOCATIONS.map((l) => ({ ...l })));

  const optionTypes = await db.insert(schema.optionTypes).values(Object.entries(OPTIONS).map(([name, o], position) => ({
    name, presentationEn: o.en, presentationMn: o.mn, position,
  }))).returning();
  const typeId = (name: string) => optionTypes.find((t) => t.name === name)!.id;
  const values = await db.insert(schema.optionValues).values(Object.entries(OPTIONS).flatMap(([name, o]) => o.values.map(([v, en, mn], position) => ({
    optionTypeId: typeId(name), name: v, presentationEn: en, presentationMn: mn, position,
  })))).returning();
  const props = await db.insert(schema.properties).values(PROPERTIES.map(([name, en, mn]) => ({ name, presentationEn: en, presentationMn: mn }))).returning();
  const protos = await db.insert(schema.prototypes).values([{ name: 'Clothing' }, { name: 'Phone' }, { name: 'Food' }]).returning();
  await db.insert(schema.prototypeOptionTypes).values([
    { prototypeId: protos[0]!.id, optionTypeId: typeId('size') }, { prototypeId: protos[0]!.id, optionTypeId: typeId('colour') },
    { prototypeId: protos[1]!.id, optionTypeId: typeId('storage') }, { prototypeId: protos[1]!.id, optionTypeId: typeId('colour') },
  ]);
  const prop = (name: string) => props.find((p) => p.name === name)!.id;
  await db.insert(schema.prototypeProperties).values([
    { prototypeId: protos[0]!.id, propertyId: prop('material') }, { prototypeId: protos[0]!.id, propertyId: prop('origin') },
    { prototypeId: protos[1]!.id, propertyId: prop('warranty') }, { prototypeId: protos[2]!.id, propertyId: prop('expiry') },
    { prototypeId: protos[2]!.id, propertyId: prop('weight_net') },
  ]);

  const brandNames = [...new Set(TREE.flatMap((b) => b.leaves.flatMap((l) => l.brands)))];
  const brands = await db.insert(schema.brands).values(brandNames.map((name, position) => ({
    name, slug: slugOf(name) || `brand-${position + 1}`, position,
  }))).returning({ id: schema.brands.id, name: schema.brands.name });
  const brandId = (name: string) => brands.find((b) => b.name === name)!.id;

  // the category tree: root, branches, leaves
  const [taxonomy] = await db.insert(schema.taxonomies).values({ nameEn: 'Categories', nameMn: 'Ангилал' }).returning();
  const [root] = await db.insert(schema.taxons).values({ taxonomyId: taxonomy!.id, nameEn: 'Categories', nameMn: 'Ангилал', slug: 'categories', permalink: 'categories' }).returning();
  const branches = await db.insert(schema.taxons).values(TREE.map((b, position) => ({
    taxonomyId: taxonomy!.id, parentId: root!.id, nameEn: b.en, nameMn: b.mn, slug: b.slug, permalink: `categories/${b.slug}`, position,
    metaTitle: b.en, icon: `/icons/${b.slug}.svg`,
  }))).returning({ id: schema.taxons.id, slug: schema.taxons.slug });
  const leafRows = await db.insert(schema.taxons).values(TREE.flatMap((b, bi) => b.leaves.map((l, position) => ({
    taxonomyId: taxonomy!.id, parentId: branches[bi]!.id, nameEn: l.en, nameMn: l.mn, slug: l.slug,
    permalink: `categories/${b.slug}/${l.slug}`, position, queryString: `taxon=${l.slug}`,
  })))).returning({ id: schema.taxons.id, slug: schema.taxons.slug });
  await db.insert(schema.taxonomies).values({ nameEn: 'Collections', nameMn: 'Цуглуулга', position: 1 }).returning().then(async ([c]) => {
    await db.insert(schema.taxons).values({ taxonomyId: c!.id, nameEn: 'Collections', nameMn: 'Цуглуулга', slug: 'collections', permalink: 'collections' });
    await rebuildTaxonomy(db, c!.id);
  });
  await rebuildTaxonomy(db, taxonomy!.id);
  const leaves: (Leaf & { taxonId: number })[] = TREE.flatMap((b) => b.leaves).map((l, i) => ({ ...l, taxonId: leafRows[i]!.id }));

  // products
  const now = Date.now();
  const plans = Array.from({ length: DEMO_PRODUCT_COUNT }, (_, i) => {
    const leaf = leaves[i % leaves.length]!;
    const [en, mn] = rnd.pick(leaf.goods);
    const brand = rnd.pick(leaf.brands);
    const model = `${rnd.pick(MODELS)} ${rnd.int(1, 99)}`;
    const tugrik = Math.round(rnd.int(leaf.price[0], leaf.price[1]) / 100) * 100;
    const price = tugrik * 100;
    const onSale = rnd.next() < 0.15;
    const sku = `P${String(i + 1).padStart(6, '0')}`;
    const withVariants = leaf.options !== undefined && rnd.next() < 0.6;
    const prototype = leaf.options === 'size' ? protos[0] : leaf.options === 'storage' ? protos[1] : leaf.category === 'food' ? protos[2] : undefined;
    return {
      leaf, withVariants,
      row: {
        // vendor by index so both demo merchants (the first two vendors) have a good share
        vendorId: vendorIds[i % vendorIds.length]!,
        brandId: brandId(brand),
        prototypeId: prototype?.id ?? null,
        nameEn: `${brand} ${en} ${model}`,
        nameMn: `${brand} ${mn} ${model}`,
        descriptionEn: `${en} by ${brand}. Delivered across Ulaanbaatar within 24 hours.`,
        descriptionMn: `${brand} брэндийн ${mn.toLowerCase()}. Улаанбаатар хотод 24 цагийн дотор хүргэнэ.`,
        sku,
        merchantSku: `M-${rnd.int(10000, 99999)}`,
        barcode: (() => { const body = `865${String(100_000_000 + i * 37).slice(-9)}`; return `${body}${barcodeCheckDigit(body)}`; })(),
        slug: `${slugOf(`${brand} ${en} ${model}`)}-${i + 1}`,
        category: leaf.category ?? 'product',
        published: rnd.next() < 0.9,
        approved: rnd.next() < 0.95,
        approvedAt: new Date(now - i * 3_600_000),
        availableOn: new Date(now - (i + 10) * 86_400_000),
        price,
        costPrice: Math.round((price * 0.7) / 100) * 100,
        sellingPrice: price,
        basePrice: price,
        salePrice: onSale ? Math.round((price * 0.85) / 10_000) * 10_000 : null,
        saleStart: onSale ? new Date(now - 86_400_000) : null,
        saleExpiry: onSale ? new Date(now + 14 * 86_400_000) : null,
        bonusPoint: Math.floor(tugrik / 1000),
        weight: rnd.int(1, 200) / 10,
        keywords: [leaf.en.toLowerCase(), leaf.mn.toLowerCase(), brand.toLowerCase()].join(', '),
        backOrderable: rnd.next() < 0.05,
        nutrition: leaf.category === 'food' ? { calories: rnd.int(50, 600), serve_qty: 1, serve_unit: 'ш', serve_weight: rnd.int(50, 500) } : null,
        seoTitle: `${brand} ${en}`,
        createdBy: authorId,
        createdAt: new Date(now - (DEMO_PRODUCT_COUNT - i) * 3_600_000),
      },
    };
  });
  const products = (await insertJson(db, 'products', plans.map((p) => snake(p.row)))).map((id) => ({ id }));

  await insertJson(db, 'product_taxons', plans.map((p, i) => ({ product_id: products[i]!.id, taxon_id: p.leaf.taxonId, position: 0 })), false);
  await insertJson(db, 'product_option_types', plans.flatMap((p, i) => (p.leaf.options ? [{ product_id: products[i]!.id, option_type_id: typeId(p.leaf.options) }] : [])), false);
  await insertJson(db, 'product_properties', plans.flatMap((p, i) => (p.row.prototypeId === protos[1]!.id ? [{ product_id: products[i]!.id, property_id: prop('warranty'), value: '12 сар' }] : [])));

  // variants: a master for every product, and option variants for some
  const variantRows: (typeof schema.variants.$inferInsert & { optionValueId?: number })[] = [];
  plans.forEach((p, i) => {
    const productId = products[i]!.id;
    variantRows.push({ productId, isMaster: true, sku: p.row.sku, barcode: p.row.barcode, price: p.row.price, costPrice: p.row.costPrice, salePrice: p.row.salePrice, weight: p.row.weight });
    if (!p.withVariants) return;
    const choices = values.filter((v) => v.optionTypeId === typeId(p.leaf.options!));
    const count = rnd.int(2, Math.min(4, choices.length));
    choices.slice(0, count).forEach((v, position) => {
      // bigger storage costs more; colours and sizes share the price
      const price = p.leaf.options === 'storage' ? p.row.price + position * 20_000_000 : p.row.price;
      variantRows.push({
        productId, isMaster: false, sku: `${p.row.sku}-${v.name.toUpperCase()}`, price, costPrice: Math.round((price * 0.7) / 100) * 100,
        salePrice: null, weight: p.row.weight, position: position + 1, optionValueId: v.id,
      });
    });
  });
  const variantIds = await insertJson(db, 'variants', variantRows.map(({ optionValueId: _o, ...v }) => snake({ position: 0, ...v })));
  await insertJson(db, 'variant_option_values', variantRows.flatMap((v, i) => (v.optionValueId ? [{ variant_id: variantIds[i]!, option_value_id: v.optionValueId }] : [])), false);

  // stock at the three locations, computed in the database from the ids (deterministic); a product
  // with variants keeps its stock on them, not on its master; every count starts with a movement
  await db.execute(sql`insert into stock_items (variant_id, stock_location_id, count_on_hand, backorderable, shelf)
    select v.id, l.id,
      case when v.is_master and exists (select 1 from variants o where o.product_id = v.product_id and not o.is_master) then 0
           when (v.id * 7919 + l.id * 104729) % 100 < 12 then 0
           else 1 + (v.id * 31 + l.id * 17) % (case when l.code = 'ub-khan-uul' then 120 else 40 end) end,
      false,
      -- a row letter and a bay: a product's variants sit together
      chr(65 + (v.product_id % 8)::int) || '-' || lpad((((v.product_id / 8) % 40) + 1)::text, 2, '0')
    from variants v cross join stock_locations l`);
  await db.execute(sql`insert into stock_movements (stock_item_id, quantity, count_after, reason, note, author_id)
    select id, count_on_hand, count_on_hand, 'initial', 'Эхний үлдэгдэл', ${authorId} from stock_items where count_on_hand > 0`);

  await seedMerchandising(db, plans.map((p, i) => ({ id: products[i]!.id, sku: p.row.sku, price: p.row.price, vendorId: p.row.vendorId })), vendorIds, rnd);
}

const REVIEWS = [
  [5, 'Маш сайн', 'Чанар сайтай, хүргэлт хурдан байлаа. Баярлалаа!'],
  [4, 'Сайн бараа', 'Үнэдээ тохирсон, дахин захиална.'],
  [3, 'Дунд зэрэг', 'Зурагтайгаа бага зэрэг зөрүүтэй санагдсан.'],
  [5, 'Санал болгож байна', 'Гэр бүлээрээ хэрэглэж байгаа, их таалагдсан.'],
  [2, 'Хүлээлтэд хүрээгүй', 'Хайрцаг нь гэмтэлтэй ирсэн.'],
  [1, 'Муу', 'Хоёр хоногийн дараа эвдэрсэн.'],
] as const;

/** Badges, related products, reviews waiting for moderation, and other vendors' offers (listings). */
async function seedMerchandising(db: DbOrTx, products: { id: number; sku: string; price: number; vendorId: number }[], vendorIds: readonly number[], rnd: ReturnType<typeof random>) {
  const badgeIds = await insertJson(db, 'badges', [
    { name: 'new', name_en: 'New', name_mn: 'Шинэ', color: '#2e7d32', position: 0 },
    { name: 'sale', name_en: 'Sale', name_mn: 'Хямдрал', color: '#d32f2f', position: 1 },
    { name: 'made-in-mongolia', name_en: 'Made in Mongolia', name_mn: 'Монгол бараа', color: '#1565c0', position: 2 },
    { name: 'bestseller', name_en: 'Bestseller', name_mn: 'Их борлуулалттай', color: '#f9a825', position: 3 },
  ]);
  await insertJson(db, 'product_badges', products.filter((_, i) => i % 7 === 0).map((p, i) => ({ product_id: p.id, badge_id: badgeIds[i % badgeIds.length] })), false);
  await insertJson(db, 'product_relations', products.slice(0, 400).flatMap((p, i) => [1, 2].map((k) => ({
    product_id: p.id, related_id: products[(i + k * 25) % products.length]!.id, kind: k === 1 ? 'related' : 'similar', position: k,
  }))), false);
  await insertJson(db, 'reviews', products.filter((_, i) => i % 6 === 0).map((p, i) => {
    const [rating, title, body] = REVIEWS[i % REVIEWS.length]!;
    return {
      product_id: p.id, author_name: `Хэрэглэгч ${i + 1}`, rating, title, body,
      state: i % 3 === 0 ? 'pending' : i % 5 === 0 ? 'rejected' : 'approved',
      created_at: new Date(Date.now() - i * 7_200_000).toISOString(),
    };
  }), false);
  // a second vendor offers every fifth product with his own sku, price and stock
  await db.execute(sql`insert into listings (product_id, variant_id, vendor_id, sku, price, count_on_hand, active, approved)
    select v.product_id, v.id, m.vendor_id, 'L' || m.vendor_id || '-' || v.sku, v.price, m.stock, true, m.approved
    from variants v join (values ${sql.join(products.filter((_, i) => i % 5 === 0).map((p, i) => {
      const pick = vendorIds[(i * 7 + 3) % vendorIds.length]!;
      const other = pick === p.vendorId ? vendorIds[(i * 7 + 4) % vendorIds.length]! : pick;
      return sql`(${p.id}::bigint, ${other}::bigint, ${rnd.int(0, 60)}::int, ${i % 10 !== 0}::boolean)`;
    }), sql`, `)}) as m(product_id, vendor_id, stock, approved) on m.product_id = v.product_id and v.is_master`);
}
