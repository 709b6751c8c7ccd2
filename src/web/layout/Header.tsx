import { useQuery } from '@tanstack/react-query';
import { useAtom, useSetAtom } from 'jotai';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { vendors as vendorList } from '../../shared/commands/merchant.js';
import { api } from '../app/api.js';
import { paletteAtom } from '../app/palette-state.js';
import { persistedAtom, type Persisted } from '../app/persisted.js';
import type { Session } from '../app/session.js';
import { signOut } from '../app/sign-out.js';
import { JobsTray } from '../screens/jobs/JobsTray.js';
import { NotificationBell } from '../screens/users/NotificationBell.js';
import { helpPanelAtom } from './help-state.js';
import { useSavedTheme } from './useSavedTheme.js';
import { Switcher } from './Switcher.js';

/** §1: switching website or vendor reloads the page after about 200 ms, so every screen starts clean. */
export const SWITCH_RELOAD_MS = 200;

export function Header({ session }: { session: Session }) {
  const { t } = useTranslation();
  const setPersisted = useSetAtom(persistedAtom);
  const theme = useSavedTheme();
  const [help, setHelp] = useAtom(helpPanelAtom);
  const setPalette = useSetAtom(paletteAtom);
  const [switching, setSwitching] = useState(false);
  const { me, selection, isAdmin } = session;

  // an admin acts for any vendor; anyone else for his own
  const allVendors = useQuery({
    queryKey: ['vendor.list', 'switcher'],
    queryFn: () => api.call(vendorList, { per_page: 1000, q: { s: 'name asc' } }),
    enabled: isAdmin,
    staleTime: 300_000,
  });
  const vendorOptions = isAdmin ? (allVendors.data?.items ?? []) : me.vendors;
  const showVendors = isAdmin || me.vendors.length > 0;

  function switchTo(patch: Partial<Persisted>) {
    setPersisted(patch);
    setSwitching(true);
    setTimeout(() => window.location.reload(), SWITCH_RELOAD_MS);
  }

  const currentVendor = selection.vendorId === null ? t('ui.header.all_vendors') : (vendorOptions.find((v) => v.id === selection.vendorId)?.name ?? `#${selection.vendorId}`);

  return (
    <header className="header">
      <Link href="/" className="brand">{t('ui.app.name')}</Link>
      {me.websites.length > 1 && (
        <Switcher testId="website-switcher" label={t('ui.header.website')} current={selection.website.name}
          searchPlaceholder={t('ui.header.website_search')}
          options={me.websites.map((w) => ({ value: w.index, label: w.name, hint: w.domain }))}
          onPick={(index) => index !== selection.website.index && switchTo({ websiteIndex: index })} />
      )}
      {showVendors && (
        <Switcher testId="vendor-switcher" label={t('ui.header.vendor')} current={currentVendor}
          searchPlaceholder={t('ui.header.vendor_search')}
          options={[{ value: 'all', label: t('ui.header.all_vendors') }, ...vendorOptions.map((v) => ({ value: String(v.id), label: v.name, hint: `#${v.id}` }))]}
          onPick={(value) => {
            const tenantId = value === 'all' ? 'all' : Number(value);
            if ((tenantId === 'all' ? null : tenantId) !== selection.vendorId) switchTo({ tenantId });
          }} />
      )}
      {switching && <span className="muted" role="status">{t('ui.header.switching')}</span>}
      <span className="header-spacer" />
      <NotificationBell />
      <JobsTray userId={me.id} />
      <button type="button" className="btn btn-ghost palette-trigger" onClick={() => setPalette({ open: true, query: '' })}>
        <span>{t('ui.header.palette')}</span> <kbd>Ctrl K</kbd>
      </button>
      <button type="button" className="btn btn-ghost" onClick={theme.toggle} data-testid="theme-toggle"
        aria-label={theme.theme === 'dark' ? t('ui.header.theme_light') : t('ui.header.theme_dark')} title={theme.theme === 'dark' ? t('ui.header.theme_light') : t('ui.header.theme_dark')}>
        {theme.theme === 'dark' ? '☀' : '☾'}
      </button>
      <button type="button" className={`btn btn-ghost${help.open ? ' active' : ''}`} aria-expanded={help.open} data-testid="help-toggle"
        onClick={() => setHelp((h) => ({ ...h, open: !h.open }))}>{t('ui.header.help')}</button>
      <Link href="/profile" className="btn btn-ghost" title={me.email}>{t('ui.header.settings')}</Link>
      <span className="header-user muted" title={me.email}>{me.email}</span>
      <button type="button" className="btn btn-ghost" onClick={() => void signOut({ remote: true, keepPlace: false })}>{t('ui.header.logout')}</button>
    </header>
  );
}
