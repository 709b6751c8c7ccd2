import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import type { massUpdateResultSchema } from '../../../../../shared/commands/products/prices.js';
import { formatDate, formatMoney } from '../../../../../shared/i18n/format.js';

/** A row's answer of `product.mass_update` or `listing.mass_update`: what the table needs of either. */
export type MassUpdateResult = Pick<z.infer<typeof massUpdateResultSchema>, 'row' | 'sku' | 'ok' | 'changes' | 'error'>;
const PRICE_FIELDS = ['price', 'cost_price', 'sale_price', 'sale_start', 'sale_expiry'] as const;
const MONEY = new Set<string>(['price', 'cost_price', 'sale_price']);

function show(field: string, value: unknown): string {
  if (value === null || value === undefined) return '-';
  if (MONEY.has(field) && (typeof value === 'number' || typeof value === 'bigint')) return formatMoney(value);
  if (typeof value === 'string' && field.startsWith('sale_')) return formatDate(value);
  return String(value);
}

/** The row reasons the server words in English whatever the language (the rule refusals arrive translated). */
const REASONS: readonly [RegExp, string][] = [
  [/^must not be negative/, 'negative'],
  [/^appears twice/, 'twice'],
  [/^no such/, 'no_product'],
  [/^has no value to raise or lower/, 'no_value'],
];

/**
 * What a price update did or would do, row by row: each changed cell holds the old value struck
 * through beside the new one and is highlighted; a failing row is tinted and says why.
 */
export function PreviewTable({ results, testId, fields = PRICE_FIELDS }: { results: readonly MassUpdateResult[]; testId: string; fields?: readonly string[] }) {
  const { t, i18n } = useTranslation();
  const [onlyFailed, setOnlyFailed] = useState(false);
  const reason = (e: NonNullable<MassUpdateResult['error']>) => {
    const field = e.field === 'sku' ? t('products_admin.price.sku') : t(`products_admin.price.columns.${e.field}`, { defaultValue: e.field });
    // in English the server's own words are the most precise
    const known = i18n.language === 'en' ? undefined : REASONS.find(([re]) => re.test(e.message));
    return `${field}: ${known ? t(`products_admin.price.reasons.${known[1]}`) : e.message}`;
  };
  const shown = onlyFailed ? results.filter((r) => !r.ok) : results;
  return (
    <>
      <label className="pa-inline-field">
        <input type="checkbox" checked={onlyFailed} onChange={(e) => setOnlyFailed(e.target.checked)} data-testid={`${testId}-only-failed`} />
        {t('products_admin.price.only_failed')}
      </label>
      <div className="pa-table-wrap" tabIndex={0} role="region" aria-label={t('products_admin.price.applied_title')}>
        <table className="pa-table" data-testid={testId}>
          <thead>
            <tr>
              <th className="num">{t('products_admin.price.row')}</th>
              <th>{t('products_admin.price.sku')}</th>
              <th>{t('products_admin.price.status')}</th>
              {fields.map((f) => <th key={f} className={MONEY.has(f) ? 'num' : undefined}>{t(`products_admin.price.columns.${f}`)}</th>)}
              <th>{t('products_admin.price.reason')}</th>
            </tr>
          </thead>
          <tbody>
            {shown.map((r) => (
              <tr key={r.row} className={r.ok ? undefined : 'pa-row-failed'} data-testid={`${testId}-row`} data-sku={r.sku} data-ok={r.ok}>
                <td className="num">{r.row}</td>
                <td><code>{r.sku}</code></td>
                <td className={r.ok ? 'pa-ok' : 'pa-fail'}>{r.ok ? (Object.keys(r.changes).length ? t('products_admin.price.ok') : t('products_admin.price.unchanged')) : t('products_admin.price.failed')}</td>
                {fields.map((f) => {
                  const change = r.changes[f];
                  const cls = `${MONEY.has(f) ? 'num' : ''}${change ? ' pa-changed' : ''}`.trim() || undefined;
                  return (
                    <td key={f} className={cls} data-field={f}>
                      {change && <><span className="pa-old" data-testid="old-value">{show(f, change[0])}</span><span data-testid="new-value">{show(f, change[1])}</span></>}
                    </td>
                  );
                })}
                <td className="pa-fail" data-testid={`${testId}-reason`}>{r.error ? reason(r.error) : ''}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </>
  );
}
