import { formatDate, formatMoney } from '../../shared/i18n/format.js';

/** Money in möngö shown as `₮1,234,500`, right-aligned in tables by the `num` class. */
export function Money({ value }: { value: number | bigint | null | undefined }) {
  if (value === null || value === undefined) return <span className="muted">-</span>;
  const negative = BigInt(value) < 0n;
  return <span className={`num${negative ? ' num-negative' : ''}`}>{formatMoney(value)}</span>;
}

/** A stored UTC instant shown as `YYYY/MM/DD HH:mm` in Ulaanbaatar time, the full ISO value on hover. */
export function DateTime({ value }: { value: string | Date | null | undefined }) {
  const text = formatDate(value);
  if (text === '-') return <span className="muted">-</span>;
  const iso = typeof value === 'string' ? value : value?.toISOString();
  return <time dateTime={iso} title={iso}>{text}</time>;
}
