/**
 * Money as people write it in files: tögrög (₮), with thousands separators and at most two
 * decimals (`12500`, `12,500.50`, `₮12 500`). The API counts möngö (1/100 ₮, DESIGN.md), so
 * whatever reads a file turns its money columns into möngö here, once, the same way everywhere
 * (the price update and listing screens, the mass import, `bo … --file`). Pure.
 *
 * The digits are read as digits, never through a float: `Number('4.35') * 100` is 434.99999999999994
 * and rounding it back only hides which cells were not amounts.
 */

/** Thousands separators a spreadsheet or a person writes: comma, space, no-break spaces, apostrophe. */
const SEPARATORS = ',\u0020\u00a0\u202f\'';

/** The number itself: plain digits, or groups of three behind one kind of separator; `.` and 1–2 decimals. */
const AMOUNT = new RegExp(`^(?:(\\d+)|(\\d{1,3}(?:([${SEPARATORS}])\\d{3})(?:\\3\\d{3})*))(?:\\.(\\d{1,2}))?$`);

const PLAIN_DIGITS = /^\d+$/;

/** A sign and the ₮ sign around the number, in the orders people use: `-₮3`, `₮-3`, `-3₮`, `3 ₮`. */
const FRAME = /^([-−]?)\s*(₮?)\s*([-−]?)\s*(.*?)\s*(₮?)$/;

/**
 * `1,234,500.50` → 123450050, `₮1 234 500` → 123450000, `12.5` → 1250, `-3` → -300; null when the
 * text is not an amount in ₮ (`abc`, `1.234`, `1,5`, empty) or lies beyond exact integers. A number
 * (an Excel or JSON cell) is read as the text it prints as, so `0.1 + 0.2` is refused, not rounded.
 */
export function tugrikToMongo(value: string | number): number | null {
  // plain digits (most cells of a price file): exact as a double up to 13 digits, ×100 included
  if (typeof value === 'string' && value.length <= 13 && PLAIN_DIGITS.test(value)) return Number(value) * 100;
  const text = typeof value === 'number' ? (Number.isFinite(value) ? String(value) : '') : value;
  const frame = FRAME.exec(text.trim());
  if (!frame) return null;
  const [, signBefore, symbolBefore, signAfter, body, symbolAfter] = frame;
  if ((signBefore && signAfter) || (symbolBefore && symbolAfter)) return null;
  const m = AMOUNT.exec(body!);
  if (!m) return null;
  const whole = (m[1] ?? m[2]!).replace(new RegExp(`[${SEPARATORS}]`, 'g'), '');
  const mongo = BigInt(whole) * 100n + BigInt((m[4] ?? '').padEnd(2, '0'));
  if (mongo > BigInt(Number.MAX_SAFE_INTEGER)) return null;
  const n = Number(mongo);
  return (signBefore || signAfter) && n !== 0 ? -n : n;
}

/** How a bad money cell is explained wherever a file is read in English (the CLI, the API's words). */
export const NOT_AN_AMOUNT = 'not an amount in ₮ (write 12500 or 12,500.50)';

/**
 * A file row with its `money` cells read from ₮ into möngö. A cell that is absent, empty or null
 * (NDJSON's "clear") stays as it is; `bad` names the cells that are not amounts. The row given is
 * not changed: a report writes back the cells as the user wrote them.
 */
export function rowToMongo<R extends Record<string, unknown>>(row: R, money: readonly string[]): { row: R; bad: string[] } {
  const out: Record<string, unknown> = { ...row };
  const bad: string[] = [];
  for (const field of money) {
    const cell = row[field];
    if (cell === undefined || cell === null || (typeof cell === 'string' && cell.trim() === '')) continue;
    const mongo = typeof cell === 'string' || typeof cell === 'number' ? tugrikToMongo(cell) : null;
    if (mongo === null) bad.push(field);
    else out[field] = mongo;
  }
  return { row: out as R, bad };
}

/**
 * The naming convention of money fields (möngö) in the API's records: `price`, `amount`, `total`,
 * `balance`, `cost`, `commission`, `lease_left`, `down_payment`, `vat`, `city_tax`, and any
 * `*_price`, `*_amount`, `*_total`, `*_cost` (`item_total`, `sale_price`, `unit_price`). A record's
 * number field so named is shown in ₮ by `bo`; an input field so named is a command's `money`
 * (a catalogue test holds every command to it), and so are the ransack filters on it (`total_gteq`).
 */
const MONEY_NAME = /^(?:price|amount|total|balance|cost|commission|lease_left|down_payment|vat|city_tax|\w+_(?:price|amount|total|cost))$/;

export const isMoneyField = (name: string): boolean => MONEY_NAME.test(name);
