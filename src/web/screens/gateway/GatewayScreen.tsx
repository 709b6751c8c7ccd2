import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { gatewayAccounts } from '../../../shared/commands/gateway.js';
import { formatMoney } from '../../../shared/i18n/format.js';
import { api } from '../../app/api.js';
import { DateTime, Money } from '../../kit/cells.js';
import { DataTable } from '../../kit/table/DataTable.js';
import { ImportButton } from './ImportButton.js';
import { lineColumns, lineHref, linesSource } from './parts.js';
import './gateway.css';

/**
 * /corporate_gateway (§2): the shop's accounts with their balance and what waits to be matched,
 * and the queue of incoming transfers no order number matched, each opened to match it by hand.
 */
export default function GatewayScreen() {
  const { t } = useTranslation();
  const { data } = useQuery({ queryKey: ['gateway.accounts'], queryFn: ({ signal }) => api.call(gatewayAccounts, {}, { signal }) });
  const source = useMemo(() => linesSource({ matched_eq: 'false', direction_eq: 'in' }, ''), []);
  const columns = useMemo(() => lineColumns(t).filter((c) => c.id !== 'order_number' && c.id !== 'direction'), [t]);
  return (
    <section className="gw-screen" data-testid="gateway-screen">
      <h1 className="screen-title">{t('nav.routes.gateway_accounts')}</h1>
      {data && <p className="muted">{t('gateway_ui.approval_limit', { amount: formatMoney(data.approval_limit) })}</p>}
      <table className="gw-table" data-testid="gateway-accounts">
        <thead><tr>
          {(['bank', 'account_number', 'account_name', 'balance', 'unmatched', 'last_import_at'] as const).map((c) => <th key={c} scope="col">{t(`gateway_ui.columns.${c}`)}</th>)}
          <th />
        </tr></thead>
        <tbody>{(data?.items ?? []).map((a) => (
          <tr key={a.id}>
            <td>{t(`gateway_ui.banks.${a.bank}`)}</td>
            <td><Link href={`/corporate_gateway/${a.id}`}>{a.account_number}</Link></td>
            <td>{a.account_name}</td>
            <td className="num"><Money value={a.balance} /></td>
            <td className="num">{a.unmatched}</td>
            <td><DateTime value={a.last_import_at} /></td>
            <td><ImportButton accountId={a.id} /></td>
          </tr>
        ))}</tbody>
      </table>
      <h2>{t('gateway_ui.queue')}</h2>
      <DataTable source={source} columns={columns} rowKey={(l) => l.id} rowHref={lineHref} selectable={false}
        label={t('gateway_ui.queue')} emptyText={t('gateway_ui.queue_empty')} testId="gateway-queue" />
    </section>
  );
}
