// Named figures: what every section reports for the summary, the growth table and the history.
//
// The contract (a section's `run` answers `data.figures`, an array of):
//   { id, label, value, unit, baseline?, ratio?, goal?, size?, sizeLabel?, growth? }
//   id        stable name; the history and `--compare` match on it (and on size)
//   value     this run's measurement, in `unit` ('ms', 'req/s', 's', 'KB', 'MB')
//   baseline  the same-run baseline in the same unit; `ratio` = value / baseline (made here if left out)
//   goal      { op: '<=' | '<' | '>=', value, on? }: on the ratio when there is a baseline, else on the value;
//             `on: 'value'` keeps it on the value beside a baseline (an issue's goal in milliseconds)
//   size      the data size the figure was measured at (a number); sizeLabel says it in words
//   growth    'flat' (look-ups) or 'log' (lists, search): how far it may grow from a smaller size
// A figure whose id is one of ISSUE_ROWS takes its label and goal from there: the issue is the goal's source.
import { round, table } from './report.mjs';

/** The rows of issue 26's table, in its order; `by` is the section that measures them (said when it did not run). */
export const ISSUE_ROWS = [
  { id: 'http.me_vs_bare_rps', by: 'http', label: 'users/me throughput ÷ bare Fastify route', goal: { op: '>=', value: 0.7 } },
  { id: 'http.demo_order_get_p50', by: 'http', label: 'GET orders/{number} p50 ÷ users/me p50, demo on PGlite', goal: { op: '<=', value: 2 } },
  { id: 'orders.postgres.get_p50', by: 'orders', label: 'GET orders/{number} p50 ÷ users/me p50, PostgreSQL', goal: { op: '<=', value: 2 } },
  { id: 'orders.postgres.get_p99', by: 'orders', label: 'GET orders/{number} p99 ÷ users/me p50, PostgreSQL', goal: { op: '<=', value: 5 } },
  { id: 'orders.postgres.list_p99', by: 'orders', label: 'orders list page p99 ÷ users/me p50, PostgreSQL', goal: { op: '<=', value: 10 } },
  { id: 'orders.postgres.dashboard_admin_p99', by: 'orders', label: 'dashboard p99 ÷ users/me p50, admin, PostgreSQL', goal: { op: '<=', value: 50 } },
  { id: 'orders.postgres.dashboard_vendor_p99', by: 'orders', label: 'dashboard p99 ÷ users/me p50, vendor, PostgreSQL', goal: { op: '<=', value: 50 } },
  { id: 'catalog.postgres.search_p99', by: 'catalog', label: 'product search p99 ÷ users/me p50, PostgreSQL', goal: { op: '<=', value: 20 } },
  { id: 'price_update.bo_vs_sql', by: 'price-update', label: '100,000-row price update: bo ÷ one SQL statement', goal: { op: '<=', value: 2 } },
  { id: 'bundle.login_js_gzip', by: 'bundle', label: 'JavaScript /login loads, gzip', unit: 'KB', goal: { op: '<', value: 120 } },
  { id: 'cli.help_vs_node', by: 'cli', label: 'bo --help ÷ node -e 0', goal: { op: '<=', value: 1.5 } },
  // "Growth and memory": bo streams, so the 1M-row update costs at most 11× the 100k one and no more memory
  { id: 'price_update.bo_1m_vs_100k_s', by: 'price-update', label: 'price update through bo: 1,000,000 rows ÷ 100,000 rows, time', goal: { op: '<=', value: 11 } },
  { id: 'price_update.bo_1m_vs_100k_rss', by: 'price-update', label: 'price update through bo: 1,000,000 rows ÷ 100,000 rows, peak RSS', goal: { op: '<=', value: 1.25 } },
];
const BY_ID = new Map(ISSUE_ROWS.map((r) => [r.id, r]));

/** Look-ups stay within this factor from the small size to the large one; lists and search within it times log n₁ / log n₀. */
export const FLAT = 1.3;

/** A figure with its ratio made and, for an issue row, the issue's label and goal. */
export function normalise(f) {
  const row = BY_ID.get(f.id);
  const ratio = f.ratio ?? (typeof f.baseline === 'number' && f.baseline > 0 ? f.value / f.baseline : undefined);
  return { ...f, label: row?.label ?? f.label ?? f.id, goal: row?.goal ?? f.goal, ratio: ratio === undefined ? undefined : round(ratio, 2) };
}

const OPS = { '<=': (a, b) => a <= b, '<': (a, b) => a < b, '>=': (a, b) => a >= b };
/** What the goal is checked on: the ratio when the figure has a baseline. */
export const judged = (f) => (f.goal?.on === 'value' ? f.value : f.ratio ?? f.value);
export const passes = (f) => (f.goal ? OPS[f.goal.op](judged(f), f.goal.value) : undefined);
/** Whether a higher number is the better one (throughput), for saying "better"/"worse". */
export const higherIsBetter = (f) => f.goal?.op === '>=';

const num = (n) => (Math.abs(n) >= 100 ? round(n) : Math.abs(n) >= 10 ? round(n, 1) : round(n, 2));
const withUnit = (n, unit) => (n === undefined || n === null ? '—' : `${num(n)}${unit ? ` ${unit}` : ''}`);
/** A goal as the table says it: on the ratio (`≤ 2×`), or on the value of a figure without a baseline (`< 120 KB`). */
const goalText = (goal, onValue, unit) => (goal ? `${goal.op.replace('<=', '≤').replace('>=', '≥')} ${goal.value}${onValue ? ` ${unit ?? ''}`.trimEnd() : '×'}` : '—');
export const sizeText = (n) => (n >= 1e6 && n % 1e5 === 0 ? `${n / 1e6}M` : n >= 1000 && n % 100 === 0 ? `${n / 1000}k` : String(n));

/** A figure in a cell: its ratio with the measurement beside it, or the measurement alone. */
const shown = (f) => (f.ratio === undefined ? withUnit(f.value, f.unit) : `${num(f.ratio)}× (${withUnit(f.value, f.unit)})`);

/** Of the same figure at several sizes, the largest: the summary's row. */
function largest(figures) {
  const out = new Map();
  for (const f of figures) if (!out.has(f.id) || (f.size ?? 0) > (out.get(f.id).size ?? 0)) out.set(f.id, f);
  return out;
}

/** The one table: every issue row (measured or not), then the other figures the sections gave. */
export function summaryTable(figures) {
  const best = largest(figures);
  const line = (f) => [f.label, f.sizeLabel ?? (f.size ? sizeText(f.size) : ''), withUnit(f.value, f.unit), withUnit(f.baseline, f.unit),
    f.ratio === undefined ? '—' : `${num(f.ratio)}×`, goalText(f.goal, f.ratio === undefined || f.goal?.on === 'value', f.unit), f.goal ? (passes(f) ? 'pass' : 'MISS') : ''];
  const rows = [['figure', 'size', 'value', 'baseline', 'ratio', 'goal', 'result']];
  for (const r of ISSUE_ROWS) rows.push(best.has(r.id) ? line(best.get(r.id)) : [r.label, '', `not measured (${r.by})`, '', '', goalText(r.goal, Boolean(r.unit), r.unit), '']);
  const others = [...best.values()].filter((f) => !BY_ID.has(f.id));
  if (others.length) rows.push(['— beyond the issue\'s rows —', '', '', '', '', '', ''], ...others.map(line));
  const measured = ISSUE_ROWS.filter((r) => best.has(r.id)).map((r) => best.get(r.id));
  const missed = measured.filter((f) => !passes(f)).length;
  return `${table(rows)}\n\n${measured.length} of ${ISSUE_ROWS.length} issue figures measured, ${measured.length - missed} pass, ${missed} missed`;
}

/** How each figure measured at two sizes grew from the smaller to the larger, against its bound. */
export function growthRows(figures) {
  const byId = new Map();
  for (const f of figures) if (f.size && f.growth) byId.set(f.id, [...(byId.get(f.id) ?? []), f]);
  const out = [];
  for (const [id, fs] of byId) {
    if (fs.length < 2) continue;
    fs.sort((a, b) => a.size - b.size);
    const [small, big] = [fs[0], fs.at(-1)];
    const growth = judged(big) / judged(small);
    const bound = big.growth === 'flat' ? FLAT : FLAT * (Math.log(big.size) / Math.log(small.size));
    out.push({ id, label: big.label, growth: big.growth, from: small.size, to: big.size, small: shown(small), big: shown(big),
      ratio: round(growth, 2), bound: round(bound, 2), pass: growth <= bound });
  }
  return out;
}

export function growthTable(rows) {
  if (!rows.length) return '';
  return table([['figure', 'sizes', 'small', 'large', 'growth', 'may grow', 'result'],
    ...rows.map((g) => [g.label, `${sizeText(g.from)} → ${sizeText(g.to)}`, g.small, g.big,
      `${num(g.ratio)}×`, `≤ ${g.bound}× (${g.growth})`, g.pass ? 'pass' : 'MISS'])]);
}

export { num, shown };
