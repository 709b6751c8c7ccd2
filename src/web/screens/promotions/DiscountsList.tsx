import { useEffect, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'wouter';
import { discountCreate, discountList } from '../../../shared/commands/promotions/discounts.js';
import { canAccess } from '../../../shared/roles/access.js';
import { DISCOUNT_STATES, type Discount } from '../../../shared/schema/promotion.js';
import { useSession } from '../../app/session.js';
import { letterOf } from '../../keyboard/keys.js';
import { FilterBar, type FilterDef } from '../../kit/filters/FilterBar.js';
import { isPlainKey, isTypingTarget, overlayOpen } from '../../kit/keys.js';
import { DataTable } from '../../kit/table/DataTable.js';
import { commandSource } from '../../kit/table/source.js';
import type { Column } from '../../kit/table/types.js';
import { useListParams } from '../../kit/table/useListParams.js';
import { useDiscountsBase } from './base.js';
import { usedText, valueText } from './labels.js';
import './promotions.css';

/** /promotions/discount and /merchant/coupons (§2): every discount with its state (active, scheduled, expired, used up); `n` starts a new one. */
export default function DiscountsList() {
  const { t } = useTranslation();
  const [params] = useListParams();
  const [, navigate] = useLocation();
  const { base, title } = useDiscountsBase();
  const canCreate = canAccess(discountCreate, useSession().viewer);
  const query = params.extra.query?.trim() ?? '';
  const state = params.extra.state ?? '';
  const source = useMemo(() => commandSource<Discount>(discountList, { ...(query && { query }), ...(state && { state }) }), [query, state]);

  useEffect(() => {
    function onKey(e: KeyboardEvent) {
      if (e.defaultPrevented || overlayOpen() || !canCreate) return;
      if (isPlainKey(e) && !e.shiftKey && !isTypingTarget(e.target) && letterOf(e) === 'n') {
        e.preventDefault();
        navigate(`${base}/new`);
      }
    }
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [canCreate, navigate, base]);

  const columns = useMemo<Column<Discount>[]>(() => [
    { id: 'title', header: t('promotions_ui.columns.title'), primary: true, sort: 'title', width: 'minmax(200px, 3fr)', value: (d) => d.title },
    { id: 'state', header: t('promotions_ui.columns.state'), width: '130px', fit: true, cell: (d) => <span className={`pr-state pr-state-${d.state}`}>{t(`promotions_ui.state.${d.state}`)}</span> },
    { id: 'value', header: t('promotions_ui.columns.value'), width: 'minmax(140px, 1.5fr)', value: (d) => valueText(d, t) },
    { id: 'used_count', header: t('promotions_ui.columns.used'), sort: 'used_count', width: '120px', fit: true, value: (d) => usedText(d, t) },
    { id: 'code', header: t('promotions_ui.columns.code'), width: 'minmax(120px, 1fr)', value: (d) => d.code ?? (d.code_count ? t('promotions_ui.codes_count', { count: d.code_count }) : '') },
    { id: 'starts_at', header: t('promotions_ui.columns.starts_at'), kind: 'date', sort: 'starts_at', value: (d) => d.starts_at },
    { id: 'ends_at', header: t('promotions_ui.columns.ends_at'), kind: 'date', sort: 'ends_at', value: (d) => d.ends_at },
  ], [t]);
  const filters: FilterDef[] = [
    { type: 'text', key: 'query', param: 'extra', label: t('promotions_ui.list.search'), placeholder: t('promotions_ui.list.search_placeholder'), wide: true },
    { type: 'select', key: 'state', param: 'extra', label: t('promotions_ui.list.state'), options: DISCOUNT_STATES.map((s) => ({ value: s, label: t(`promotions_ui.state.${s}`) })) },
  ];

  return (
    <section className="pr-screen" data-testid="discounts-screen">
      <header className="pr-head">
        <h1 className="screen-title">{t(title)}</h1>
        {canCreate && (
          <button type="button" className="btn btn-primary" onClick={() => navigate(`${base}/new`)} aria-keyshortcuts="n" data-testid="discount-new">
            {t('promotions_ui.list.new')}
          </button>
        )}
      </header>
      <p className="muted pr-hint">{t('promotions_ui.list.keys')}</p>
      <FilterBar filters={filters} testId="discounts-filters" />
      <DataTable<Discount> source={source} columns={columns} rowKey={(d) => d.id} rowHref={(d) => `${base}/${d.id}`}
        label={t('promotions_ui.list.table')} emptyText={t('promotions_ui.list.empty')} selectable={false} testId="discounts-table" />
    </section>
  );
}
