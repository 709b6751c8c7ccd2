import { useQueryClient } from '@tanstack/react-query';
import type { TFunction } from 'i18next';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { reviewApprove, reviewDelete, reviewList, reviewReject } from '../../../../../shared/commands/products/merchandising.js';
import { REVIEW_STATES, type reviewSchema } from '../../../../../shared/schema/merchandising.js';
import { api } from '../../../../app/api.js';
import { toast } from '../../../../app/toasts.js';
import { confirm } from '../../../../kit/confirm/confirm.js';
import { FilterBar, type FilterDef } from '../../../../kit/filters/FilterBar.js';
import { notifyError, notifySuccess } from '../../../../kit/notify.js';
import { DataTable } from '../../../../kit/table/DataTable.js';
import type { ListSource } from '../../../../kit/table/source.js';
import type { Column } from '../../../../kit/table/types.js';
import { useListParams } from '../../../../kit/table/useListParams.js';
import '../../../../styles/products-admin.css';

type Review = z.infer<typeof reviewSchema>;

function reviewSource(state: string, rating: string): ListSource<Review> {
  return {
    key: [reviewList.id, state, rating],
    sorts: [],
    fetch: (r, signal) => api.call(reviewList, {
      ...(state && { state: state as Review['state'] }), ...(rating && { rating: Number(rating) }), page: r.page, per_page: r.per_page,
    }, { signal }),
  };
}

/** /products/reviews: reviews waiting first, approved, rejected (with a reason) or deleted by the staff. */
export default function ReviewsScreen() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [params] = useListParams();
  const state = params.extra.state ?? '';
  const rating = params.extra.rating ?? '';
  const source = useMemo(() => reviewSource(state, rating), [state, rating]);
  const refresh = () => void queryClient.invalidateQueries({ queryKey: [reviewList.id] });

  async function act(review: Review, action: 'approve' | 'reject' | 'delete') {
    try {
      if (action === 'approve') {
        await api.call(reviewApprove, { id: review.id }, { idempotencyKey: crypto.randomUUID() });
        toast('success', t('products_admin.reviews.approved'));
      } else if (action === 'reject') {
        if (!(await confirm({ title: t('products_admin.reviews.reject_title'), body: review.body.slice(0, 200), okLabel: t('products_admin.reviews.reject'), danger: true }))) return;
        await api.call(reviewReject, { id: review.id }, { idempotencyKey: crypto.randomUUID() });
        toast('success', t('products_admin.reviews.rejected'));
      } else {
        if (!(await confirm({ title: t('products_admin.reviews.delete_title'), body: t('kit.resource.delete_body'), okLabel: t('kit.resource.delete'), danger: true }))) return;
        await api.call(reviewDelete, { id: review.id }, { idempotencyKey: crypto.randomUUID() });
        notifySuccess('deleted');
      }
      refresh();
    } catch (e) { notifyError(e); }
  }

  const columns = useMemo(() => reviewColumns(t, act), [t]); // eslint-disable-line react-hooks/exhaustive-deps
  const filters: FilterDef[] = [
    { type: 'select', key: 'state', param: 'extra', label: t('products_admin.reviews.state'), options: REVIEW_STATES.map((s) => ({ value: s, label: t(`products_admin.reviews.states.${s}`) })) },
    { type: 'select', key: 'rating', param: 'extra', label: t('products_admin.reviews.rating'), options: [5, 4, 3, 2, 1].map((n) => ({ value: String(n), label: '★'.repeat(n) })) },
  ];
  return (
    <section className="pa-screen" data-testid="reviews-screen">
      <header className="pa-head"><h1 className="pa-title">{t('nav.routes.products_reviews')}</h1></header>
      <FilterBar filters={filters} testId="reviews-filters" />
      <DataTable<Review> source={source} columns={columns} rowKey={(r) => r.id} selectable={false}
        label={t('nav.routes.products_reviews')} emptyText={t('kit.resource.empty')} testId="reviews-table" />
    </section>
  );
}

function reviewColumns(t: TFunction, act: (r: Review, a: 'approve' | 'reject' | 'delete') => Promise<void>): Column<Review>[] {
  return [
    { id: 'state', header: t('products_admin.reviews.state'), width: '120px', fit: true,
      cell: (r) => <span className={`pa-state pa-state-${r.state}`} data-testid="review-state">{t(`products_admin.reviews.states.${r.state}`)}</span> },
    { id: 'rating', header: t('products_admin.reviews.rating'), width: '90px', cell: (r) => <span className="pa-stars" aria-label={`${r.rating}/5`}>{'★'.repeat(r.rating)}</span> },
    { id: 'product', header: t('products_admin.reviews.product'), width: 'minmax(140px, 1fr)', value: (r) => r.product_name_mn },
    { id: 'review', header: t('products_admin.reviews.review'), width: 'minmax(200px, 2fr)', value: (r) => [r.title, r.body].filter(Boolean).join(' — ') },
    { id: 'author', header: t('products_admin.reviews.author'), width: '140px', value: (r) => r.author_name },
    { id: 'created_at', header: t('products_admin.reviews.created_at'), kind: 'date', value: (r) => r.created_at },
    { id: 'actions', header: t('products_admin.reviews.actions'), width: '240px', fit: true, cell: (r) => (
      <span className="pa-cell-actions">
        {r.state !== 'approved' && <button type="button" className="btn" onClick={() => void act(r, 'approve')} data-testid="review-approve">{t('products_admin.reviews.approve')}</button>}
        {r.state !== 'rejected' && <button type="button" className="btn" onClick={() => void act(r, 'reject')} data-testid="review-reject">{t('products_admin.reviews.reject')}</button>}
        <button type="button" className="btn btn-ghost" onClick={() => void act(r, 'delete')} data-testid="review-delete">{t('kit.resource.delete')}</button>
      </span>
    ) },
  ];
}
