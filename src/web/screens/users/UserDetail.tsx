import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { ApiError } from '../../../shared/api/errors.js';
import { list as listOrders } from '../../../shared/commands/orders/orders.js';
import { get } from '../../../shared/commands/users.js';
import { canAccess } from '../../../shared/roles/access.js';
import { api } from '../../app/api.js';
import { useSession } from '../../app/session.js';
import { Money } from '../../kit/cells.js';
import { DateTime } from '../../kit/cells.js';
import { errorText } from '../../kit/notify.js';
import { ScreenLoading } from '../../kit/table/Skeleton.js';
import { Tabs } from '../../kit/Tabs.js';
import { useDocumentTitle } from '../../kit/title.js';
import type { ScreenProps } from '../index.js';
import { fullName, RoleChips } from './columns.js';
import { OrdersTab } from './detail/OrdersTab.js';
import { ProfileTab } from './detail/ProfileTab.js';
import { RolesTab } from './detail/RolesTab.js';
import { StoreCreditsTab } from './detail/StoreCreditsTab.js';
import '../../styles/users.css';

export const USER_TABS = ['profile', 'roles', 'store_credits', 'orders'] as const;
export type UserTab = (typeof USER_TABS)[number];

export const userQueryKey = (id: number) => ['user.get', id] as const;

/** /u/users/{id}/{tab?}: one user, the tab in the URL (profile by default). */
export default function UserDetail({ params }: ScreenProps) {
  const { t } = useTranslation();
  const id = Number(params.id);
  const { viewer } = useSession();
  // the Orders tab for who may list orders (the same rule as the server's)
  const tabs = USER_TABS.filter((x) => x !== 'orders' || canAccess(listOrders, viewer));
  const tab: UserTab = tabs.find((x) => x === params.tab) ?? 'profile';
  const valid = Number.isInteger(id) && id > 0;
  const query = useQuery({
    queryKey: userQueryKey(id),
    queryFn: ({ signal }) => api.call(get, { id }, { signal }),
    enabled: valid,
  });
  useDocumentTitle(query.data?.user.email);

  const back = <Link href="/u/users" className="users-back">← {t('users.detail.back')}</Link>;
  if (!valid || (query.error instanceof ApiError && query.error.status === 404)) {
    return <section className="user-detail">{back}<p role="alert" data-testid="user-not-found">{t('users.detail.not_found')}</p></section>;
  }
  if (query.error) return <section className="user-detail">{back}<p role="alert" className="form-error">{errorText(query.error)}</p></section>;
  if (!query.data) return <section className="user-detail">{back}<ScreenLoading /></section>;

  const user = query.data.user;
  const panelId = 'user-tab-panel';
  return (
    <section className="user-detail" data-testid="user-detail" data-user-id={user.id}>
      {back}
      <header className="user-head">
        <div>
          <h1 className="screen-title" data-testid="user-email">{user.email}</h1>
          <p className="muted">
            {fullName(user) || '-'} · #{user.id} · {t('users.detail.created')} <DateTime value={user.created_at} /> ·{' '}
            {user.confirmed_at ? t('users.detail.confirmed') : t('users.detail.not_confirmed')}
          </p>
          <RoleChips roles={user.roles} max={8} />
        </div>
        <div className="user-credit">
          <span className="muted">{t('users.detail.store_credit')}</span>
          <strong data-testid="user-store-credit"><Money value={user.store_credit} /></strong>
        </div>
      </header>
      <Tabs label={t('users.detail.tabs')} current={tab} panelId={panelId} testId="user-tabs"
        tabs={tabs.map((x) => ({ id: x, label: t(`users.detail.${x}`), href: `/u/users/${user.id}/${x}` }))} />
      <div role="tabpanel" id={panelId} aria-labelledby={`tab-${tab}`} data-testid={`user-panel-${tab}`}>
        {tab === 'profile' && <ProfileTab user={user} />}
        {tab === 'roles' && <RolesTab user={user} />}
        {tab === 'store_credits' && <StoreCreditsTab user={user} />}
        {tab === 'orders' && <OrdersTab user={user} />}
      </div>
    </section>
  );
}
