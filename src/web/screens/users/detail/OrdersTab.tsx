import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { list } from '../../../../shared/commands/orders/orders.js';
import type { OrderJson } from '../../../../shared/schema/order.js';
import type { UserDetail } from '../../../../shared/schema/user.js';
import { api } from '../../../app/api.js';
import { DataTable } from '../../../kit/table/DataTable.js';
import type { ListSource } from '../../../kit/table/source.js';
import { sanitizeQ, sortFields } from '../../../kit/table/url-state.js';
import { orderColumns } from '../../orders/list/columns.js';

/** The user's orders: `order.list` filtered by `q[user_id_eq]`, the same list, columns and links as /orders/list. */
export function OrdersTab({ user }: { user: UserDetail }) {
  const { t } = useTranslation();
  const columns = useMemo(() => orderColumns(t), [t]);
  const source = useMemo<ListSource<OrderJson>>(() => ({
    key: ['order.list', 'user', user.id],
    sorts: sortFields(list.input),
    fetch: (r, signal) => api.call(list, { page: r.page, per_page: r.per_page, q: { ...sanitizeQ(list.input, r.q), user_id_eq: user.id } }, { signal }),
  }), [user.id]);
  return (
    <DataTable<OrderJson> source={source} columns={columns} rowKey={(o) => o.number} rowHref={(o) => `/orders/${o.number}`}
      label={t('users.detail.orders')} selectable={false} emptyText={t('users.detail.no_orders')} testId="user-orders-table" />
  );
}
