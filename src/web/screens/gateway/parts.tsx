import type { TFunction } from 'i18next';
import type { GatewayTransaction } from '../../../shared/commands/gateway.js';
import { gatewayStatements } from '../../../shared/commands/gateway.js';
import { commandSource, type ListSource } from '../../kit/table/source.js';
import type { Column } from '../../kit/table/types.js';

/** The statement lines with some `q` filters held (an account's own, the unmatched queue), the reader's on top. */
export function linesSource(held: Record<string, string>, query: string): ListSource<GatewayTransaction> {
  const base = commandSource<GatewayTransaction>(gatewayStatements, query ? { query } : {});
  return { ...base, key: [...base.key, held], fetch: (r, signal) => base.fetch({ ...r, q: { ...r.q, ...held } }, signal) };
}

export const lineHref = (l: GatewayTransaction) => `/corporate_gateway/${l.account_id}/${l.id}`;

export function lineColumns(t: TFunction): Column<GatewayTransaction>[] {
  return [
    { id: 'posted_at', header: t('gateway_ui.columns.posted_at'), kind: 'date', sort: 'posted_at', value: (l) => l.posted_at },
    { id: 'direction', header: t('gateway_ui.columns.direction'), width: '90px', fit: true, value: (l) => t(`gateway_ui.direction.${l.direction}`) },
    { id: 'amount', header: t('gateway_ui.columns.amount'), kind: 'money', sort: 'amount', value: (l) => l.amount },
    { id: 'counterparty', header: t('gateway_ui.columns.counterparty'), width: 'minmax(140px, 1fr)', value: (l) => l.counterparty },
    { id: 'description', header: t('gateway_ui.columns.description'), primary: true, width: 'minmax(200px, 2fr)', value: (l) => l.description },
    { id: 'order_number', header: t('gateway_ui.columns.order_number'), width: '130px', fit: true, value: (l) => l.order_number ?? '' },
  ];
}
