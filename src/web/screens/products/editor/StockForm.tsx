import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../../shared/api/errors.js';
import { updateStock } from '../../../../shared/commands/products/variants.js';
import { STOCK_REASONS, type Variant } from '../../../../shared/schema/product.js';
import { api } from '../../../app/api.js';
import { errorText, notifySuccess } from '../../../kit/notify.js';
import { once } from './shared.js';

type Mode = 'add' | 'remove' | 'set';
type Reason = (typeof STOCK_REASONS)[number];

/** Receives, takes out or counts stock of one variant at one location, always with a reason. */
export function StockForm({ variants, locations, variantId, onVariant, onSaved }: {
  variants: readonly Variant[]; locations: readonly [number, string][]; variantId: number;
  onVariant: (id: number) => void; onSaved: (variantId: number) => void;
}) {
  const { t, i18n } = useTranslation();
  const id = useId().replace(/:/g, '');
  const [location, setLocation] = useState<number>(locations[0]?.[0] ?? 0);
  const [mode, setMode] = useState<Mode>('add');
  const [amount, setAmount] = useState('');
  const [reason, setReason] = useState<Reason>('received');
  const [note, setNote] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);

  async function submit(e: React.FormEvent) {
    e.preventDefault();
    const n = Number(amount);
    if (!Number.isInteger(n) || (mode !== 'set' && n <= 0) || (mode === 'set' && n < 0)) {
      setError(t(mode === 'set' ? 'products_ui.stock.count_invalid' : 'products_ui.stock.quantity_invalid'));
      return;
    }
    setSaving(true);
    setError(null);
    try {
      await api.call(updateStock, {
        id: variantId, stock_location_id: location, reason, ...(note.trim() && { note: note.trim() }),
        ...(mode === 'set' ? { count_on_hand: n } : { quantity: mode === 'add' ? n : -n }),
      }, once());
      notifySuccess('updated');
      setAmount('');
      setNote('');
      onSaved(variantId);
    } catch (err) {
      const field = err instanceof ApiError ? Object.values(err.fields ?? {})[0] : undefined;
      // the server's field sentence is English: shown only to English readers, the code's message to others
      setError(field && i18n.language === 'en' ? `${errorText(err)} — ${field}` : errorText(err));
    } finally {
      setSaving(false);
    }
  }

  return (
    <section className="pr-section" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{t('products_ui.stock.update')}</h2>
      <form className="pr-inline-form" onSubmit={(e) => void submit(e)} noValidate data-testid="stock-form" aria-busy={saving}>
        <div className="field">
          <label htmlFor={`${id}-v`}>{t('products_ui.fields.sku')}</label>
          <select id={`${id}-v`} value={variantId} onChange={(e) => onVariant(Number(e.target.value))} data-testid="stock-variant">
            {variants.map((v) => <option key={v.id} value={v.id}>{v.sku}</option>)}
          </select>
        </div>
        <div className="field">
          <label htmlFor={`${id}-l`}>{t('products_ui.stock.location')}</label>
          <select id={`${id}-l`} value={location} onChange={(e) => setLocation(Number(e.target.value))} data-testid="stock-location">
            {locations.map(([lid, name]) => <option key={lid} value={lid}>{name}</option>)}
          </select>
        </div>
        <div className="field">
          <label htmlFor={`${id}-m`}>{t('products_ui.stock.mode')}</label>
          <select id={`${id}-m`} value={mode} onChange={(e) => setMode(e.target.value as Mode)} data-testid="stock-mode">
            {(['add', 'remove', 'set'] as const).map((m) => <option key={m} value={m}>{t(`products_ui.stock.modes.${m}`)}</option>)}
          </select>
        </div>
        <div className="field pr-narrow">
          <label htmlFor={`${id}-a`}>{mode === 'set' ? t('products_ui.stock.count') : t('products_ui.stock.quantity')}</label>
          <input id={`${id}-a`} inputMode="numeric" value={amount} onChange={(e) => setAmount(e.target.value)} required
            aria-invalid={error ? true : undefined} aria-describedby={error ? `${id}-err` : undefined} data-testid="stock-amount" />
        </div>
        <div className="field">
          <label htmlFor={`${id}-r`}>{t('products_ui.stock.reason')}</label>
          <select id={`${id}-r`} value={reason} onChange={(e) => setReason(e.target.value as Reason)} data-testid="stock-reason">
            {STOCK_REASONS.map((r) => <option key={r} value={r}>{t(`products_ui.reasons.${r}`)}</option>)}
          </select>
        </div>
        <div className="field pr-wide">
          <label htmlFor={`${id}-n`}>{t('products_ui.stock.note')}</label>
          <input id={`${id}-n`} maxLength={500} value={note} onChange={(e) => setNote(e.target.value)} data-testid="stock-note" />
        </div>
        <button type="submit" className="btn btn-primary" disabled={saving} data-testid="stock-submit">{saving ? t('kit.form.saving') : t('products_ui.stock.submit')}</button>
      </form>
      {error && <p className="field-error" id={`${id}-err`} role="alert" data-testid="stock-error">{error}</p>}
    </section>
  );
}
