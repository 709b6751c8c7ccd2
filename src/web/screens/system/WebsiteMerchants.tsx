import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { vendors } from '../../../shared/commands/merchant.js';
import { addWebsiteMerchant, removeWebsiteMerchant, websiteMerchantNames } from '../../../shared/commands/system/websites.js';
import { canAccess } from '../../../shared/roles/access.js';
import { api } from '../../app/api.js';
import { useSession } from '../../app/session.js';
import { confirm } from '../../kit/confirm/confirm.js';
import { notifyError, notifySuccess } from '../../kit/notify.js';

const idem = () => ({ idempotencyKey: crypto.randomUUID() });

/** Under a website's form: the merchants selling on it (§7 merchant_names), one added from the list of all, one removed after a confirmation. */
export function WebsiteMerchants({ website }: { website: { id: number; name: string } }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const canWrite = canAccess(addWebsiteMerchant, useSession().viewer);
  const names = useQuery({
    queryKey: [websiteMerchantNames.id, website.id],
    queryFn: ({ signal }) => api.call(websiteMerchantNames, { id: website.id }, { signal }),
  });
  const all = useQuery({
    queryKey: ['vendor.list', 'switcher'],
    queryFn: () => api.call(vendors, { per_page: 1000, q: { s: 'name asc' } }),
    enabled: canWrite,
  });
  const [pick, setPick] = useState('');
  const [busy, setBusy] = useState(false);
  const linked = new Set(names.data?.items.map((m) => m.id));
  const offered = (all.data?.items ?? []).filter((v) => !linked.has(v.id));

  async function run(work: () => Promise<unknown>, done: 'saved' | 'deleted') {
    setBusy(true);
    try {
      await work();
      void queryClient.invalidateQueries({ queryKey: [websiteMerchantNames.id, website.id] });
      notifySuccess(done);
      return true;
    } catch (e) {
      notifyError(e);
      return false;
    } finally {
      setBusy(false);
    }
  }
  async function remove(m: { id: number; name: string }) {
    const ok = await confirm({
      title: t('system_ui.websites.remove_merchant_title', { name: m.name, site: website.name }), body: t('system_ui.websites.remove_merchant_body'),
      okLabel: t('system_ui.websites.remove'), danger: true,
    });
    if (ok) await run(() => api.call(removeWebsiteMerchant, { id: website.id, vendor_id: m.id }, idem()), 'deleted');
  }

  return (
    <section className="pa-sub" aria-labelledby="website-merchants-title" data-testid="website-merchants">
      <h3 id="website-merchants-title">{t('system_ui.websites.merchants')}</h3>
      <p className="muted sys-note">{t('system_ui.websites.merchants_hint')}</p>
      {names.data && names.data.items.length === 0 && <p className="muted">{t('system_ui.websites.no_merchants')}</p>}
      {names.data && names.data.items.length > 0 && (
        <ul className="sys-members">
          {names.data.items.map((m) => (
            <li key={m.id} data-testid="website-merchant" data-id={m.id}>
              <div className="sys-member-who"><strong>{m.name}</strong> <span className="muted">#{m.id}</span></div>
              {canWrite && (
                <button type="button" className="btn btn-ghost" disabled={busy} onClick={() => void remove(m)} data-testid="website-merchant-remove">
                  {t('system_ui.websites.remove')}
                </button>
              )}
            </li>
          ))}
        </ul>
      )}
      {canWrite && (
        <form className="sys-add-member" onSubmit={(e) => {
          e.preventDefault();
          if (pick) void run(() => api.call(addWebsiteMerchant, { id: website.id, vendor_id: Number(pick) }, idem()), 'saved').then((ok) => { if (ok) setPick(''); });
        }}>
          <label>
            <span>{t('system_ui.websites.merchant_pick')}</span>
            <select value={pick} onChange={(e) => setPick(e.target.value)} disabled={busy} data-testid="website-merchant-pick">
              <option value="">—</option>
              {offered.map((v) => <option key={v.id} value={v.id}>{v.name}</option>)}
            </select>
          </label>
          <button type="submit" className="btn" disabled={busy || !pick} data-testid="website-merchant-add">{t('system_ui.websites.add_merchant')}</button>
        </form>
      )}
    </section>
  );
}
