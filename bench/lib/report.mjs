// Small helpers shared by the sections: medians and plain-text tables.

export function median(values) {
  const s = [...values].sort((a, b) => a - b);
  const mid = s.length >> 1;
  return s.length % 2 ? s[mid] : (s[mid - 1] + s[mid]) / 2;
}

/** `rows` are arrays of cells; the first row is the header. Numbers are right-aligned. */
export function table(rows) {
  const widths = rows[0].map((_, i) => Math.max(...rows.map((r) => String(r[i]).length)));
  const line = (r) => r.map((c, i) => (typeof c === 'number' ? String(c).padStart(widths[i]) : String(c).padEnd(widths[i]))).join('  ');
  return [line(rows[0]), widths.map((w) => '-'.repeat(w)).join('  '), ...rows.slice(1).map(line)].join('\n');
}

export const round = (n, digits = 0) => Math.round(n * 10 ** digits) / 10 ** digits;

/** The p-th percentile by nearest rank. */
export const pct = (values, p) => {
  const s = [...values].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.ceil((p / 100) * s.length) - 1)];
};

/** A size from the environment: `full` (or unset) is `dflt`, else a fraction in (0, 1]. */
export function scaleOf(v, dflt) {
  if (v === undefined || v === '' || v === 'full') return dflt;
  const f = Number(v);
  if (!(f > 0 && f <= 1)) throw new Error(`a scale is "full" or a fraction in (0, 1], got ${v}`);
  return f;
}

/**
 * The data sizes a section runs at, smallest first: unset is the growth run (a tenth, then the
 * full size), else a comma list of what scaleOf reads (`0.1`, `full`, `0.01,0.1`).
 */
export function sizesOf(v) {
  const list = v === undefined || v === '' ? [0.1, 1] : String(v).split(',').map((s) => scaleOf(s.trim(), 1));
  return [...new Set(list)].sort((a, b) => a - b);
}

/** A tiny deterministic generator (LCG): the same "random" picks every run. */
export function rng(seed) {
  let s = seed >>> 0;
  return () => {
    s = (s * 1664525 + 1013904223) >>> 0;
    return s / 2 ** 32;
  };
}
