import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { bankChangeList, type BankChange } from '../../../shared/commands/merchant/infos.js';
import { api } from '../../app/api.js';
import type { Column } from '../../kit/table/types.js';
import { commandSource } from '../../kit/table/source.js';
import { DataTable } from '../../kit/table/DataTable.js';
import { FilterBar, type FilterDef } from '../../kit/filters/FilterBar.js';
import { useListParams } from '../../kit/table/useListParams.js';
import { BankChangeCard } from './BankChangeCard.js';
import './merchant.css';

type Row = BankChange & { vendor_name: string };

/**
 * /merchant/bank_changes (admin): every vendor's bank-account requests, those waiting first shown;
 * Enter (or a click) on one opens it under the list to approve, or reject with a reason.
 */
export default function BankChanges() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [params, update] = useListParams();
  const state = (params.extra.state as BankChange['state'] | undefined) ?? 'pending';
  const openId = params.extra.open ? Number(params.extra.open) : null;
  const source = useMemo(() => commandSource<Row>(bankChangeList, { state }), [state]);
  // the opened request read by its id, so a link to it opens it too
  const opened = useQuery({
    queryKey: [bankChangeList.id, 'open', state, openId],
    queryFn: ({ signal }) => api.call(bankChangeList, { state, q: { id_eq: String(openId) }, per_page: 1 }, { signal }),
    enabled: openId !== null && Number.isSafeInteger(openId),
  });
  const open = openId === null ? undefined : opened.data?.items[0];

  const columns = useMemo<Column<Row>[]>(() => [
    { id: 'vendor', header: t('merchant_ui.bank_changes.columns.vendor'), primary: true, width: 'minmax(180px, 2fr)', value: (r) => r.vendor_name },
    { id: 'accounts', header: t('merchant_ui.bank_changes.columns.accounts'), width: 'minmax(200px, 2fr)', value: (r) => r.bank_accounts.map((a) => `${a.bank} ${a.account}`).join(', ') },
    { id: 'requested_by', header: t('merchant_ui.bank_changes.columns.requested_by'), width: 'minmax(160px, 1fr)', value: (r) => r.requested_by ?? '' },
    { id: 'requested_at', header: t('merchant_ui.bank_changes.columns.requested_at'), kind: 'date', sort: 'requested_at', value: (r) => r.requested_at },
    { id: 'decided_by', header: t('merchant_ui.bank_changes.columns.decided_by'), width: 'minmax(160px, 1fr)', value: (r) => r.decided_by ?? '' },
  ], [t]);
  const filters: FilterDef[] = [{
    type: 'select', key: 'state', param: 'extra', label: t('merchant_ui.bank_changes.state'), anyLabel: t('merchant_ui.bank_changes.states.pending'),
    options: (['approved', 'rejected'] as const).map((s) => ({ value: s, label: t(`merchant_ui.bank_changes.states.${s}`) })),
  }];

  return (
    <section className="mc-screen" data-testid="bank-changes-screen">
      <h1 className="screen-title">{t('nav.routes.merchant_bank_changes')}</h1>
      <p className="muted">{t('merchant_ui.bank_changes.keys')}</p>
      <FilterBar filters={filters} testId="bank-changes-filters" />
      <DataTable<Row> source={source} columns={columns} rowKey={(r) => r.id}
        rowHref={(r) => `/merchant/bank_changes?${new URLSearchParams({ ...(state !== 'pending' && { state }), open: String(r.id) })}`}
        label={t('merchant_ui.bank_changes.table')} emptyText={t('merchant_ui.bank_changes.empty')} selectable={false} testId="bank-changes-table" />
      {open && (
        <BankChangeCard key={open.id} change={open} title={open.vendor_name} onDecided={async () => {
          update({ extra: { open: undefined } });
          await queryClient.invalidateQueries({ queryKey: [bankChangeList.id] });
        }} />
      )}
    </section>
  );
}
