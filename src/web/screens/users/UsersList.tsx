import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { list, search as searchCommand, USER_KINDS } from '../../../shared/commands/users.js';
import type { User } from '../../../shared/schema/user.js';
import { api } from '../../app/api.js';
import { toast } from '../../app/toasts.js';
import { FilterBar, type FilterDef } from '../../kit/filters/FilterBar.js';
import { DataTable } from '../../kit/table/DataTable.js';
import { commandSource, type ListSource } from '../../kit/table/source.js';
import { useListParams } from '../../kit/table/useListParams.js';
import { roleName, userColumns } from './columns.js';
import { useGrantableRoles } from './grantable.js';
import '../../styles/users.css';

type Kind = (typeof USER_KINDS)[number];

const TITLES: Record<Kind, string> = {
  all: 'nav.routes.users_list',
  admins: 'nav.routes.users_admins',
  merchants: 'nav.routes.users_merchants',
  drivers: 'nav.routes.users_drivers',
};

/** A typed look-up through `user.search` (email, names, register number, phone), ranked by the server. */
function searchSource(query: string): ListSource<User> {
  return {
    key: ['user.search', query],
    sorts: [],
    fetch: (r, signal) => api.call(searchCommand, { query, page: r.page, per_page: Math.min(r.per_page, 100) }, { signal }),
  };
}

/**
 * /u/users and its fixed-kind siblings (§2): a search box over `user.search`; otherwise the
 * `user.list` command with its `q` filters and sorting, all kept in the URL.
 */
function UsersScreen({ fixedKind }: { fixedKind: Kind | null }) {
  const { t } = useTranslation();
  const [params] = useListParams();
  const query = params.extra.search?.trim() ?? '';
  const urlKind = USER_KINDS.find((k) => k === params.extra.kind) ?? 'all';
  const kind: Kind = fixedKind ?? urlKind;
  const searching = query.length > 0;

  const source = useMemo(() => (searching ? searchSource(query) : commandSource(list, { kind })), [searching, query, kind]);
  const columns = useMemo(() => userColumns(t), [t]);
  // roles that mean something to this reader: all for an admin, those he may grant otherwise
  const grantable = useGrantableRoles();

  const filters: FilterDef[] = [
    { type: 'text', key: 'search', param: 'extra', label: t('users.list.search'), placeholder: t('users.list.search_placeholder'), wide: true },
  ];
  const listFilters: FilterDef[] = [
    { type: 'text', key: 'email_cont', label: t('users.filters.email') },
    { type: 'text', key: 'first_name_cont', label: t('users.filters.name') },
    { type: 'text', key: 'mobile_cont', label: t('users.filters.mobile') },
    { type: 'select', key: 'roles_in', label: t('users.filters.role'), anyLabel: t('users.filters.any_role'), options: grantable.map((r) => ({ value: r, label: roleName(t, r) })) },
    ...(fixedKind === null
      ? [{ type: 'select', key: 'kind', param: 'extra', label: t('users.filters.kind'), options: USER_KINDS.filter((k) => k !== 'all').map((k) => ({ value: k, label: t(`kit.options.kind.${k}`) })) } as const]
      : []),
    { type: 'bool', key: 'confirmed_eq', label: t('users.filters.confirmed') },
    { type: 'date_range', field: 'created_at', label: t('users.filters.created_at') },
  ];

  async function copyEmails(rows: User[]) {
    try {
      await navigator.clipboard.writeText(rows.map((u) => u.email).join('\n'));
      toast('success', t('users.list.copied', { count: rows.length }));
    } catch {
      toast('error', t('users.list.copy_failed'));
    }
  }

  return (
    <section className="users-screen" data-testid={`users-screen-${kind}`}>
      <h1 className="screen-title">{t(TITLES[fixedKind ?? 'all'])}</h1>
      <FilterBar filters={filters} testId="users-search-bar" />
      <FilterBar filters={listFilters} testId="users-filters" disabled={searching} />
      {searching && <p className="muted users-searching" role="status">{t('users.list.searching')}</p>}
      <DataTable<User>
        source={source}
        columns={columns}
        rowKey={(u) => u.id}
        rowHref={(u) => `/u/users/${u.id}`}
        label={t('users.list.table')}
        emptyText={t('users.list.empty')}
        sortDisabled={searching}
        testId="users-table"
        bulkActions={(rows) => (
          <button type="button" className="btn" onClick={() => void copyEmails(rows)} data-testid="users-copy-emails">{t('users.list.copy_emails')}</button>
        )}
      />
    </section>
  );
}

export default function UsersList() { return <UsersScreen fixedKind={null} />; }
export function AdminsList() { return <UsersScreen fixedKind="admins" />; }
export function MerchantsList() { return <UsersScreen fixedKind="merchants" />; }
export function DriversList() { return <UsersScreen fixedKind="drivers" />; }
