import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useMemo, useRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { AnySingleton } from '../../../shared/resources/singleton.js';
import { ROUTES } from '../../../shared/roles/routes.js';
import { canAccess } from '../../../shared/roles/access.js';
import { api } from '../../app/api.js';
import { useSession } from '../../app/session.js';
import { letterOf } from '../../keyboard/keys.js';
import { SchemaForm } from '../form/SchemaForm.js';
import { overlayOpen } from '../keys.js';
import { errorText, notifySuccess } from '../notify.js';
import { actsForVendor, VendorPrompt } from './vendor.js';
import { fieldLabels } from './view.js';
import '../../styles/resource.css';

/**
 * The screen of a singleton setting (src/shared/resources/singleton.ts): its one record as a form,
 * saved with the button, Ctrl+Enter or Ctrl+S; read-only to a reader who may not change it.
 */
export function SingletonScreen({ singleton, children, onSaved }: { singleton: AnySingleton; children?: ReactNode; onSaved?: () => void }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const { viewer, selection, me, isAdmin } = useSession();
  const { def } = singleton;
  const route = ROUTES.find((r) => r.id === def.route);
  const canUpdate = canAccess(singleton.update, viewer);
  // a vendor's own record (/settings/merchant) is read once a vendor is chosen in the header
  const waiting = !!def.vendor && !actsForVendor(selection.vendorId, me.vendors.length, isAdmin);
  const record = useQuery({
    enabled: !waiting,
    queryKey: [singleton.get.id, selection.vendorId],
    queryFn: ({ signal }) => api.call(singleton.get, {}, { signal }) as Promise<{ item: Record<string, unknown> }>,
  });
  // the labels are the declaration's, like a resource's (ResourceDef.i18n.fields)
  const labels = useMemo(() => fieldLabels(def as never, t), [def, t]);
  const screen = useRef<HTMLElement>(null);
  const vendorName = def.vendor && typeof record.data?.item.name === 'string' ? record.data.item.name : null;

  useEffect(() => {
    function onKey(e: KeyboardEvent) {
      if (e.defaultPrevented || overlayOpen() || !(e.ctrlKey || e.metaKey) || e.altKey) return;
      if (e.key !== 'Enter' && letterOf(e) !== 's') return;
      const form = screen.current?.querySelector<HTMLFormElement>('form');
      if (!form) return;
      e.preventDefault();
      form.requestSubmit();
    }
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, []);

  const title = route ? t(route.label) : def.name;
  if (waiting) return <VendorPrompt title={title} testId={`singleton-${def.name}`} />;
  return (
    <section className="rs-screen rs-singleton" data-testid={`singleton-${def.name}`} ref={screen}>
      <header className="rs-head"><h1 className="rs-title">{title}{vendorName && <span className="muted"> · {vendorName}</span>}</h1></header>
      {def.hint && <p className="rs-hint" data-testid={`singleton-${def.name}-hint`}>{t(def.hint)}</p>}
      <p className="rs-hint muted">{t('kit.resource.singleton_keys')}</p>
      {record.error && <p role="alert" className="form-error">{errorText(record.error)}</p>}
      {!record.data && !record.error && <p role="status" className="muted">{t('kit.table.loading')}</p>}
      {record.data && (
        <SchemaForm schema={singleton.update.input} fields={def.form ?? Object.keys(def.fields)} labels={labels} money={singleton.update.money} defaultValues={record.data.item}
          submitLabel={t('kit.resource.save')} testId={`singleton-${def.name}-form`} disabled={!canUpdate} autoFocus keepEdits layout="grid"
          onSubmit={async (values) => {
            const { item } = await api.call(singleton.update, values, { idempotencyKey: crypto.randomUUID() }) as { item: Record<string, unknown> };
            queryClient.setQueryData([singleton.get.id, selection.vendorId], { item });
            notifySuccess(def.saved ?? 'saved');
            onSaved?.();
          }} />
      )}
      {record.data && children}
    </section>
  );
}
