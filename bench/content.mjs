// Content section (issue 18): saving a page of 40 blocks, and the page list with 10,000 pages, on
// the demo server (`npm start`'s PGlite), each request timed one at a time as an editor clicks,
// interleaved with `GET users/me` as the same-run baseline. A page keeps its blocks whole in one
// jsonb column, so a save is one row written whatever the block kinds (Strapi's publish grows with
// each component type declared): the save is measured with one block kind and with all of them.
//
// BENCH_CONTENT_PAGES: how many pages the list holds (default 10,000); BENCH_CONTENT_ROUNDS: timed
// requests per figure (default 300).
import { caller, signIn, stats } from './lib/api.mjs';
import { startDemoServer } from './lib/demo-server.mjs';
import { rng, round, table } from './lib/report.mjs';

const PAGES = Number(process.env.BENCH_CONTENT_PAGES) || 10_000;
const ROUNDS = Number(process.env.BENCH_CONTENT_ROUNDS) || 300;
const BLOCKS = 40;
/** Pages made at once while filling the list: the server's own pace, not a queue. */
const IN_FLIGHT = 8;

const container = (i) => ({ kind: 'container', width: i % 2 ? 'boxed' : 'full', margin_top: i % 40, margin_bottom: 8 });
const banner = (i) => ({ kind: 'banner', image_url: `/uploads/content/banner-${i}.jpg`, link: `/c/sale-${i}`, alt: `Banner ${i}` });
const slider = (i) => ({ kind: 'slider', autoplay_ms: 4000, slides: [1, 2, 3].map((n) => ({ image_url: `/uploads/content/slide-${i}-${n}.jpg`, link: '/c/new', alt: `Slide ${n}` })) });
const products = (i) => ({ kind: 'product_list', title_en: `Picks ${i}`, title_mn: `Сонголт ${i}`, source: 'sku', skus: ['P000001', 'P000002', 'P000003'], sort: 'popular', per_page: 12, paginate: i % 2 === 0 });
const KINDS = [container, banner, slider, products];

/** 40 blocks of every kind in turn, or of the first kind only. */
const blocksOf = (mixed, salt) => Array.from({ length: BLOCKS }, (_, i) => (mixed ? KINDS[i % KINDS.length] : container)(i + salt));

export async function run({ root, defer, log }) {
  log('content: starting the demo server…');
  const server = await startDemoServer({ root, defer, name: 'content' });
  let admin = await signIn(server.base, 'admin@demo.mn');
  let call = caller(server.base, 'content');

  log(`content: filling the list to ${PAGES} pages…`);
  const { json: before } = await call('GET', 'pages?per_page=1', admin);
  const started = performance.now();
  let next = before.total;
  const worker = async () => {
    while (next < PAGES) {
      const n = ++next;
      await call('POST', 'pages', admin, { title: `Bench page ${String(n).padStart(5, '0')}`, slug: `bench-page-${n}`, status: n % 3 ? 'published' : 'draft', blocks: [container(n), banner(n)] });
    }
  };
  await Promise.all(Array.from({ length: IN_FLIGHT }, worker));
  const fillSeconds = round((performance.now() - started) / 1000, 1);
  // PGlite has no autovacuum: the server analyses its tables at start and every ten minutes, so a
  // list measured right after 10,000 inserts would be planned for the few pages of the demo
  log('content: restarting the server on the same data (its statistics brought up to date)…');
  const base = await server.restart();
  admin = await signIn(base, 'admin@demo.mn');
  call = caller(base, 'content');
  const { json: filled } = await call('GET', 'pages?per_page=1', admin);

  const { json: made } = await call('POST', 'pages', admin, { title: 'Bench: the 40-block page', slug: `bench-forty-${Date.now()}`, status: 'draft', blocks: blocksOf(true, 0) });
  const pageId = made.item.id;
  const random = rng(18);
  const lastPage = Math.max(1, Math.ceil(filled.total / 25));
  const listPaths = [
    ['any page by title', () => `pages?page=${1 + Math.floor(random() * lastPage)}&per_page=25`],
    ['search', () => `pages?page=1&per_page=25&query=${encodeURIComponent(`Bench page ${String(1 + Math.floor(random() * PAGES)).padStart(5, '0').slice(0, 4)}`)}`],
    ['newest first', () => `pages?page=${1 + Math.floor(random() * 20)}&per_page=25&q%5Bs%5D=updated_at%20desc`],
    ['drafts', () => `pages?page=1&per_page=25&q%5Bstatus_eq%5D=draft`],
  ];
  const byMix = new Map(listPaths.map(([name]) => [name, []]));

  const times = { me: [], saveMixed: [], saveOneKind: [], list: [] };
  for (let i = 0; i < ROUNDS; i++) {
    times.me.push((await call('GET', 'users/me', admin)).ms);
    times.saveMixed.push((await call('PUT', `pages/${pageId}`, admin, { title: `Bench: the 40-block page (${i})`, blocks: blocksOf(true, i) })).ms);
    times.me.push((await call('GET', 'users/me', admin)).ms);
    times.saveOneKind.push((await call('PUT', `pages/${pageId}`, admin, { title: `Bench: the 40-block page (${i})`, blocks: blocksOf(false, i) })).ms);
    const [mix, path] = listPaths[i % listPaths.length];
    const { ms } = await call('GET', path(), admin);
    times.list.push(ms);
    byMix.get(mix).push(ms);
  }
  const s = Object.fromEntries(Object.entries(times).map(([k, v]) => [k, stats(v)]));
  const me = s.me.p50;
  const at = { size: filled.total, sizeLabel: `${filled.total} pages` };
  // the issue's goals are in milliseconds: the figure is the time, users/me beside it as its baseline
  const figure = (id, label, value) => ({ id, label, value: round(value, 2), unit: 'ms', baseline: round(me, 2), ratio: round(value / me, 2), ...at });
  const figures = [
    { ...figure('content.page_save_40_p99', 'saving a page of 40 blocks (4 kinds) p99, ms', s.saveMixed.p99), goalMs: 50, passMs: s.saveMixed.p99 < 50 },
    { ...figure('content.page_save_40_one_kind_p99', 'saving a page of 40 blocks (1 kind) p99, ms', s.saveOneKind.p99) },
    { ...figure('content.page_list_p99', `page list, ${filled.total} pages, p99, ms`, s.list.p99), goalMs: 50, passMs: s.list.p99 < 50 },
  ];
  const rows = [['request', 'n', 'p50 ms', 'p99 ms', 'p50 ÷ users/me p50', 'goal (p99)'],
    ['GET users/me (baseline)', s.me.n, s.me.p50, s.me.p99, '1', ''],
    ['PUT pages/{id}: 40 blocks of 4 kinds', s.saveMixed.n, s.saveMixed.p50, s.saveMixed.p99, `${round(s.saveMixed.p50 / me, 2)}×`, '< 50 ms'],
    ['PUT pages/{id}: 40 blocks of 1 kind', s.saveOneKind.n, s.saveOneKind.p50, s.saveOneKind.p99, `${round(s.saveOneKind.p50 / me, 2)}×`, ''],
    [`GET pages (list of ${filled.total}: pages, search, sort, filter)`, s.list.n, s.list.p50, s.list.p99, `${round(s.list.p50 / me, 2)}×`, '< 50 ms']];
  const kindsRatio = round(s.saveMixed.p50 / s.saveOneKind.p50, 2);
  const headline = `page save (40 blocks) p99 ${s.saveMixed.p99} ms ${s.saveMixed.p99 < 50 ? 'pass' : 'MISS'}, page list (${filled.total}) p99 ${s.list.p99} ms ${s.list.p99 < 50 ? 'pass' : 'MISS'}; users/me p50 ${me} ms`;
  return {
    title: `Content: saving a 40-block page and the page list (ms; ${ROUNDS} rounds, one request at a time)`,
    text: `${table(rows)}\n\nthe list by kind of request (ms)\n${table([['request', 'n', 'p50', 'p99'], ...[...byMix].map(([mix, v]) => [mix, ...Object.values(stats(v))])])}\n\n${filled.total - before.total} pages made in ${fillSeconds} s first. Four block kinds ÷ one kind, save p50: ${kindsRatio}× (one row written either way).\n${headline}`,
    headline,
    data: { figures: figures.map(({ goalMs, passMs, ...f }) => f), goalsMs: figures.filter((f) => f.goalMs).map((f) => ({ id: f.id, value: f.value, goalMs: f.goalMs, pass: f.passMs })), kindsRatio },
  };
}
