/**
 * Money is an integer count of möngö (1/100 ₮); it never passes through floats here. The one rule
 * everywhere (screens, `bo`, messages): whole tögrög bare (`₮1,234,500`), and two decimals as soon
 * as there are möngö (`₮22,312.50`, never `₮22,312.5` beside `₮18,857.14`).
 */
export function formatMoney(mongo: number | bigint): string {
  const value = BigInt(mongo);
  const negative = value < 0n;
  const abs = negative ? -value : value;
  const whole = (abs / 100n).toString().replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  const cents = abs % 100n;
  const fraction = cents === 0n ? '' : `.${cents.toString().padStart(2, '0')}`;
  return `${negative ? '-' : ''}₮${whole}${fraction}`;
}

export const DISPLAY_TIME_ZONE = 'Asia/Ulaanbaatar';

// made on first use: a formatter with a time zone loads ICU's zone data (~20 ms), which every
// `bo` start would pay even when it prints no date
const zoneParts = new Map<string, Intl.DateTimeFormat>();
const dateParts = (timeZone: string) => {
  let f = zoneParts.get(timeZone);
  if (!f) {
    f = new Intl.DateTimeFormat('en-GB', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' });
    zoneParts.set(timeZone, f);
  }
  return f;
};

/**
 * `YYYY/MM/DD HH:mm` in Ulaanbaatar time; dates are stored in UTC. `timeZone`: another IANA zone
 * (a flight's times are shown in its airports' own, Asia/Hovd in the west).
 */
export function formatDate(value: Date | string | null | undefined, timeZone: string = DISPLAY_TIME_ZONE): string {
  if (value === null || value === undefined || value === '') return '-';
  const date = typeof value === 'string' ? new Date(value) : value;
  if (Number.isNaN(date.getTime())) return '-';
  const p = Object.fromEntries(dateParts(timeZone).formatToParts(date).map((x) => [x.type, x.value]));
  return `${p.year}/${p.month}/${p.day} ${p.hour}:${p.minute}`;
}
