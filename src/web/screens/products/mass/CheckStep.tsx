import { useTranslation } from 'react-i18next';
import type { CheckedRow } from './check.js';

/** Rows listed with their error; more than this are counted, not drawn. */
const SHOWN = 200;

/** Step 3: what the check found, the rows with errors first; nothing is written yet. */
export function CheckStep({ rows }: { rows: CheckedRow[] }) {
  const { t } = useTranslation();
  const bad = rows.filter((r) => !r.ok);
  const valid = rows.length - bad.length;
  const created = rows.filter((r) => r.ok && r.action === 'create').length;
  return (
    <section className="pm-section" aria-labelledby="pm-check-title">
      <h2 id="pm-check-title">{t('products_mass.check.title')}</h2>
      <p role="status" data-testid="mass-summary">
        {t('products_mass.check.summary', { total: rows.length, valid, created, updated: valid - created, invalid: bad.length })}
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
                  <td>{r.error?.message}</td>
                </tr>
              ))}
            </tbody>
          </table>
          {bad.length > SHOWN && <p className="muted">{t('products_mass.check.more', { count: bad.length - SHOWN })}</p>}
        </>
      )}
    </section>
  );
}
