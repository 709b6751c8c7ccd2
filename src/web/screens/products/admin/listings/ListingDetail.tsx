import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { Link, useLocation } from 'wouter';
import { ApiError } from '../../../../../shared/api/errors.js';
import { get, remove, search, update } from '../../../../../shared/commands/products/listings.js';
import { canAccess } from '../../../../../shared/roles/access.js';
import { api } from '../../../../app/api.js';
import { useSession } from '../../../../app/session.js';
import { confirm } from '../../../../kit/confirm/confirm.js';
import { SchemaForm } from '../../../../kit/form/SchemaForm.js';
import { errorText, notifyError, notifySuccess } from '../../../../kit/notify.js';

const FIELDS = ['sku', 'price', 'sale_price', 'sale_start', 'sale_expiry', 'count_on_hand', 'active'] as const;

/** Prices are typed in ₮ as people write them (`1500.5`) and sent in möngö (DESIGN.md). */
const zTugrik = z.coerce.number().min(0, 'must not be negative').max(90_000_000_000_000)
  .refine((v) => Number.isInteger(Math.round(v * 100 * 1e6) / 1e6), 'at most two decimals');
const formSchema = update.input.extend({ price: zTugrik.optional(), sale_price: zTugrik.nullable().optional() });
const toMongo = (v: number) => Math.round(v * 100);

/** /products/listings/:id: one vendor's offer, its price, sale and stock, and delete (§5 confirmation). */
export function ListingDetail({ id }: { id: number }) {
  const { t, i18n } = useTranslation();
  const queryClient = useQueryClient();
  const [, navigate] = useLocation();
  const canEdit = canAccess(update, useSession().viewer);
  const valid = Number.isInteger(id) && id > 0;
  const query = useQuery({ queryKey: [get.id, id], queryFn: ({ signal }) => api.call(get, { id }, { signal }), enabled: valid });
  const back = <Link href="/products/listings" className="pa-back">← {t('products_admin.listings.back')}</Link>;
  if (!valid || (query.error instanceof ApiError && query.error.status === 404)) return <section className="pa-screen">{back}<p role="alert">{t('kit.resource.not_found')}</p></section>;
  if (query.error) return <section className="pa-screen">{back}<p role="alert" className="form-error">{errorText(query.error)}</p></section>;
  if (!query.data) return <section className="pa-screen">{back}<p role="status" className="muted">{t('kit.table.loading')}</p></section>;
  const listing = query.data.listing;
  const labels = Object.fromEntries(FIELDS.map((f) => [f, f === 'sale_start' || f === 'sale_expiry' ? t(`products_admin.price.columns.${f}`) : t(`products_admin.listings.${f}`)]));
  const refresh = () => {
    void queryClient.invalidateQueries({ queryKey: [get.id, id] });
    void queryClient.invalidateQueries({ queryKey: [search.id] });
  };
  async function del() {
    if (!(await confirm({ title: t('kit.resource.delete_title', { name: listing.sku }), body: t('kit.resource.delete_body'), okLabel: t('kit.resource.delete'), danger: true }))) return;
    try {
      await api.call(remove, { id }, { idempotencyKey: crypto.randomUUID() });
      refresh();
      notifySuccess('deleted');
      navigate('/products/listings');
    } catch (e) { notifyError(e); }
  }
  return (
    <section className="pa-screen" data-testid="listing-detail">
      {back}
      <header className="pa-head">
        <h1 className="pa-title">{listing.sku} <span className="muted">· {i18n.language === 'mn' ? listing.product_name_mn : listing.product_name_en} · {listing.vendor_name ?? '-'}</span></h1>
        <span className="pa-tag">{listing.approved ? t('products_admin.listings.approved') : t('products_admin.reviews.states.pending')}</span>
      </header>
      <div className="split-panel">
        <SchemaForm schema={formSchema} fields={FIELDS} labels={labels} fixed={{ id }} layout="grid"
          defaultValues={{ ...listing, price: listing.price / 100, sale_price: listing.sale_price === null ? null : listing.sale_price / 100 }}
          submitLabel={t('kit.resource.save')} testId="listing-form" disabled={!canEdit}
          actions={canEdit && <button type="button" className="btn btn-danger" onClick={() => void del()} data-testid="listing-delete">{t('kit.resource.delete')}</button>}
          onSubmit={async (values) => {
            const { price, sale_price: salePrice, ...rest } = values;
            await api.call(update, {
              ...rest,
              ...(price !== undefined && { price: toMongo(price) }),
              ...(salePrice !== undefined && { sale_price: salePrice === null ? null : toMongo(salePrice) }),
            }, { idempotencyKey: crypto.randomUUID() });
            refresh();
            notifySuccess('updated');
          }} />
      </div>
    </section>
  );
}
