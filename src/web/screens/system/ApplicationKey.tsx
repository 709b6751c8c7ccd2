import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { applications, regenerateApplicationKey } from '../../../shared/commands/system/applications.js';
import { canAccess } from '../../../shared/roles/access.js';
import { api } from '../../app/api.js';
import { useSession } from '../../app/session.js';
import { confirm } from '../../kit/confirm/confirm.js';
import { notifyError } from '../../kit/notify.js';
import { revealOnce } from '../../kit/resource/panels.js';
import { invalidateResource } from '../../kit/resource/view.js';
import '../../styles/system.css';

type Application = z.infer<typeof applications.def.item>;

/** Under an application's form: which key it has (its first characters) and a new one, shown once, after a confirmation. */
export function ApplicationKey({ item }: { item: Application }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const viewer = useSession().viewer;
  const [busy, setBusy] = useState(false);
  async function regenerate() {
    const ok = await confirm({
      title: t('system_ui.applications.regenerate_title', { name: item.name }), body: t('system_ui.applications.regenerate_body'),
      okLabel: t('system_ui.applications.regenerate'), danger: true,
    });
    if (!ok) return;
    setBusy(true);
    try {
      const { item: after } = await api.call(regenerateApplicationKey, { id: item.id }, { idempotencyKey: crypto.randomUUID() });
      invalidateResource(queryClient, applications);
      await revealOnce(t, after.key);
    } catch (e) {
      notifyError(e);
    } finally {
      setBusy(false);
    }
  }
  return (
    <section className="pa-sub" aria-labelledby="application-key-title" data-testid="application-key">
      <h3 id="application-key-title">{t('system_ui.applications.key')}</h3>
      <p><code>{item.key_prefix}…</code></p>
      <p className="muted sys-note">{t('system_ui.applications.key_hint')}</p>
      {canAccess(regenerateApplicationKey, viewer) && (
        <button type="button" className="btn" disabled={busy} onClick={() => void regenerate()} data-testid="application-regenerate">
          {t('system_ui.applications.regenerate')}
        </button>
      )}
    </section>
  );
}
