import { useEffect, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { fromLine, list, type WarrantyJson } from '../../../shared/commands/warranties/index.js';
import { canAccess } from '../../../shared/roles/access.js';
import { useSession } from '../../app/session.js';
import { letterOf } from '../../keyboard/keys.js';
import { FilterBar, type FilterDef } from '../../kit/filters/FilterBar.js';
import { isPlainKey, isTypingTarget, overlayOpen } from '../../kit/keys.js';
import { DataTable } from '../../kit/table/DataTable.js';
import { commandSource } from '../../kit/table/source.js';
import type { Column } from '../../kit/table/types.js';
import { useListParams } from '../../kit/table/useListParams.js';
import { FromLinePanel } from './FromLinePanel.js';
import { day } from './paper.js';
import './warranties.css';

/** /warranties (§2): every warranty, found by number, phone, sku or order; `n` makes one from an order's line. */
export default function WarrantiesList() {
  const { t } = useTranslation();
  const [params, update] = useListParams();
  const canCreate = canAccess(fromLine, useSession().viewer);
  const query = params.extra.query?.trim() ?? '';
  const creating = canCreate && params.extra.new === '1';
  const source = useMemo(() => commandSource<WarrantyJson>(list, { ...(query && { query }) }), [query]);

  useEffect(() => {
    function onKey(e: KeyboardEvent) {
      if (e.defaultPrevented || overlayOpen() || !canCreate) return;
      if (isPlainKey(e) && !e.shiftKey && !isTypingTarget(e.target) && letterOf(e) === 'n') {
        e.preventDefault();
        update({ extra: { new: '1' } });
      }
    }
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [canCreate, update]);

  const columns = useMemo<Column<WarrantyJson>[]>(() => [
    { id: 'number', header: t('warranties_ui.fields.number'), primary: true, width: '110px', fit: true, value: (w) => w.number },
    { id: 'customer', header: t('warranties_ui.fields.customer'), width: 'minmax(140px, 1.5fr)', value: (w) => w.customer_name ?? '' },
    { id: 'phone', header: t('warranties_ui.fields.phone'), width: '110px', fit: true, value: (w) => w.phone ?? '' },
    { id: 'sku', header: t('warranties_ui.fields.sku'), width: '120px', fit: true, value: (w) => w.sku },
    { id: 'product', header: t('warranties_ui.fields.product'), width: 'minmax(180px, 3fr)', value: (w) => w.product_name },
    { id: 'period', header: t('warranties_ui.fields.period'), width: '100px', fit: true, value: (w) => t('warranties_ui.months', { count: w.period_months }) },
    { id: 'starts_on', header: t('warranties_ui.fields.starts_on'), sort: 'starts_on', width: '110px', fit: true, value: (w) => day(w.starts_on) },
    { id: 'ends_on', header: t('warranties_ui.fields.ends_on'), sort: 'ends_on', width: '110px', fit: true, value: (w) => day(w.ends_on) },
    { id: 'status', header: t('warranties_ui.fields.status'), width: '110px', fit: true, cell: (w) => <span className={`wr-state wr-state-${w.status}`}>{t(`warranties_ui.status.${w.status}`)}</span> },
  ], [t]);
  const filters: FilterDef[] = [
    { type: 'text', key: 'query', param: 'extra', label: t('warranties_ui.list.search'), placeholder: t('warranties_ui.list.search_placeholder'), wide: true },
  ];

  return (
    <section className="wr-screen" data-testid="warranties-screen">
      <header className="wr-head">
        <h1 className="screen-title">{t('nav.routes.warranties_list')}</h1>
        {canCreate && (
          <button type="button" className="btn btn-primary" onClick={() => update({ extra: { new: '1' } })} aria-keyshortcuts="n" data-testid="warranty-new" disabled={creating}>
            {t('warranties_ui.list.new')}
          </button>
        )}
      </header>
      <p className="muted wr-hint">{t('warranties_ui.list.keys')}</p>
      {creating && <FromLinePanel onClose={() => update({ extra: { new: undefined } })} />}
      <FilterBar filters={filters} testId="warranties-filters" />
      <DataTable<WarrantyJson> source={source} columns={columns} rowKey={(w) => w.id} rowHref={(w) => `/warranties/${w.id}`}
        label={t('warranties_ui.list.table')} emptyText={t('warranties_ui.list.empty')} selectable={false} testId="warranties-table" />
    </section>
  );
}
