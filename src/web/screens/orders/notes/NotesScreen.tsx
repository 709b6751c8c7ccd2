import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { notes, type noteSchema } from '../../../../shared/commands/orders/notes.js';
import { api } from '../../../app/api.js';
import { FilterBar, type FilterDef } from '../../../kit/filters/FilterBar.js';
import { DataTable } from '../../../kit/table/DataTable.js';
import type { ListSource } from '../../../kit/table/source.js';
import type { Column } from '../../../kit/table/types.js';
import { useListParams } from '../../../kit/table/useListParams.js';
import '../orders.css';

type Note = z.infer<typeof noteSchema>;
const SEARCH = 'search';

function notesSource(query: string): ListSource<Note> {
  return {
    key: ['order.notes', { query }],
    sorts: [],
    fetch: (r, signal) => api.call(notes, { page: r.page, per_page: Math.min(r.per_page, 100), ...(query && { query }) }, { signal }),
  };
}

/** /orders/notes: every order's notes, newest first, searchable; a row opens its order's notes. */
export default function NotesScreen() {
  const { t } = useTranslation();
  const [params] = useListParams();
  const query = params.extra[SEARCH]?.trim() ?? '';
  const source = useMemo(() => notesSource(query), [query]);
  const columns = useMemo<Column<Note>[]>(() => [
    { id: 'order_number', header: t('orders_extra_ui.columns.number'), primary: true, width: '110px', value: (n) => n.order_number },
    { id: 'body', header: t('orders_extra_ui.notes.body'), width: 'minmax(240px, 4fr)', cell: (n) => <span className="or-note-body">{n.body}</span> },
    { id: 'author', header: t('orders_extra_ui.notes.author'), width: 'minmax(140px, 1fr)', value: (n) => n.author_email ?? t('orders_extra_ui.notes.system') },
    { id: 'created_at', header: t('orders_extra_ui.columns.created_at'), kind: 'date', value: (n) => n.created_at },
  ], [t]);
  const filters: FilterDef[] = [
    { type: 'text', key: SEARCH, param: 'extra', label: t('orders_extra_ui.notes.search'), placeholder: t('orders_extra_ui.notes.search_placeholder'), wide: true },
  ];
  return (
    <section className="orders-screen" data-testid="notes-screen">
      <h1 className="screen-title">{t('nav.routes.orders_notes')}</h1>
      <FilterBar filters={filters} testId="notes-filters" />
      <DataTable<Note>
        source={source}
        columns={columns}
        rowKey={(n) => n.id}
        rowHref={(n) => `/orders/${n.order_number}/comments`}
        label={t('orders_extra_ui.notes.table')}
        emptyText={t('orders_extra_ui.notes.empty')}
        sortDisabled
        selectable={false}
        testId="notes-table"
      />
    </section>
  );
}
