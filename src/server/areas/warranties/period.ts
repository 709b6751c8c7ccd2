/**
 * Warranty periods as the catalogue writes them in a product's `warranty` property: `12 сар`,
 * `1 жил`, `6 months`, `2 years`, or a bare number of months. Null when there is none to read.
 */
export function periodOfProduct(text: string | null | undefined): number | null {
  if (!text) return null;
  const m = /(\d{1,3})\s*(сар|month|mo|жил|year|yr)?/i.exec(text);
  if (!m) return null;
  const n = Number(m[1]);
  const unit = (m[2] ?? '').toLowerCase();
  const months = unit === 'жил' || unit.startsWith('y') ? n * 12 : n;
  return months >= 1 && months <= 120 ? months : null;
}

/** The date in Ulaanbaatar (YYYY-MM-DD) of an instant, by default now. */
export function ubToday(at: Date = new Date()): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Ulaanbaatar', year: 'numeric', month: '2-digit', day: '2-digit' }).format(at);
}

/** `YYYY-MM-DD` plus some months; a day past the month's end is its last day (Jan 31 + 1 → Feb 28). */
export function addMonths(day: string, months: number): string {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  const total = y * 12 + (m - 1) + months;
  const year = Math.floor(total / 12);
  const month = total % 12;
  const last = new Date(Date.UTC(year, month + 1, 0)).getUTCDate();
  return `${year}-${String(month + 1).padStart(2, '0')}-${String(Math.min(d, last)).padStart(2, '0')}`;
}
