import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'wouter';
import { z } from 'zod';
import { vendors } from '../../../../shared/commands/merchant.js';
import { create } from '../../../../shared/commands/products/products.js';
import { prototypes } from '../../../../shared/commands/products/resources.js';
import { productFieldsShape } from '../../../../shared/schema/product.js';
import { api } from '../../../app/api.js';
import { useSession } from '../../../app/session.js';
import { SchemaForm } from '../../../kit/form/SchemaForm.js';
import { notifySuccess } from '../../../kit/notify.js';
import { productLabels } from './Section.js';
import { afterProductSaved, once, toMongo, zTugrik } from './shared.js';
import '../../../styles/products.css';

const f = productFieldsShape;
const newForm = z.object({ sku: f.sku, name_en: f.name_en.min(1), name_mn: f.name_mn.min(1), price: zTugrik });

/**
 * /products/new: a product from a prototype (its option types and properties come along, the
 * server sees to that) or blank; the editor opens on it once made.
 */
export default function NewProduct() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [, navigate] = useLocation();
  const { isAdmin, me, selection } = useSession();
  const id = useId().replace(/:/g, '');
  const chooseVendor = isAdmin || me.vendors.length > 1;
  const [prototypeId, setPrototypeId] = useState('');
  const [vendorId, setVendorId] = useState(() => String(selection.vendorId ?? me.vendors[0]?.id ?? ''));
  const [vendorError, setVendorError] = useState(false);
  const protoList = useQuery({ queryKey: ['prototype.list', 'all'], staleTime: 5 * 60_000, queryFn: ({ signal }) => api.call(prototypes.list, { per_page: 1000 }, { signal }) });
  const vendorList = useQuery({
    queryKey: ['vendor.list', 'filter'], staleTime: 5 * 60_000, enabled: chooseVendor,
    queryFn: ({ signal }) => api.call(vendors, { per_page: 1000, q: { s: 'name asc' } }, { signal }),
  });

  return (
    <section className="pr-editor pr-new" data-testid="product-new">
      <Link href="/products/all" className="pr-back">← {t('products_ui.editor.back')}</Link>
      <h1 className="screen-title">{t('nav.routes.products_new')}</h1>
      <p className="muted pr-hint">{t('products_ui.new.hint')}</p>
      <div className="pr-inline-form">
        <div className="field">
          <label htmlFor={`${id}-proto`}>{t('products_ui.fields.prototype_id')}</label>
          <select id={`${id}-proto`} value={prototypeId} onChange={(e) => setPrototypeId(e.target.value)} data-testid="new-prototype">
            <option value="">{t('products_ui.new.blank')}</option>
            {(protoList.data?.items ?? []).map((p) => <option key={p.id} value={p.id}>{p.name}</option>)}
          </select>
        </div>
        {chooseVendor && (
          <div className="field">
            <label htmlFor={`${id}-vendor`}>{t('products_ui.fields.vendor_id')}<span className="sf-required" aria-hidden="true"> *</span></label>
            <select id={`${id}-vendor`} value={vendorId} onChange={(e) => { setVendorId(e.target.value); setVendorError(false); }} data-testid="new-vendor"
              aria-invalid={vendorError || undefined} aria-describedby={vendorError ? `${id}-vendor-error` : undefined}>
              <option value="">{t('kit.form.choose')}</option>
              {(vendorList.data?.items ?? []).map((v) => <option key={v.id} value={v.id}>{v.name}</option>)}
            </select>
            {vendorError && <p className="field-error" id={`${id}-vendor-error`} role="alert">{t('kit.validation.required')}</p>}
          </div>
        )}
      </div>
      <SchemaForm
        schema={newForm}
        labels={productLabels(t)}
        submitLabel={t('products_ui.new.create')}
        layout="grid"
        autoFocus
        testId="product-new-form"
        onSubmit={async (v) => {
          if (chooseVendor && !vendorId) { setVendorError(true); return false; }
          const { product } = await api.call(create, {
            sku: v.sku, name_en: v.name_en, name_mn: v.name_mn, price: toMongo(v.price),
            ...(vendorId && { vendor_id: Number(vendorId) }),
            ...(prototypeId && { prototype_id: Number(prototypeId) }),
          }, once());
          afterProductSaved(queryClient, product);
          notifySuccess('created');
          navigate(`/products/all/${product.id}`);
        }}
      />
    </section>
  );
}
