import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../../shared/api/errors.js';
import { vendors } from '../../../../shared/commands/merchant.js';
import { update } from '../../../../shared/commands/products/products.js';
import { brands, prototypes } from '../../../../shared/commands/products/resources.js';
import { PRODUCT_CATEGORIES, PRODUCT_TYPES, type ProductDetail } from '../../../../shared/schema/product.js';
import { api } from '../../../app/api.js';
import { useSession } from '../../../app/session.js';
import { useSaveBarMember } from '../../../kit/form/SaveBar.js';
import { errorText, notifySuccess } from '../../../kit/notify.js';
import { afterProductSaved, fromLocalInput, once, toLocalInput } from './shared.js';

const STALE = 5 * 60_000;

interface Values {
  brand_id: string; vendor_id: string; product_type: string; category: string; prototype_id: string;
  shipping_category: string; available_on: string;
}

function valuesOf(p: ProductDetail): Values {
  return {
    brand_id: p.brand_id ? String(p.brand_id) : '', vendor_id: String(p.vendor_id), product_type: p.product_type,
    category: p.category, prototype_id: p.prototype_id ? String(p.prototype_id) : '', shipping_category: p.shipping_category,
    available_on: toLocalInput(p.available_on),
  };
}

/**
 * Brand, vendor, type, category, prototype, shipping category and the date it goes on sale: the
 * fields chosen from other lists, so their options carry names (the generated form shows ids).
 */
export function ClassificationForm({ product, readOnly }: { product: ProductDetail; readOnly: boolean }) {
  const { t, i18n } = useTranslation();
  const queryClient = useQueryClient();
  const { isAdmin, me } = useSession();
  const id = useId().replace(/:/g, '');
  const [values, setValues] = useState<Values>(() => valuesOf(product));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  // the product saved elsewhere (another section) replaces these values only when untouched
  const shown = useRef(product);
  useEffect(() => {
    const before = JSON.stringify(valuesOf(shown.current));
    shown.current = product;
    setValues((v) => (JSON.stringify(v) === before ? valuesOf(product) : v));
  }, [product]);

  const chooseVendor = isAdmin || me.vendors.length > 1;
  const brandList = useQuery({ queryKey: ['brand.list', 'filter'], staleTime: STALE, queryFn: ({ signal }) => api.call(brands.list, { per_page: 1000 }, { signal }) });
  const protoList = useQuery({ queryKey: ['prototype.list', 'all'], staleTime: STALE, queryFn: ({ signal }) => api.call(prototypes.list, { per_page: 1000 }, { signal }) });
  const vendorList = useQuery({
    queryKey: ['vendor.list', 'filter'], staleTime: STALE, enabled: chooseVendor,
    queryFn: ({ signal }) => api.call(vendors, { per_page: 1000, q: { s: 'name asc' } }, { signal }),
  });

  const set = (k: keyof Values) => (e: React.ChangeEvent<HTMLInputElement | HTMLSelectElement>) => {
    setValues((v) => ({ ...v, [k]: e.target.value }));
    setErrors((x) => { const { [k]: _, ...rest } = x; return rest; });
  };

  // one of the editor's forms: its changes join the screen's save bar
  const inBar = useSaveBarMember(readOnly ? null : {
    dirty: JSON.stringify(values) !== JSON.stringify(valuesOf(product)),
    save: () => save(),
    discard: () => { setValues(valuesOf(product)); setErrors({}); },
  });

  async function submit(e: React.FormEvent) {
    e.preventDefault();
    await save();
  }

  async function save(): Promise<boolean> {
    if (!values.shipping_category.trim()) { setErrors({ shipping_category: t('kit.validation.required') }); return false; }
    setSaving(true);
    setFormError(null);
    try {
      const { product: saved } = await api.call(update, {
        id: product.id,
        brand_id: values.brand_id ? Number(values.brand_id) : null,
        ...(chooseVendor && { vendor_id: Number(values.vendor_id) }),
        product_type: values.product_type as (typeof PRODUCT_TYPES)[number],
        category: values.category as (typeof PRODUCT_CATEGORIES)[number],
        prototype_id: values.prototype_id ? Number(values.prototype_id) : null,
        shipping_category: values.shipping_category.trim(),
        available_on: fromLocalInput(values.available_on),
      }, once());
      afterProductSaved(queryClient, saved);
      notifySuccess('saved');
      return true;
    } catch (err) {
      setFormError(errorText(err));
      if (err instanceof ApiError && err.fields) setErrors(err.fields);
      return false;
    } finally {
      setSaving(false);
    }
  }

  const field = (k: keyof Values, control: React.ReactNode) => (
    <div className="sf-field field" data-field={k}>
      <label htmlFor={`${id}-${k}`}>{t(`products_ui.fields.${k}`)}</label>
      {control}
      {errors[k] && <p className="field-error" id={`${id}-${k}-error`} role="alert">{errors[k]}</p>}
    </div>
  );
  const a11y = (k: keyof Values) => ({ id: `${id}-${k}`, name: k, value: values[k], onChange: set(k), 'aria-invalid': errors[k] ? true : undefined, 'aria-describedby': errors[k] ? `${id}-${k}-error` : undefined });

  return (
    <section className="pr-section" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{t('products_ui.sections.classification')}</h2>
      <form className="schema-form sf-grid" noValidate onSubmit={(e) => void submit(e)} data-testid="product-class-form" aria-busy={saving}>
        {formError && <div className="form-error sf-form-error" role="alert">{formError}</div>}
        <fieldset className="sf-body" disabled={readOnly || saving}>
          {field('brand_id', (
            <select {...a11y('brand_id')}>
              <option value="">{t('kit.form.none')}</option>
              {(brandList.data?.items ?? []).map((b) => <option key={b.id} value={b.id}>{b.name}</option>)}
            </select>
          ))}
          {field('vendor_id', chooseVendor ? (
            <select {...a11y('vendor_id')}>
              {!(vendorList.data?.items ?? []).some((v) => v.id === product.vendor_id) && <option value={product.vendor_id}>{product.vendor_name ?? product.vendor_id}</option>}
              {(vendorList.data?.items ?? []).map((v) => <option key={v.id} value={v.id}>{v.name}</option>)}
            </select>
          ) : <input {...a11y('vendor_id')} value={product.vendor_name ?? String(product.vendor_id)} readOnly />)}
          {field('product_type', (
            <select {...a11y('product_type')}>
              {PRODUCT_TYPES.map((x) => <option key={x} value={x}>{t(`products_ui.types.${x}`)}</option>)}
            </select>
          ))}
          {field('category', (
            <select {...a11y('category')}>
              {PRODUCT_CATEGORIES.map((x) => <option key={x} value={x}>{t(`products_ui.categories.${x}`)}</option>)}
            </select>
          ))}
          {field('prototype_id', (
            <select {...a11y('prototype_id')}>
              <option value="">{t('kit.form.none')}</option>
              {(protoList.data?.items ?? []).map((p) => <option key={p.id} value={p.id}>{p.name}</option>)}
            </select>
          ))}
          {field('shipping_category', <input type="text" maxLength={50} {...a11y('shipping_category')} />)}
          {field('available_on', <input type="datetime-local" {...a11y('available_on')} lang={i18n.language} />)}
        </fieldset>
        {!inBar && (
          <div className="sf-actions">
            <button type="submit" className="btn btn-primary" disabled={readOnly || saving} data-testid="product-class-form-submit">
              {saving ? t('kit.form.saving') : t('products_ui.editor.save')}
            </button>
          </div>
        )}
      </form>
    </section>
  );
}
