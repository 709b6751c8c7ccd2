import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { PRICE_FIELDS, type priceRuleSchema } from '../../../../../shared/commands/products/prices.js';
import { tugrikToMongo } from '../../../../../shared/money.js';

export type PriceRule = z.input<typeof priceRuleSchema>;
const OPS = ['set', 'raise', 'lower'] as const;
const BYS = ['amount', 'percent'] as const;

/**
 * A rule over the products a filter finds (issue 5 point 3): set, raise or lower a price by an
 * amount in ₮ (sent in möngö) or a percent; the server rounds to whole tugriks.
 */
export function RuleForm({ value, onChange, disabled }: { value: PriceRule; onChange: (rule: PriceRule) => void; disabled: boolean }) {
  const { t } = useTranslation();
  const id = useId().replace(/:/g, '');
  const [amount, setAmount] = useState(() => (value.by === 'percent' ? String(value.value) : String(Number(value.value) / 100)));
  const q = (value.q ?? {}) as Record<string, string>;
  const set = (patch: Partial<PriceRule>) => onChange({ ...value, ...patch });
  const setQ = (key: string, v: string) => {
    const next = { ...q };
    if (v.trim()) next[key] = v.trim(); else delete next[key];
    set({ q: next });
  };
  const setValue = (text: string, by = value.by) => {
    setAmount(text);
    // an amount is ₮ read digit by digit, as in a file; what is not one the server refuses by name
    set({ by, value: by === 'percent' ? Number(text.replace(/[%\s]/g, '')) : tugrikToMongo(text) ?? Number.NaN });
  };
  return (
    <fieldset className="pa-rule" disabled={disabled} data-testid="price-rule">
      <label htmlFor={`${id}-query`}>{t('products_admin.price.rule.query')}
        <input id={`${id}-query`} type="search" value={value.query ?? ''} onChange={(e) => set({ query: e.target.value || undefined })} data-testid="rule-query" />
      </label>
      <label htmlFor={`${id}-sku`}>{t('products_admin.price.rule.sku_cont')}
        <input id={`${id}-sku`} value={q.sku_cont ?? ''} onChange={(e) => setQ('sku_cont', e.target.value)} data-testid="rule-sku" />
      </label>
      <label htmlFor={`${id}-brand`}>{t('products_admin.price.rule.brand_id')}
        <input id={`${id}-brand`} inputMode="numeric" value={q.brand_id_eq ?? ''} onChange={(e) => setQ('brand_id_eq', e.target.value)} />
      </label>
      <label htmlFor={`${id}-vendor`}>{t('products_admin.price.rule.vendor_id')}
        <input id={`${id}-vendor`} inputMode="numeric" value={q.vendor_id_eq ?? ''} onChange={(e) => setQ('vendor_id_eq', e.target.value)} />
      </label>
      <label htmlFor={`${id}-field`}>{t('products_admin.price.rule.field')}
        <select id={`${id}-field`} value={value.field ?? 'price'} onChange={(e) => set({ field: e.target.value as PriceRule['field'] })} data-testid="rule-field">
          {PRICE_FIELDS.map((f) => <option key={f} value={f}>{t(`products_admin.price.columns.${f}`)}</option>)}
        </select>
      </label>
      <label htmlFor={`${id}-op`}>{t('products_admin.price.rule.op')}
        <select id={`${id}-op`} value={value.op} data-testid="rule-op"
          onChange={(e) => { const op = e.target.value as PriceRule['op']; onChange({ ...value, op, ...(op === 'set' && { by: 'amount' }) }); }}>
          {OPS.map((o) => <option key={o} value={o}>{t(`products_admin.price.rule.ops.${o}`)}</option>)}
        </select>
      </label>
      <label htmlFor={`${id}-by`}>{t('products_admin.price.rule.by')}
        <select id={`${id}-by`} value={value.by ?? 'amount'} disabled={value.op === 'set'} data-testid="rule-by"
          onChange={(e) => setValue(amount, e.target.value as 'amount' | 'percent')}>
          {BYS.map((b) => <option key={b} value={b}>{t(`products_admin.price.rule.bys.${b}`)}</option>)}
        </select>
      </label>
      <label htmlFor={`${id}-value`}>{value.by === 'percent' ? t('products_admin.price.rule.value_percent') : t('products_admin.price.rule.value_amount')}
        <input id={`${id}-value`} inputMode="decimal" value={amount} onChange={(e) => setValue(e.target.value)} data-testid="rule-value" />
      </label>
    </fieldset>
  );
}
