import { useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'wouter';
import { ApiError } from '../../../../../shared/api/errors.js';
import { canAccess } from '../../../../../shared/roles/access.js';
import { api } from '../../../../app/api.js';
import { useSession } from '../../../../app/session.js';
import { confirm } from '../../../../kit/confirm/confirm.js';
import { FilterBar, type FilterDef } from '../../../../kit/filters/FilterBar.js';
import { SchemaForm } from '../../../../kit/form/SchemaForm.js';
import { errorText, notifyError, notifySuccess } from '../../../../kit/notify.js';
import { DataTable } from '../../../../kit/table/DataTable.js';
import type { ListSource } from '../../../../kit/table/source.js';
import { useListParams } from '../../../../kit/table/useListParams.js';
import type { ResourceCommandSet, ResourceConfig, ResourceRow } from './types.js';
import '../../../../styles/products-admin.css';

/** Every cached page and item of a resource, dropped after a change. */
export function invalidateResource(queryClient: QueryClient, commands: ResourceCommandSet<ResourceRow>): void {
  void queryClient.invalidateQueries({ queryKey: [commands.list.id] });
  void queryClient.invalidateQueries({ queryKey: [commands.get.id] });
}

/** The list command of a resource takes a free-text `query`, kept in the URL as `?query=`. */
function resourceSource<Row extends ResourceRow>(commands: ResourceCommandSet<Row>, query: string): ListSource<Row> {
  return {
    key: [commands.list.id, query],
    sorts: [],
    fetch: (r, signal) => api.call(commands.list, { ...(query && { query }), page: r.page, per_page: r.per_page }, { signal }),
  };
}

/**
 * The generic screen of a plain resource (issue 5 point 5): its list with a search, a create
 * form and the edit panel of the open row, with delete behind a confirmation (§5).
 */
export function ResourceScreen<Row extends ResourceRow>({ config, id }: { config: ResourceConfig<Row>; id?: string | undefined }) {
  const { t } = useTranslation();
  const [params, update] = useListParams();
  const viewer = useSession().viewer;
  const query = params.extra.query?.trim() ?? '';
  const openId = config.routedDetail ? id : params.extra.edit;
  const canCreate = canAccess(config.commands.create, viewer);
  const creating = canCreate && !openId && params.extra.new === '1';
  const source = useMemo(() => resourceSource(config.commands, query), [config.commands, query]);
  const columns = useMemo(() => config.columns(t), [config, t]);
  const filters: FilterDef[] = [{ type: 'text', key: 'query', param: 'extra', label: t('products_admin.resource.search'), wide: true }];
  const hrefOf = (row: Row) => (config.routedDetail ? `${config.basePath}/${row.id}` : `${config.basePath}?edit=${row.id}`);
  const testId = `resource-${config.name}`;

  return (
    <section className="pa-screen" data-testid={testId}>
      <header className="pa-head">
        <h1 className="pa-title">{t(config.title)}</h1>
        {canCreate && (
          <button type="button" className="btn btn-primary" onClick={() => update({ extra: { new: '1', edit: undefined } })}
            disabled={creating} data-testid={`${testId}-new`}>
            {t('products_admin.resource.new')}
          </button>
        )}
      </header>
      <div className={`pa-split${openId || creating ? ' pa-split-open' : ''}`}>
        <div className="pa-main">
          <FilterBar filters={filters} testId={`${testId}-filters`} />
          <DataTable<Row> source={source} columns={columns} rowKey={(r) => r.id} rowHref={hrefOf} selectable={false}
            label={t(config.title)} emptyText={t('products_admin.resource.empty')} testId={`${testId}-table`} />
        </div>
        {creating && <CreatePanel config={config} onClose={() => update({ extra: { new: undefined } })} />}
        {openId && <EditPanel key={openId} config={config} id={Number(openId)} />}
      </div>
    </section>
  );
}

function CreatePanel<Row extends ResourceRow>({ config, onClose }: { config: ResourceConfig<Row>; onClose: () => void }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [, navigate] = useLocation();
  const labels = useMemo(() => config.labels?.(t), [config, t]);
  return (
    <aside className="pa-panel" aria-labelledby={`${config.name}-create-title`} data-testid={`resource-${config.name}-create`}>
      <h2 id={`${config.name}-create-title`}>{t('products_admin.resource.create_title')}</h2>
      <SchemaForm schema={config.commands.create.input} fields={config.formFields} labels={labels} defaultValues={config.createDefaults}
        autoFocus submitLabel={t('products_admin.resource.create')} testId={`resource-${config.name}-create-form`}
        actions={<button type="button" className="btn btn-ghost" onClick={onClose}>{t('products_admin.resource.cancel')}</button>}
        onSubmit={async (values) => {
          const { item } = await api.call(config.commands.create, values, { idempotencyKey: crypto.randomUUID() });
          invalidateResource(queryClient, config.commands as ResourceCommandSet<ResourceRow>);
          notifySuccess('saved');
          navigate(config.routedDetail ? `${config.basePath}/${item.id}` : `${config.basePath}?edit=${item.id}`);
        }} />
    </aside>
  );
}

function EditPanel<Row extends ResourceRow>({ config, id }: { config: ResourceConfig<Row>; id: number }) {
  const { t, i18n } = useTranslation();
  const queryClient = useQueryClient();
  const [, navigate] = useLocation();
  const labels = useMemo(() => config.labels?.(t), [config, t]);
  const viewer = useSession().viewer;
  const canUpdate = canAccess(config.commands.update, viewer);
  const canDelete = canAccess(config.commands.delete, viewer);
  const valid = Number.isInteger(id) && id > 0;
  const item = useQuery({
    queryKey: [config.commands.get.id, id],
    queryFn: ({ signal }) => api.call(config.commands.get, { id }, { signal }),
    enabled: valid,
  });
  const close = <Link href={config.basePath} className="pa-close" aria-label={t('products_admin.resource.close')}>×</Link>;
  if (!valid || (item.error instanceof ApiError && item.error.status === 404)) {
    return <aside className="pa-panel">{close}<p role="alert" data-testid="resource-not-found">{t('products_admin.resource.not_found')}</p></aside>;
  }
  if (item.error) return <aside className="pa-panel">{close}<p role="alert" className="form-error">{errorText(item.error)}</p></aside>;
  if (!item.data) return <aside className="pa-panel"><p role="status" className="muted">{t('kit.table.loading')}</p></aside>;
  const row = item.data.item;
  const Extra = config.extra;

  async function remove() {
    const ok = await confirm({
      title: t('products_admin.resource.delete_title', { name: config.itemLabel(row, i18n.language) }),
      body: t('products_admin.resource.delete_body'),
      okLabel: t('products_admin.resource.delete'),
      danger: true,
    });
    if (!ok) return;
    try {
      await api.call(config.commands.delete, { id: row.id }, { idempotencyKey: crypto.randomUUID() });
      invalidateResource(queryClient, config.commands as ResourceCommandSet<ResourceRow>);
      notifySuccess('deleted');
      navigate(config.basePath);
    } catch (e) {
      notifyError(e);
    }
  }

  return (
    <aside className="pa-panel" aria-labelledby={`${config.name}-edit-title`} data-testid={`resource-${config.name}-edit`} data-id={row.id}>
      <div className="pa-panel-head">
        <h2 id={`${config.name}-edit-title`}>{config.itemLabel(row, i18n.language)} <span className="muted">#{row.id}</span></h2>
        {close}
      </div>
      <SchemaForm schema={config.commands.update.input} fields={config.formFields} labels={labels} fixed={{ id: row.id }}
        defaultValues={row as unknown as Record<string, unknown>} submitLabel={t('products_admin.resource.save')}
        testId={`resource-${config.name}-edit-form`} disabled={!canUpdate}
        actions={canDelete && <button type="button" className="btn btn-danger" onClick={() => void remove()} data-testid={`resource-${config.name}-delete`}>{t('products_admin.resource.delete')}</button>}
        onSubmit={async (values) => {
          await api.call(config.commands.update, values, { idempotencyKey: crypto.randomUUID() });
          invalidateResource(queryClient, config.commands as ResourceCommandSet<ResourceRow>);
          notifySuccess('updated');
        }} />
      {Extra && <Extra item={row} />}
    </aside>
  );
}
