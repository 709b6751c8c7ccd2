import type { z } from 'zod';
import { useTranslation } from 'react-i18next';
import type { promotionSimulate } from '../../../shared/commands/promotions/simulate.js';
import { formatMoney } from '../../../shared/i18n/format.js';

export type Simulation = z.output<typeof promotionSimulate.output>;

/**
 * What a discount's rules would have done over the period's orders (issue 16 "Explain before"):
 * the budget first, the orders it left out and why, then each day as a bar.
 */
export function SimulatePanel({ result }: { result: Simulation }) {
  const { t, i18n } = useTranslation();
  const n = (v: number) => v.toLocaleString(i18n.language === 'mn' ? 'mn-MN' : 'en-US');
  const highest = Math.max(1, ...result.by_day.map((d) => d.given_amount));
  return (
    <section className="pr-sim" aria-labelledby="pr-sim-title" data-testid="discount-simulation" aria-live="polite">
      <h2 id="pr-sim-title">{t('promotions_ui.simulate.title', { count: result.days })}</h2>
      <dl className="pr-sim-figures">
        <div><dt>{t('promotions_ui.simulate.touched')}</dt><dd data-testid="sim-touched">{t('promotions_ui.simulate.of', { part: n(result.touched), whole: n(result.orders) })}</dd></div>
        <div><dt>{t('promotions_ui.simulate.given')}</dt><dd data-testid="sim-given">{formatMoney(result.given_amount)}</dd></div>
        <div><dt>{t('promotions_ui.simulate.shipping')}</dt><dd>{formatMoney(result.shipping_amount)}</dd></div>
        <div><dt>{t('promotions_ui.simulate.sales')}</dt><dd>{formatMoney(result.sales_total)}</dd></div>
      </dl>
      {result.refused.length > 0 && (
        <ul className="pr-sim-refused" aria-label={t('promotions_ui.simulate.refused')}>
          {result.refused.map((r) => <li key={r.rule}>{t(`promotions_ui.simulate.rules.${r.rule}`, { defaultValue: r.rule })}: {n(r.orders)}</li>)}
        </ul>
      )}
      {result.by_day.length > 0 && (
        <ol className="pr-sim-days" aria-label={t('promotions_ui.simulate.by_day')}>
          {result.by_day.map((d) => (
            <li key={d.day} title={`${d.day}: ${formatMoney(d.given_amount)} · ${n(d.touched)}`}>
              <span style={{ height: `${Math.max(2, Math.round((d.given_amount / highest) * 100))}%` }} />
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
