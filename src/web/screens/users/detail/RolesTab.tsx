import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { vendors as vendorList } from '../../../../shared/commands/merchant.js';
import { websites as websiteList } from '../../../../shared/commands/system.js';
import { update } from '../../../../shared/commands/users.js';
import type { Role } from '../../../../shared/roles/roles.js';
import type { UserDetail } from '../../../../shared/schema/user.js';
import { api } from '../../../app/api.js';
import { errorText, notifySuccess } from '../../../kit/notify.js';
import { RolePicker } from './RolePicker.js';
import { afterUserSaved } from './saved.js';

interface VendorRow { vendor_id: number; name: string; roles: Role[] }

/** The user's own roles, his roles per website and per vendor, saved together through `user.update`. */
export function RolesTab({ user }: { user: UserDetail }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [roles, setRoles] = useState<Role[]>(user.roles);
  const [sites, setSites] = useState<Map<number, Role[]>>(() => new Map(user.websites.map((w) => [w.id, w.roles])));
  const [vendorRows, setVendorRows] = useState<VendorRow[]>(() => user.vendors.map((v) => ({ vendor_id: v.id, name: v.name, roles: v.roles })));
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const allSites = useQuery({ queryKey: ['website.list'], queryFn: ({ signal }) => api.call(websiteList, {}, { signal }), staleTime: 300_000 });
  const allVendors = useQuery({
    queryKey: ['vendor.list', 'all-names'],
    queryFn: ({ signal }) => api.call(vendorList, { per_page: 1000, q: { s: 'name asc' } }, { signal }),
    staleTime: 300_000,
  });
  // websites the user belongs to stay listed even when the signed-in user cannot see them all
  const siteRows = [...(allSites.data?.items ?? [])];
  for (const w of user.websites) if (!siteRows.some((s) => s.id === w.id)) siteRows.push(w);
  const addable = (allVendors.data?.items ?? []).filter((v) => !vendorRows.some((r) => r.vendor_id === v.id));

  async function save(e: FormEvent) {
    e.preventDefault();
    setBusy(true);
    setError(null);
    try {
      const saved = await api.call(update, {
        id: user.id,
        roles,
        websites: [...sites].map(([website_id, r]) => ({ website_id, roles: r })),
        vendors: vendorRows.map((v) => ({ vendor_id: v.vendor_id, roles: v.roles })),
      }, { idempotencyKey: crypto.randomUUID() });
      afterUserSaved(queryClient, saved.user);
      notifySuccess('updated');
    } catch (err) {
      setError(errorText(err));
    } finally {
      setBusy(false);
    }
  }

  return (
    <form className="roles-tab" onSubmit={(e) => void save(e)} data-testid="user-roles-form" aria-busy={busy}>
      {error && <div className="form-error sf-form-error" role="alert" data-testid="form-error">{error}</div>}
      <section className="roles-section">
        <h2>{t('users.roles.user_roles')}</h2>
        <p className="muted">{t('users.roles.user_roles_hint')}</p>
        <RolePicker value={roles} onChange={setRoles} label={t('users.roles.user_roles')} disabled={busy} testId="user-roles" />
      </section>

      <section className="roles-section">
        <h2>{t('users.roles.websites')}</h2>
        <p className="muted">{t('users.roles.websites_hint')}</p>
        {siteRows.length === 0 && <p className="muted">{allSites.isPending ? t('kit.table.loading') : t('users.roles.no_websites')}</p>}
        <ul className="membership-list">
          {siteRows.map((w) => {
            const member = sites.get(w.id);
            return (
              <li key={w.id} data-testid={`membership-website-${w.id}`}>
                <label className="membership-name">
                  <input type="checkbox" checked={member !== undefined} disabled={busy}
                    aria-label={t('users.roles.member', { name: w.name })}
                    onChange={(e) => setSites((prev) => {
                      const next = new Map(prev);
                      if (e.target.checked) next.set(w.id, []); else next.delete(w.id);
                      return next;
                    })} />
                  <span>{w.name} <span className="muted">{w.domain}</span></span>
                </label>
                {member !== undefined && (
                  <RolePicker value={member} label={t('users.roles.roles_at', { name: w.name })} disabled={busy}
                    onChange={(r) => setSites((prev) => new Map(prev).set(w.id, r))} />
                )}
              </li>
            );
          })}
        </ul>
      </section>

      <section className="roles-section">
        <h2>{t('users.roles.vendors')}</h2>
        <p className="muted">{t('users.roles.vendors_hint')}</p>
        {vendorRows.length === 0 && <p className="muted">{t('users.roles.no_vendors')}</p>}
        <ul className="membership-list">
          {vendorRows.map((v) => (
            <li key={v.vendor_id} data-testid={`membership-vendor-${v.vendor_id}`}>
              <span className="membership-name">{v.name} <span className="muted">#{v.vendor_id}</span></span>
              <RolePicker value={v.roles} label={t('users.roles.roles_at', { name: v.name })} disabled={busy}
                onChange={(r) => setVendorRows((rows) => rows.map((x) => (x.vendor_id === v.vendor_id ? { ...x, roles: r } : x)))} />
              <button type="button" className="btn btn-ghost" disabled={busy}
                onClick={() => setVendorRows((rows) => rows.filter((x) => x.vendor_id !== v.vendor_id))}>
                {t('users.roles.remove_vendor', { name: v.name })}
              </button>
            </li>
          ))}
        </ul>
        {addable.length > 0 && (
          <select aria-label={t('users.roles.add_vendor')} value="" disabled={busy} data-testid="membership-vendor-add"
            onChange={(e) => {
              const v = addable.find((x) => String(x.id) === e.target.value);
              if (v) setVendorRows((rows) => [...rows, { vendor_id: v.id, name: v.name, roles: ['merchant'] }]);
            }}>
            <option value="">{t('users.roles.add_vendor')}</option>
            {addable.map((v) => <option key={v.id} value={v.id}>{v.name} (#{v.id})</option>)}
          </select>
        )}
      </section>

      <div className="sf-actions">
        <button type="submit" className="btn btn-primary" disabled={busy} data-testid="user-roles-save">
          {busy ? t('users.roles.saving') : t('users.roles.save')}
        </button>
      </div>
    </form>
  );
}
