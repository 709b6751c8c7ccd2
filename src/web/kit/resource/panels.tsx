import { useQueries, useQuery, useQueryClient } from '@tanstack/react-query';
import { Suspense, useEffect, useMemo, useRef, useState } from 'react';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'wouter';
import { ApiError } from '../../../shared/api/errors.js';
import { resourceByName } from '../../../shared/resources/registry.js';
import type { AnyResource } from '../../../shared/resources/define.js';
import { canAccess } from '../../../shared/roles/access.js';
import { api } from '../../app/api.js';
import { useSession } from '../../app/session.js';
import { confirm } from '../confirm/confirm.js';
import { SchemaForm, type Choice } from '../form/SchemaForm.js';
import { isTypingTarget, overlayOpen } from '../keys.js';
import { errorText, notifyError, notifySuccess } from '../notify.js';
import { HistoryPanel } from './history.js';
import { ReadOnlyRecord } from './record.js';
import { fieldLabels, invalidateResource, liveValues, rowHref, rowTitle, type ResourceExtra, type ResourcePlace, type ResourceRow } from './view.js';

interface PanelProps { resource: AnyResource; place: ResourcePlace }

/** A value answered once (a new API key): shown until the reader says he has it; the server keeps no copy. */
export async function revealOnce(t: TFunction, value: unknown): Promise<void> {
  if (typeof value !== 'string' || !value) return;
  await confirm({ title: t('kit.resource.reveal_title'), body: t('kit.resource.reveal_body'), code: value, okLabel: t('kit.resource.reveal_ok'), notice: true });
}

/**
 * A nested resource's form picks its parent, and a field naming another resource's row (`refs`)
 * that row, from that resource's own list, by name. Null while a list loads: the form waits for it,
 * so its first field is the select that keeps the focus.
 */
function useParentChoices(resource: AnyResource): Record<string, Choice[]> | undefined | null {
  const { i18n } = useTranslation();
  const { def } = resource;
  const picks = useMemo(() => Object.entries({ ...(def.parent && { [def.parent.field]: def.parent.resource }), ...def.refs } as Record<string, string>)
    .map(([field, name]) => ({ field, source: resourceByName(name)! })), [def]);
  const lists = useQueries({
    queries: picks.map(({ source }) => ({
      queryKey: [source.list.id, 'choices'],
      queryFn: ({ signal }: { signal: AbortSignal }) => api.call(source.list, { per_page: 1000 }, { signal }) as Promise<{ items: ResourceRow[] }>,
    })),
  });
  const loaded = lists.map((l) => l.data);
  return useMemo(() => {
    if (!picks.length) return undefined;
    if (loaded.some((d) => !d)) return null;
    return Object.fromEntries(picks.map(({ field, source }, i) =>
      [field, loaded[i]!.items.map((r) => ({ value: r.id, label: rowTitle(source.def, r, i18n.language) }))]));
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [picks, ...loaded, i18n.language]);
}

export function CreatePanel({ resource, place, onClose }: PanelProps & { onClose: () => void }) {
  const { t } = useTranslation();
  const create = resource.create!;
  const queryClient = useQueryClient();
  const [, navigate] = useLocation();
  const { def } = resource;
  const labels = useMemo(() => fieldLabels(def, t), [def, t]);
  const choices = useParentChoices(resource);
  if (choices === null) return <aside className="split-panel"><p role="status" className="muted">{t('kit.table.loading')}</p></aside>;
  return (
    <aside className="split-panel" aria-labelledby={`${def.name}-create-title`} data-testid={`resource-${def.name}-create`} data-resource-panel>
      <h2 id={`${def.name}-create-title`}>{t('kit.resource.create_title')}</h2>
      <SchemaForm schema={create.input} fields={def.form} money={create.money} labels={labels} defaultValues={def.defaults} choices={choices ?? undefined}
        autoFocus submitLabel={t('kit.resource.create')} testId={`resource-${def.name}-create-form`}
        actions={<button type="button" className="btn btn-ghost" onClick={onClose}>{t('kit.resource.cancel')}</button>}
        onSubmit={async (values) => {
          const { item } = await api.call(create, values, { idempotencyKey: crypto.randomUUID() }) as { item: ResourceRow };
          invalidateResource(queryClient, resource);
          notifySuccess('saved');
          navigate(rowHref(place, item.id));
          // over the new row's panel, before anything else is done there
          if (def.reveal) await revealOnce(t, item[def.reveal]);
        }} />
    </aside>
  );
}

export function EditPanel({ resource, place, id, extra: Extra }: PanelProps & { id: number; extra?: ResourceExtra | undefined }) {
  const { t, i18n } = useTranslation();
  const queryClient = useQueryClient();
  const [, navigate] = useLocation();
  const { def } = resource;
  const labels = useMemo(() => fieldLabels(def, t), [def, t]);
  const choices = useParentChoices(resource);
  const viewer = useSession().viewer;
  const valid = Number.isInteger(id) && id > 0;
  const [live] = useState(liveValues);
  const item = useQuery({
    queryKey: [resource.get.id, id],
    queryFn: ({ signal }) => api.call(resource.get, { id }, { signal }) as Promise<{ item: ResourceRow }>,
    enabled: valid,
  });
  const row = item.data?.item;
  // a final row (a drawn prize draw) is a record: shown, never offered for change
  const final = !!row && !!def.final && def.final.values.includes(String(row[def.final.field]));
  const canUpdate = !!resource.update && canAccess(resource.update, viewer) && !final;
  const canDelete = !!resource.delete && canAccess(resource.delete, viewer) && !final;

  async function remove() {
    if (!row || !resource.delete) return;
    const ok = await confirm({
      title: t('kit.resource.delete_title', { name: rowTitle(def, row, i18n.language) }),
      body: t('kit.resource.delete_body'), okLabel: t('kit.resource.delete'), danger: true,
    });
    if (!ok) return;
    try {
      await api.call(resource.delete, { id: row.id }, { idempotencyKey: crypto.randomUUID() });
      invalidateResource(queryClient, resource);
      notifySuccess('deleted');
      navigate(place.basePath);
    } catch (e) {
      notifyError(e);
    }
  }
  // Delete removes the open row (after the confirmation), unless the key is for a field being typed in
  const removeRef = useRef(remove);
  removeRef.current = remove;
  useEffect(() => {
    if (!canDelete) return;
    function onKey(e: KeyboardEvent) {
      if (e.key !== 'Delete' || e.defaultPrevented || overlayOpen() || isTypingTarget(e.target)) return;
      e.preventDefault();
      void removeRef.current();
    }
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [canDelete]);

  const close = <Link href={place.basePath} className="rs-close" aria-label={t('kit.resource.close')} aria-keyshortcuts="Escape">×</Link>;
  if (!valid || (item.error instanceof ApiError && item.error.status === 404)) {
    return <aside className="split-panel">{close}<p role="alert" data-testid="resource-not-found">{t('kit.resource.not_found')}</p></aside>;
  }
  if (item.error) return <aside className="split-panel">{close}<p role="alert" className="form-error">{errorText(item.error)}</p></aside>;
  if (!row || choices === null) return <aside className="split-panel"><p role="status" className="muted">{t('kit.table.loading')}</p></aside>;

  // the id is the row's, fixed, never a field to type: the form is the declared fields
  return (
    <aside className="split-panel" aria-labelledby={`${def.name}-edit-title`} data-testid={`resource-${def.name}-edit`} data-id={row.id} data-resource-panel>
      <div className="rs-panel-head">
        <h2 id={`${def.name}-edit-title`}>{rowTitle(def, row, i18n.language)} <span className="muted">#{row.id}</span></h2>
        {close}
      </div>
      {!resource.update || final ? <ReadOnlyRecord def={def} row={row} labels={labels} /> : (
      <SchemaForm schema={resource.update.input} fields={def.form ?? Object.keys(def.fields)} money={resource.update.money} labels={labels} fixed={{ id: row.id }} choices={choices ?? undefined}
        defaultValues={row} submitLabel={t('kit.resource.save')} testId={`resource-${def.name}-edit-form`} disabled={!canUpdate}
        onValues={Extra ? live.set : undefined}
        actions={canDelete && (
          <button type="button" className="btn btn-danger" onClick={() => void remove()} data-testid={`resource-${def.name}-delete`} aria-keyshortcuts="Delete">
            {t('kit.resource.delete')}
          </button>
        )}
        onSubmit={async (values) => {
          await api.call(resource.update!, values, { idempotencyKey: crypto.randomUUID() });
          invalidateResource(queryClient, resource);
          notifySuccess('updated');
        }} />)}
      {Extra && <Suspense fallback={null}><Extra item={row as never} values={live} /></Suspense>}
      {resource.audits && canAccess(resource.audits, viewer) && <HistoryPanel resource={resource} id={row.id} />}
    </aside>
  );
}
