// Email segments section (issue 20): the live count the segment editor shows while rules are typed
// (`POST marketing/email/segments` with `preview`), over 1,000,000 customers' orders on PostgreSQL
// (goal under 500 ms). The data: the demo, then 100,000 customers who placed 1,000,000 orders (9 in
// 10 completed, over two years) of two lines each over the demo catalogue, made in SQL in a database
// of the section's own (the customers' purchase summary the rules read rebuilt from them). Each rule
// set is counted once to warm up, then 7 times: the median, beside the same run's `GET users/me` p50.
// Each count is checked against the raw orders once.
//
// BENCH_SEGMENT_ORDERS (default 1,000,000), BENCH_SEGMENT_CUSTOMERS (default 100,000).
import pg from 'pg';
import { caller, msFigure, signIn, stats } from './lib/api.mjs';
import { whileAlive } from './lib/children.mjs';
import { demoServerOnPostgres } from './lib/pg-db.mjs';
import { median, round, table } from './lib/report.mjs';

const ORDERS = Number(process.env.BENCH_SEGMENT_ORDERS) || 1_000_000;
const CUSTOMERS = Number(process.env.BENCH_SEGMENT_CUSTOMERS) || 100_000;
const GOAL_MS = 500;
const RUNS = 7;

export async function run({ root, defer, log }) {
  const server = await demoServerOnPostgres({ root, defer, log, name: 'segments', title: 'Email segments' });
  if (server.skipped) return server.skipped;
  return whileAlive(server.child, async () => {
    const db = new pg.Client({ connectionString: server.url });
    await db.connect();
    defer(() => db.end());
    const made = await generate(db, log);
    return measure({ base: server.base, db, made, log });
  });
}

/** The customers, their orders and lines, in SQL (triggers off: foreign keys are right by construction). */
async function generate(db, log) {
  const t0 = performance.now();
  const q = (text) => db.query(text);
  await q(`set session_replication_role = replica`);
  await q(`set work_mem = '256MB'`);
  log(`segments: ${CUSTOMERS} customers, ${ORDERS} orders…`);
  await q(`insert into users (email, first_name, last_name, roles, created_at)
    select 'seg' || g || '@bench.mn', 'Name' || g, 'Bench', '{customer}', now() - (g % 900) * interval '1 day' from generate_series(1, ${CUSTOMERS}) g`);
  await q(`create temp table bench_customers as select row_number() over (order by id) as n, id from users where email like 'seg%@bench.mn'`);
  await q(`create temp table bench_variants as select row_number() over (order by v.id) as n, v.id, p.vendor_id, greatest(v.price, 100000) as price
    from variants v join products p on p.id = v.product_id where v.deleted_at is null and p.deleted_at is null`);
  const [{ n: variants }] = (await q(`select count(*)::int as n from bench_variants`)).rows;
  await q(`create index on bench_customers (n)`);
  await q(`create index on bench_variants (n)`);
  await q(`insert into orders (number, website_id, user_id, email, state, payment_state, total, item_count, completed_at, created_at, updated_at)
    select 'SG' || lpad(g::text, 8, '0'), w.id, c.id, 'seg' || c.n || '@bench.mn',
      case when g % 10 = 0 then 'cart' else 'complete' end, case when g % 10 = 0 then 'balance_due' else 'paid' end,
      (1000 + (g::bigint * 7919) % 199000) * 100, 2, case when g % 10 = 0 then null else t.at end, t.at, t.at
    from generate_series(1, ${ORDERS}) g
    join bench_customers c on c.n = 1 + (g::bigint * 104729) % ${CUSTOMERS}
    cross join (select id from websites order by id limit 1) w
    cross join lateral (select now() - ((g::bigint * 7) % (730 * 24)) * interval '1 hour' as at) t`);
  await q(`insert into line_items (order_id, variant_id, vendor_id, quantity, price)
    select o.id, v.id, v.vendor_id, 1, v.price from orders o cross join (values (1), (2)) k(k)
    join bench_variants v on v.n = 1 + (o.id * (k.k * 2 + 1) * 2654435761::bigint) % ${variants}
    where o.number like 'SG%'`);
  await q(`analyze users`);
  await q(`analyze orders`);
  await q(`analyze line_items`);
  await q(`set session_replication_role = origin`);
  // the customers' purchase summary is kept by triggers, skipped with the rest: counted once, here,
  // and vacuumed so that its index is read alone (as autovacuum leaves it after a shop's inserts)
  await q(`select customer_purchases_rebuild()`);
  await q(`vacuum analyze customer_purchases`);
  await q(`vacuum analyze customer_product_purchases`);
  const seconds = round((performance.now() - t0) / 1000, 1);
  const [counts] = (await q(`select (select count(*) from orders)::int as orders, (select count(*) from line_items)::int as lines,
    (select count(distinct user_id) from orders)::int as customers`)).rows;
  log(`segments: made in ${seconds} s (${counts.orders} orders, ${counts.lines} lines, ${counts.customers} customers with orders)`);
  return { seconds, ...counts, variants };
}

async function measure({ base, db, made, log }) {
  const who = await signIn(base, 'marketing@demo.mn');
  const call = caller(base, 'segments');
  const meTimes = [];
  const me = async (n) => { for (let i = 0; i < n; i++) meTimes.push((await call('GET', 'users/me', who)).ms); };
  await me(50);
  // the brand, category and product most bought: the largest sets to count
  const [top] = (await db.query(`select
      (select p.brand_id from line_items li join variants v on v.id = li.variant_id join products p on p.id = v.product_id
        where p.brand_id is not null group by p.brand_id order by count(*) desc limit 1)::int as brand,
      (select t.id from taxons t join taxons d on d.taxonomy_id = t.taxonomy_id and d.lft between t.lft and t.rgt
        join product_taxons pt on pt.taxon_id = d.id where t.parent_id is not null group by t.id order by count(distinct pt.product_id) desc limit 1)::int as category,
      (select v.product_id from line_items li join variants v on v.id = li.variant_id group by v.product_id order by count(*) desc limit 1)::int as product`)).rows;
  // each with the same condition written on the raw orders, to check the count against once
  const bought = (products, days) => `exists (select 1 from orders o join line_items li on li.order_id = o.id join variants v on v.id = li.variant_id
    where o.user_id = c.user_id and o.completed_at is not null and v.product_id in (${products})
    ${days ? `and o.completed_at >= now() - interval '${days} days'` : ''})`;
  const sets = [
    { id: 'amount_quiet', label: 'spent ≥ ₮500,000 in all and no order for 30 days', rules: [{ field: 'orders_amount', op: 'gteq', value: '500000' }, { field: 'last_order_days', op: 'gteq', value: '30' }],
      raw: `(select coalesce(sum(o.total), 0) from orders o where o.user_id = c.user_id and o.completed_at is not null) >= 50000000
        and (select max(o.completed_at) from orders o where o.user_id = c.user_id and o.completed_at is not null) < now() - interval '30 days'` },
    top.brand && { id: 'brand_90', label: 'bought of the most bought brand in 90 days', rules: [{ field: 'bought_brand', op: 'has', value: String(top.brand), days: 90 }],
      raw: bought(`select id from products where brand_id = ${top.brand}`, 90) },
    top.category && { id: 'category', label: 'bought in the biggest category (with its sub-categories)', rules: [{ field: 'bought_category', op: 'has', value: String(top.category) }],
      raw: bought(`select pt.product_id from taxons t join taxons d on d.taxonomy_id = t.taxonomy_id and d.lft between t.lft and t.rgt
        join product_taxons pt on pt.taxon_id = d.id where t.id = ${top.category}`) },
    top.product && { id: 'product_not', label: 'did not buy the most bought product', rules: [{ field: 'bought_product', op: 'not_has', value: String(top.product) }],
      raw: `not ${bought(top.product)}` },
  ].filter(Boolean);
  // the first look copies the shop's customers into the audience (once): timed apart
  const first = await call('POST', 'marketing/email/segments', who, { name: 'bench', rules: [], preview: true });
  log(`segments: first count (customers synced into the audience) ${round(first.ms, 1)} ms`);
  const results = [];
  for (const set of sets) {
    const body = { name: 'bench', match: 'all', rules: set.rules, preview: true };
    const warm = await call('POST', 'marketing/email/segments', who, body);
    const times = [];
    for (let i = 0; i < RUNS; i++) times.push((await call('POST', 'marketing/email/segments', who, body)).ms);
    results.push({ id: set.id, label: set.label, rules: set.rules, contacts: warm.json.contacts, p50: round(median(times), 1), max: round(Math.max(...times), 1) });
    log(`segments: ${set.id} ${warm.json.contacts} contacts, median ${round(median(times), 1)} ms`);
  }
  // the counts are the raw orders' (the rules read the customers' purchase summary kept beside them)
  for (const [i, set] of sets.entries()) {
    const [raw] = (await db.query(`select count(*)::int as n from email_contacts c where c.subscribed and c.bounced_at is null and ${set.raw}`)).rows;
    if (raw.n !== results[i].contacts) throw new Error(`${set.id}: the segment counted ${results[i].contacts}, the raw orders ${raw.n}`);
  }
  await me(50);
  const meP50 = median(meTimes);
  const worst = Math.max(...results.map((r) => r.p50));
  const figures = [
    msFigure('email.segment_count_1m', `email: segment live count over ${made.orders.toLocaleString('en-US')} orders, the slowest rule set's median`, worst, meP50, { goal: { op: '<', value: GOAL_MS } }),
    ...results.map((r) => msFigure(`email.segment_${r.id}`, `email segment: ${r.label}`, r.p50, meP50)),
    msFigure('email.segments_me_p50', 'GET users/me p50 (this section’s baseline)', meP50, meP50),
  ];
  const headline = `segment count over ${made.orders.toLocaleString('en-US')} orders: slowest median ${worst} ms ${worst < GOAL_MS ? 'pass' : 'MISS'} (goal < ${GOAL_MS}), users/me p50 ${round(meP50, 2)} ms`;
  return {
    title: `Email segments on PostgreSQL: the live count over ${made.orders.toLocaleString('en-US')} orders of ${made.customers.toLocaleString('en-US')} customers`,
    text: `${table([
      ['rule set', 'contacts', 'median ms', 'max ms', 'goal'],
      ...results.map((r) => [r.label, r.contacts, r.p50, r.max, `< ${GOAL_MS} ms`]),
      ['first count (customers copied into the audience)', first.json.contacts, round(first.ms, 1), '', ''],
      ['GET users/me p50 / p99', '', round(meP50, 2), stats(meTimes).p99, ''],
      ['data made in SQL', `${made.orders} orders, ${made.lines} lines`, `${made.seconds} s`, '', ''],
    ])}\n${headline}`,
    headline,
    data: { made, first: round(first.ms, 1), results, me: { p50: round(meP50, 2) }, figures },
  };
}
