import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { propertySet, propertyUpdate } from '../../../../shared/commands/products/products.js';
import { properties as propertyResource } from '../../../../shared/commands/products/resources.js';
import type { ProductDetail } from '../../../../shared/schema/product.js';
import { api } from '../../../app/api.js';
import { notifyError, notifySuccess } from '../../../kit/notify.js';
import { afterProductSaved, once } from './shared.js';

type Row = ProductDetail['properties'][number];

/**
 * The product's attributes (material, country of origin…). An empty one is filled with
 * property_set; a filled one is changed with property_update, since §5 refuses filling it twice.
 */
export function PropertiesTab({ product, readOnly }: { product: ProductDetail; readOnly: boolean }) {
  const { t, i18n } = useTranslation();
  const queryClient = useQueryClient();
  const id = useId().replace(/:/g, '');
  const all = useQuery({
    queryKey: ['property.list', 'all'], staleTime: 5 * 60_000, enabled: !readOnly,
    queryFn: ({ signal }) => api.call(propertyResource.list, { per_page: 1000 }, { signal }),
  });
  const [adding, setAdding] = useState('');
  const [addValue, setAddValue] = useState('');
  const present = new Set(product.properties.map((p) => p.property_id));
  const addable = (all.data?.items ?? []).filter((p) => !present.has(p.id));
  const name = (p: { presentation_en: string; presentation_mn: string }) => (i18n.language === 'mn' ? p.presentation_mn : p.presentation_en);

  async function save(propertyId: number, value: string, filled: boolean) {
    try {
      const { product: saved } = filled
        ? await api.call(propertyUpdate, { id: product.id, property_id: propertyId, value }, once())
        : await api.call(propertySet, { id: product.id, property_id: propertyId, value }, once());
      afterProductSaved(queryClient, saved);
      notifySuccess('saved');
      return true;
    } catch (e) {
      notifyError(e);
      return false;
    }
  }

  return (
    <div className="pr-properties">
      {product.properties.length === 0 && <p className="muted">{t('products_ui.properties.empty')}</p>}
      <ul className="pr-prop-list" data-testid="properties-list">
        {product.properties.map((p) => (
          <PropertyRow key={p.property_id} row={p} label={name(p)} readOnly={readOnly} onSave={(v) => save(p.property_id, v, p.value !== '')} />
        ))}
      </ul>
      {!readOnly && addable.length > 0 && (
        <form className="pr-inline-form" data-testid="property-add-form" onSubmit={(e) => {
          e.preventDefault();
          if (!adding || !addValue.trim()) return;
          void save(Number(adding), addValue.trim(), false).then((ok) => { if (ok) { setAdding(''); setAddValue(''); } });
        }}>
          <div className="field">
            <label htmlFor={`${id}-p`}>{t('products_ui.properties.add')}</label>
            <select id={`${id}-p`} value={adding} onChange={(e) => setAdding(e.target.value)} data-testid="property-add-select">
              <option value="">{t('kit.form.choose')}</option>
              {addable.map((p) => <option key={p.id} value={p.id}>{name(p)}</option>)}
            </select>
          </div>
          <div className="field pr-wide">
            <label htmlFor={`${id}-v`}>{t('products_ui.properties.value')}</label>
            <input id={`${id}-v`} maxLength={1000} value={addValue} onChange={(e) => setAddValue(e.target.value)} data-testid="property-add-value" />
          </div>
          <button type="submit" className="btn btn-primary" disabled={!adding || !addValue.trim()}>{t('products_ui.properties.add_button')}</button>
        </form>
      )}
    </div>
  );
}

function PropertyRow({ row, label, readOnly, onSave }: { row: Row; label: string; readOnly: boolean; onSave: (value: string) => Promise<boolean> }) {
  const { t } = useTranslation();
  const id = useId().replace(/:/g, '');
  const [value, setValue] = useState(row.value);
  const [saving, setSaving] = useState(false);
  useEffect(() => { setValue(row.value); }, [row.value]);
  const changed = value.trim() !== row.value && value.trim() !== '';
  return (
    <li data-testid="property-row" data-name={row.name}>
      <label htmlFor={`${id}-v`}>{label}</label>
      <input id={`${id}-v`} value={value} maxLength={1000} disabled={readOnly || saving} onChange={(e) => setValue(e.target.value)}
        onKeyDown={(e) => { if (e.key === 'Enter' && changed) { e.preventDefault(); setSaving(true); void onSave(value.trim()).finally(() => setSaving(false)); } }} />
      {!readOnly && (
        <button type="button" className="btn" disabled={!changed || saving} data-testid="property-save"
          onClick={() => { setSaving(true); void onSave(value.trim()).finally(() => setSaving(false)); }}>
          {t('products_ui.editor.save')}
        </button>
      )}
    </li>
  );
}
