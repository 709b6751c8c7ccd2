import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import type { User } from '../../../shared/schema/user.js';
import type { Column } from '../../kit/table/types.js';

/** First and last name as Mongolians write them: family name first when there is one. */
export function fullName(u: Pick<User, 'first_name' | 'last_name'>): string {
  return [u.last_name, u.first_name].filter(Boolean).join(' ');
}

/** The role's name in the reader's language; the id itself is for tools and `bo`. */
export function roleName(t: TFunction, role: string): string {
  return t(`roles.${role}`, { defaultValue: role });
}

export function RoleChips({ roles, max = 3 }: { roles: readonly string[]; max?: number }) {
  const { t } = useTranslation();
  if (!roles.length) return <span className="muted">-</span>;
  const shown = roles.slice(0, max);
  return (
    <span className="role-chips" title={roles.map((r) => roleName(t, r)).join(', ')}>
      {shown.map((r) => <span key={r} className="role-chip" data-role={r}>{roleName(t, r)}</span>)}
      {roles.length > max && <span className="muted">+{roles.length - max}</span>}
    </span>
  );
}

export function userColumns(t: TFunction): Column<User>[] {
  return [
    { id: 'email', header: t('users.columns.email'), sort: 'email', primary: true, width: 'minmax(180px, 2fr)', value: (u) => u.email },
    { id: 'name', header: t('users.columns.name'), sort: 'first_name', width: 'minmax(120px, 1.4fr)', value: (u) => fullName(u) },
    { id: 'mobile', header: t('users.columns.mobile'), width: '110px', value: (u) => u.mobile },
    { id: 'roles', header: t('users.columns.roles'), width: 'minmax(120px, 1.4fr)', cell: (u) => <RoleChips roles={u.roles} /> },
    {
      id: 'confirmed', header: t('users.columns.confirmed'), width: '124px',
      cell: (u) => (u.confirmed_at ? <span className="ok-mark" aria-label={t('kit.filters.yes')}>✓</span> : <span className="muted" aria-label={t('kit.filters.no')}>—</span>),
    },
    { id: 'created_at', header: t('users.columns.created_at'), kind: 'date', sort: 'created_at', value: (u) => u.created_at },
  ];
}
