import { useTranslation } from 'react-i18next';
import { formatMoney } from '../../../../shared/i18n/format.js';
import type { CheckedRow, RowError } from './check.js';

/** Rows listed with their error; more than this are counted, not drawn. */
const SHOWN = 200;
/** Ready rows shown with their prices: enough to see the file's ₮ were read as meant. */
const READY_SHOWN = 20;
const PRICES = ['price', 'cost_price', 'sale_price'] as const;

/** Step 3: what the check found, the rows with errors first; nothing is written yet. */
export function CheckStep({ rows }: { rows: CheckedRow[] }) {
  const { t } = useTranslation();
  const bad = rows.filter((r) => !r.ok);
  const ready = rows.filter((r) => r.ok && r.input);
  const valid = rows.length - bad.length;
  const created = rows.filter((r) => r.ok && r.action === 'create').length;
  const problem = (e: RowError) => (e.key ? t(`products_mass.check.${e.key}`) : e.message);
  return (
    <section className="pm-section" aria-labelledby="pm-check-title">
      <h2 id="pm-check-title">{t('products_mass.check.title')}</h2>
      <p role="status" data-testid="mass-summary">
        {t('products_mass.check.summary', { count: rows.length, valid, created, updated: valid - created, invalid: bad.length })}
      </p>
      {bad.length === 0 ? <p className="pm-ok">{t('products_mass.check.no_errors')}</p> : (
        <>
          <h3>{t('products_mass.check.errors_title')}</h3>
          <table className="pm-table pm-errors" data-testid="mass-errors">
            <thead>
              <tr>
                <th scope="col">{t('products_mass.check.row')}</th><th scope="col">{t('products_mass.check.sku')}</th>
                <th scope="col">{t('products_mass.check.field')}</th><th scope="col">{t('products_mass.check.message')}</th>
              </tr>
            </thead>
            <tbody>
              {bad.slice(0, SHOWN).map((r) => (
                <tr key={r.row} data-testid={`mass-error-row-${r.row}`}>
                  <td>{r.row}</td><td>{r.sku}</td>
                  <td>{r.error ? (t(`products_mass.fields.${r.error.field}`, { defaultValue: r.error.field })) : ''}</td>
                  <td>{r.error ? problem(r.error) : ''}</td>
                </tr>
              ))}
            </tbody>
          </table>
          {bad.length > SHOWN && <p className="muted">{t('products_mass.check.more', { count: bad.length - SHOWN })}</p>}
        </>
      )}
      {ready.length > 0 && (
        <>
          <h3>{t('products_mass.check.ready_title')}</h3>
          <table className="pm-table pm-ready" data-testid="mass-ready">
            <thead>
              <tr>
                <th scope="col">{t('products_mass.check.row')}</th><th scope="col">{t('products_mass.check.sku')}</th>
                <th scope="col">{t('products_mass.check.action')}</th>
                {PRICES.map((f) => <th key={f} scope="col">{t(`products_mass.fields.${f}`)}</th>)}
              </tr>
            </thead>
            <tbody>
              {ready.slice(0, READY_SHOWN).map((r) => (
                <tr key={r.row} data-testid={`mass-ready-row-${r.row}`}>
                  <td>{r.row}</td><td>{r.sku}</td>
                  <td>{r.action ? t(`products_mass.check.action_${r.action}`) : ''}</td>
                  {PRICES.map((f) => {
                    const v = r.input![f];
                    return <td key={f} data-field={f}>{typeof v === 'number' ? formatMoney(v) : ''}</td>;
                  })}
                </tr>
              ))}
            </tbody>
          </table>
          {ready.length > READY_SHOWN && <p className="muted">{t('products_mass.check.more', { count: ready.length - READY_SHOWN })}</p>}
        </>
      )}
    </section>
  );
}
