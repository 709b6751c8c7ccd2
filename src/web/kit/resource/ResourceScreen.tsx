import { useEffect, useMemo, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'wouter';
import type { AnyResource } from '../../../shared/resources/define.js';
import type { RouteId } from '../../../shared/roles/routes.js';
import { canAccess } from '../../../shared/roles/access.js';
import { useSession } from '../../app/session.js';
import { letterOf } from '../../keyboard/keys.js';
import { FilterBar } from '../filters/FilterBar.js';
import { isPlainKey, isTypingTarget, overlayOpen } from '../keys.js';
import { DataTable } from '../table/DataTable.js';
import { commandSource } from '../table/source.js';
import { useListParams } from '../table/useListParams.js';
import { useRowMoves } from './moves.js';
import { CreatePanel, EditPanel } from './panels.js';
import { actsForVendor, VendorPrompt } from './vendor.js';
import { columnsOf, filtersOf, placeOf, rowHref, type ResourceExtra, type ResourcePlace, type ResourceRow } from './view.js';
import '../../styles/resource.css';

export interface ResourceScreenProps {
  resource: AnyResource;
  route: { list: RouteId; detail?: RouteId | undefined };
  /** The open row's id when the route has one. */
  id?: string | undefined;
  extra?: ResourceExtra | undefined;
}

/**
 * The screen of a plain resource (src/shared/resources): its dense list with search and filters,
 * a create panel and the edit panel of the open row, delete behind a confirmation (§5). Keys: `n`
 * new, j/k and Enter open a row, Ctrl+Enter or Ctrl+S save, Esc back to the list, Delete removes.
 */
export function ResourceScreen({ resource, route, id, extra }: ResourceScreenProps) {
  const { t, i18n } = useTranslation();
  const [params, update] = useListParams();
  const [, navigate] = useLocation();
  const { viewer, selection, me, isAdmin } = useSession();
  const place: ResourcePlace = useMemo(() => placeOf(route), [route]);
  const name = resource.def.name;
  const query = params.extra.query?.trim() ?? '';
  const openId = place.routed ? id : params.extra.edit;
  const canCreate = !!resource.create && canAccess(resource.create, viewer);
  const creating = canCreate && !openId && params.extra.new === '1';
  const source = useMemo(() => commandSource<ResourceRow>(resource.list as never, query ? { query } : {}), [resource, query]);
  const columns = useMemo(() => columnsOf(resource.def, t, i18n.language), [resource, t, i18n.language]);
  const filters = useMemo(() => filtersOf(resource, t), [resource, t]);
  const testId = `resource-${name}`;
  const screen = useRef<HTMLElement>(null);
  const movable = useRowMoves(resource, screen, openId);

  // n, Esc, Ctrl+Enter / Ctrl+S: on this screen, never while a dialog or the palette is open
  const keys = useRef({ canCreate, open: !!(openId || creating) });
  keys.current = { canCreate, open: !!(openId || creating) };
  useEffect(() => {
    function onKey(e: KeyboardEvent) {
      if (e.defaultPrevented || overlayOpen()) return;
      const { open } = keys.current;
      if (open && (e.ctrlKey || e.metaKey) && !e.altKey && (e.key === 'Enter' || letterOf(e) === 's')) {
        const form = screen.current?.querySelector<HTMLFormElement>('[data-resource-panel] form');
        if (!form) return;
        e.preventDefault();
        form.requestSubmit();
      } else if (open && e.key === 'Escape') {
        e.preventDefault();
        navigate(place.basePath);
      } else if (!open && keys.current.canCreate && isPlainKey(e) && !e.shiftKey && !isTypingTarget(e.target) && letterOf(e) === 'n') {
        e.preventDefault();
        update({ extra: { new: '1', edit: undefined } });
      }
    }
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [navigate, place.basePath, update]);

  // a vendor's own rows (contracts, contacts) wait for a vendor chosen in the header
  if (resource.def.vendor && !actsForVendor(selection.vendorId, me.vendors.length, isAdmin)) return <VendorPrompt title={t(place.title)} testId={testId} />;

  return (
    <section className="rs-screen" data-testid={testId} ref={screen}>
      <header className="rs-head">
        <h1 className="rs-title">{t(place.title)}</h1>
        {canCreate && (
          <button type="button" className="btn btn-primary" onClick={() => update({ extra: { new: '1', edit: undefined } })}
            disabled={creating} data-testid={`${testId}-new`} aria-keyshortcuts="n">
            {t('kit.resource.new')}
          </button>
        )}
      </header>
      <p className="rs-hint muted">{t('kit.resource.keys')}{movable && ` · ${t('kit.resource.keys_move')}`}</p>
      <div className={`split${openId || creating ? ' split-open' : ''}`}>
        <div className="split-main">
          {filters.length > 0 && <FilterBar filters={filters} testId={`${testId}-filters`} />}
          <DataTable<ResourceRow> source={source} columns={columns} rowKey={(r) => r.id} rowHref={(r) => rowHref(place, r.id)} selectable={false}
            label={t(place.title)} emptyText={t('kit.resource.empty')} testId={`${testId}-table`} />
        </div>
        {creating && <CreatePanel resource={resource} place={place} onClose={() => update({ extra: { new: undefined } })} />}
        {openId && <EditPanel key={openId} resource={resource} place={place} id={Number(openId)} extra={extra} />}
      </div>
    </section>
  );
}
