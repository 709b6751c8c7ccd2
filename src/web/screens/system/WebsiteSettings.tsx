import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import {
  addWebsiteUser, removeWebsiteUser, systemWebsites, updateWebsiteFeatures, updateWebsiteRoles, WEBSITE_FEATURES, websiteMembers,
} from '../../../shared/commands/system/websites.js';
import type { Role } from '../../../shared/roles/roles.js';
import { canAccess } from '../../../shared/roles/access.js';
import { api } from '../../app/api.js';
import { useSession } from '../../app/session.js';
import { confirm } from '../../kit/confirm/confirm.js';
import { notifyError, notifySuccess } from '../../kit/notify.js';
import { invalidateResource } from '../../kit/resource/view.js';
import { RolePicker } from '../users/detail/RolePicker.js';
import { WebsiteMerchants } from './WebsiteMerchants.js';
import '../../styles/system.css';
import '../../styles/users.css';

type Website = z.infer<typeof systemWebsites.def.item>;
type Member = z.infer<typeof websiteMembers.output>['items'][number];
const idem = () => ({ idempotencyKey: crypto.randomUUID() });

/**
 * Under a website's form (/system/websites/:id): its features, which open screens such as leasing
 * and air booking, and its members with their roles there. Every role change goes through the
 * server's one grant rule; the pickers offer only what the reader may give.
 */
export function WebsiteSettings({ item }: { item: Website }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const viewer = useSession().viewer;
  const canWrite = canAccess(updateWebsiteFeatures, viewer);
  const [features, setFeatures] = useState<string[]>(item.features);
  const members = useQuery({
    queryKey: [websiteMembers.id, item.id],
    queryFn: ({ signal }) => api.call(websiteMembers, { id: item.id }, { signal }),
  });
  const [email, setEmail] = useState('');
  const [newRoles, setNewRoles] = useState<Role[]>([]);
  const [busy, setBusy] = useState(false);
  const refresh = () => {
    invalidateResource(queryClient, systemWebsites);
    void queryClient.invalidateQueries({ queryKey: [websiteMembers.id, item.id] });
  };
  async function run(work: () => Promise<unknown>, done: 'saved' | 'updated' | 'deleted') {
    setBusy(true);
    try {
      await work();
      refresh();
      notifySuccess(done);
      return true;
    } catch (e) {
      notifyError(e);
      return false;
    } finally {
      setBusy(false);
    }
  }
  const changed = features.length !== item.features.length || features.some((f) => !item.features.includes(f));

  async function remove(m: Member) {
    const ok = await confirm({
      title: t('system_ui.websites.remove_title', { email: m.email, site: item.name }), body: t('system_ui.websites.remove_body'),
      okLabel: t('system_ui.websites.remove'), danger: true,
    });
    if (ok) await run(() => api.call(removeWebsiteUser, { id: item.id, user_id: m.user_id }, idem()), 'deleted');
  }

  return (
    <div className="sys-website" data-testid="website-settings">
      <section className="pa-sub" aria-labelledby="website-features-title">
        <h3 id="website-features-title">{t('system_ui.websites.features')}</h3>
        <p className="muted sys-note">{t('system_ui.websites.features_hint')}</p>
        <form onSubmit={(e) => { e.preventDefault(); void run(() => api.call(updateWebsiteFeatures, { id: item.id, features: features as never }, idem()), 'updated'); }}>
          <div className="sys-checks">
            {WEBSITE_FEATURES.map((f) => (
              <label key={f}>
                <input type="checkbox" checked={features.includes(f)} disabled={!canWrite || busy} data-testid={`website-feature-${f}`}
                  onChange={(e) => setFeatures(e.target.checked ? [...features, f] : features.filter((x) => x !== f))} />
                {t(`system_ui.websites.feature.${f}`)}
              </label>
            ))}
          </div>
          {canWrite && <button type="submit" className="btn" disabled={!changed || busy} data-testid="website-features-save">{t('system_ui.websites.save_features')}</button>}
        </form>
      </section>

      <section className="pa-sub" aria-labelledby="website-members-title">
        <h3 id="website-members-title">{t('system_ui.websites.members')}</h3>
        {members.data && members.data.items.length === 0 && <p className="muted">{t('system_ui.websites.no_members')}</p>}
        {members.data && members.data.items.length > 0 && (
          <ul className="sys-members" data-testid="website-members">
            {members.data.items.map((m) => (
              <li key={m.user_id} data-testid="website-member" data-email={m.email}>
                <div className="sys-member-who"><strong>{m.email}</strong>{m.name && <span className="muted"> {m.name}</span>}</div>
                <RolePicker value={m.roles} label={t('system_ui.websites.roles_of', { email: m.email })} disabled={!canWrite || busy}
                  onChange={(roles) => void run(() => api.call(updateWebsiteRoles, { id: item.id, user_id: m.user_id, roles }, idem()), 'updated')} />
                {canWrite && (
                  <button type="button" className="btn btn-ghost" disabled={busy} onClick={() => void remove(m)} data-testid="website-member-remove">
                    {t('system_ui.websites.remove')}
                  </button>
                )}
              </li>
            ))}
          </ul>
        )}
        {canWrite && (
          <form className="sys-add-member" data-testid="website-add-member" onSubmit={(e) => {
            e.preventDefault();
            void run(() => api.call(addWebsiteUser, { id: item.id, email, roles: newRoles }, idem()), 'saved').then((ok) => {
              if (ok) { setEmail(''); setNewRoles([]); }
            });
          }}>
            <h4>{t('system_ui.websites.add')}</h4>
            <label>
              <span>{t('system_ui.websites.email')}</span>
              <input type="email" required value={email} onChange={(e) => setEmail(e.target.value)} disabled={busy} data-testid="website-add-email" />
            </label>
            <RolePicker value={newRoles} onChange={setNewRoles} label={t('system_ui.websites.roles_new')} disabled={busy} testId="website-add-roles" />
            <button type="submit" className="btn" disabled={busy || !email.trim()} data-testid="website-add-submit">{t('system_ui.websites.add')}</button>
          </form>
        )}
      </section>

      <WebsiteMerchants website={item} />
    </div>
  );
}
