// A large catalogue for the benchmarks: products, their variants (a master and the rest) and one
// stock item per variant, written by the database itself (INSERT … SELECT over generate_series),
// never row by row. The schema must exist (the server migrates on start). The secondary indexes of
// the three big tables are dropped first and built again after the rows, which is several times
// faster than keeping them up to date row by row; the definitions come from pg_indexes.
//
//   node bench/generate-catalog.mjs [--products 200000] [--variants 1000000]   (DATABASE_URL)
//   node bench/generate-catalog.mjs --pglite <folder> [...]                      (the server stopped)
//
// Generated skus are `G0000001`, variants `G0000001-1` …; barcodes `29` + 11 digits of the number.
import { flags, pgQuery, runGenerator, whenRun } from './lib/generator-cli.mjs';

const EN = ['Samsung', 'Apple', 'Xiaomi', 'Huawei', 'Sony', 'LG', 'Philips', 'Bosch', 'Nike', 'Adidas', 'Lenovo', 'Dell', 'Canon', 'Tefal', 'Nestle', 'Gobi',
  'Smart', 'Classic', 'Pro', 'Mini', 'Max', 'Ultra', 'Lite', 'Plus', 'Eco', 'Premium', 'Sport', 'Home', 'Kids', 'Travel', 'Winter', 'Summer'];
const NOUNS = ['TV', 'Phone', 'Laptop', 'Watch', 'Headphones', 'Speaker', 'Camera', 'Kettle', 'Blender', 'Jacket', 'Shoes', 'Backpack', 'Sweater', 'Gloves',
  'Coffee', 'Tea', 'Milk', 'Chocolate', 'Shampoo', 'Cream', 'Lamp', 'Chair', 'Table', 'Bicycle', 'Tent', 'Book', 'Toy', 'Blanket', 'Monitor', 'Printer'];
const MN = ['Ухаалаг', 'Сонгодог', 'Жижиг', 'Том', 'Хөнгөн', 'Дулаан', 'Шинэ', 'Монгол', 'Ноолуур', 'Спорт', 'Гэрийн', 'Хүүхдийн', 'Аялалын', 'Өвлийн', 'Зуны', 'Эко'];
const MN_NOUNS = ['зурагт', 'утас', 'зөөврийн компьютер', 'цаг', 'чихэвч', 'чанга яригч', 'камер', 'данх', 'хүрэм', 'гутал', 'цүнх', 'цамц', 'бээлий', 'кофе',
  'цай', 'сүү', 'шоколад', 'шампунь', 'тос', 'гэрэл', 'сандал', 'ширээ', 'унадаг дугуй', 'майхан', 'ном', 'тоглоом', 'хөнжил', 'дэлгэц'];
const COLORS = ['Red', 'Blue', 'Black', 'White', 'Green', 'Grey', 'Beige', 'Navy'];
const SIZES = ['S', 'M', 'L', 'XL', '64GB', '128GB', '256GB', '1L', '2L'];

const arr = (words) => `array[${words.map((w) => `'${w.replace(/'/g, "''")}'`).join(',')}]::text[]`;
/** The n-th word of a list by a cheap hash of `g`: the same catalogue on every run. */
const pick = (words, expr, salt) => `(${arr(words)})[1 + ((${expr}) * ${salt}) % ${words.length}]`;

/** The statements, in order; `first` is the first generated product number (after earlier runs). */
export function catalogStatements({ products, variants, first = 1 }) {
  const last = first + products - 1;
  // every product gets a master; the rest of the variants spread evenly over the products
  const extra = Math.max(0, variants - products);
  const perProduct = Math.ceil(extra / products);
  const g = 'g';
  const sku = `'G' || lpad(${g}::text, 7, '0')`;
  return [
    `create temp table bench_refs as select
       (select array_agg(id order by id) from vendors) as vendors,
       (select array_agg(id order by id) from brands) as brands,
       (select array_agg(id order by id) from stock_locations) as locations,
       (select array_agg(id order by id) from taxons where parent_id is not null) as taxons`,
    `insert into products (vendor_id, brand_id, name_en, name_mn, description_en, description_mn, sku, barcode, slug, product_type, category,
       published, approved, available_on, price, cost_price, keywords, created_at, updated_at)
     select r.vendors[1 + ${g} % array_length(r.vendors, 1)],
       case when r.brands is null then null else r.brands[1 + (${g} * 7) % array_length(r.brands, 1)] end,
       ${pick(EN, g, 31)} || ' ' || ${pick(EN, g, 17)} || ' ' || ${pick(NOUNS, g, 13)} || ' ' || (${g} % 97),
       ${pick(MN, g, 29)} || ' ' || ${pick(MN_NOUNS, g, 11)} || ' ' || (${g} % 97),
       'Generated product number ' || ${g} || ', for the benchmarks.', 'Туршилтын бараа ' || ${g},
       ${sku}, '29' || lpad(${g}::text, 11, '0'), 'g' || ${g}, 'normal', 'product',
       ${g} % 10 <> 0, ${g} % 20 <> 0, now() - interval '30 days',
       (1000 + (${g} * 7919) % 500000) * 100, (700 + (${g} * 7919) % 350000) * 100,
       ${pick(NOUNS, g, 7)} || ', ' || ${pick(MN_NOUNS, g, 5)},
       now() - (${g} % 1000) * interval '1 hour', now()
     from generate_series(${first}, ${last}) ${g}, bench_refs r`,
    `insert into variants (product_id, is_master, sku, barcode, price, cost_price, position)
     select id, true, sku, barcode, price, cost_price, 0 from products where sku >= 'G${String(first).padStart(7, '0')}' and sku <= 'G${String(last).padStart(7, '0')}' and sku like 'G%'`,
    ...(perProduct > 0 ? [`insert into variants (product_id, is_master, sku, barcode, price, cost_price, position)
     select p.id, false, p.sku || '-' || k, null, p.price + k * 1000, p.cost_price, k
     from products p cross join generate_series(1, ${perProduct}) k
     where p.sku >= 'G${String(first).padStart(7, '0')}' and p.sku <= 'G${String(last).padStart(7, '0')}' and p.sku like 'G%'
       and (p.id - (select min(id) from products where sku like 'G%')) * ${perProduct} + k <= ${extra}`] : []),
    `insert into stock_items (stock_location_id, variant_id, count_on_hand, backorderable)
     select r.locations[1 + v.id % array_length(r.locations, 1)], v.id, (v.id * 37) % 60, false
     from variants v join products p on p.id = v.product_id, bench_refs r
     where p.sku like 'G%' and p.sku >= 'G${String(first).padStart(7, '0')}' and p.sku <= 'G${String(last).padStart(7, '0')}'`,
    `insert into product_taxons (product_id, taxon_id, position)
     select p.id, r.taxons[1 + p.id % array_length(r.taxons, 1)], 0 from products p, bench_refs r
     where r.taxons is not null and p.sku like 'G%' and p.sku >= 'G${String(first).padStart(7, '0')}' and p.sku <= 'G${String(last).padStart(7, '0')}'`,
    'drop table bench_refs',
    // the statistics of the tables just filled: planned on those of empty tables, the update below
    // joins a million stock items to "two" products by a nested loop and runs for hours
    'analyze products, variants, stock_items',
    // stock_on_hand is kept by triggers that are off here (session_replication_role): set it as they would
    `update products p set stock_on_hand = s.units from (
       select v.product_id, sum(greatest(si.count_on_hand, 0)) as units from variants v join stock_items si on si.variant_id = v.id
       join products p2 on p2.id = v.product_id
       where v.deleted_at is null and p2.sku like 'G%' and p2.sku >= 'G${String(first).padStart(7, '0')}' and p2.sku <= 'G${String(last).padStart(7, '0')}'
       group by v.product_id) s
     where s.product_id = p.id`,
    // the words of the typo fallback: the generator runs with triggers off (session_replication_role),
    // so it calls the trigger's function itself, once over the whole range
    `select search_words_refresh(min(id), max(id)) from products
     where sku like 'G%' and sku >= 'G${String(first).padStart(7, '0')}' and sku <= 'G${String(last).padStart(7, '0')}'`,
    // and the trigram texts the same way (migration 0010)
    `select product_search_refresh(min(id), max(id)) from products
     where sku like 'G%' and sku >= 'G${String(first).padStart(7, '0')}' and sku <= 'G${String(last).padStart(7, '0')}'`,
  ];
}

const BIG = ['products', 'product_search', 'variants', 'stock_items', 'product_taxons'];

/**
 * Runs the generator through `query(sql) → rows`. Answers the counts and seconds per step; `log`
 * gets a line per step.
 */
export async function generateCatalog(query, { products = 200_000, variants = 1_000_000, log = () => {} } = {}) {
  const started = Date.now();
  const [{ n }] = await query(`select count(*)::int as n from products where sku like 'G%'`);
  if (n > 0) throw new Error(`the database already holds ${n} generated products`);
  const indexes = await query(`select indexname, indexdef from pg_indexes i where schemaname = 'public' and tablename in (${BIG.map((t) => `'${t}'`).join(',')})
    and not exists (select 1 from pg_constraint c where c.conname = i.indexname)`);
  for (const i of indexes) await query(`drop index ${i.indexname}`);
  // foreign keys are right by construction: their row-by-row triggers skipped (superuser only)
  const replica = await query(`set session_replication_role = replica`).then(() => true, () => false);
  log(`dropped ${indexes.length} secondary indexes`);
  const steps = [];
  for (const stmt of catalogStatements({ products, variants })) {
    const t = Date.now();
    await query(stmt);
    steps.push({ step: stmt.trim().split('\n')[0].slice(0, 60), seconds: (Date.now() - t) / 1000 });
    log(`${steps.at(-1).step} (${steps.at(-1).seconds} s)`);
  }
  if (replica) await query(`set session_replication_role = origin`);
  const t = Date.now();
  await query(`set maintenance_work_mem = '256MB'`).catch(() => {});
  for (const i of indexes) await query(i.indexdef);
  log(`rebuilt ${indexes.length} indexes (${(Date.now() - t) / 1000} s)`);
  // as autovacuum leaves a live table: statistics, and a visibility map for index-only counts
  for (const table of BIG) await query(`vacuum (analyze) ${table}`);
  // the bulk load's dirty pages written out now: the measures after it are of a database at work,
  // not of one still flushing gigabytes (superuser or pg_checkpoint; skipped without)
  await query('checkpoint').catch(() => {});
  const [counts] = await query(`select (select count(*) from products)::int as products, (select count(*) from variants)::int as variants,
    (select count(*) from stock_items)::int as stock_items`);
  return { ...counts, seconds: (Date.now() - started) / 1000, indexSeconds: (Date.now() - t) / 1000, steps };
}

export { pgQuery };

whenRun(import.meta.url, () => {
  const flag = flags();
  const products = Number(flag('--products', 200_000));
  const variants = Number(flag('--variants', 1_000_000));
  return runGenerator((query, { log }) => generateCatalog(query, { products, variants, log }));
});
