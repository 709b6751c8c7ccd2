import { useQuery, useQueryClient } from '@tanstack/react-query';
import L from 'leaflet';
import 'leaflet/dist/leaflet.css';
import { useEffect, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { assign, maps, type MapPoint } from '../../../shared/commands/fulfillment/map.js';
import { districtOutlines, UB_CENTRE, UB_DISTRICT_DATA } from '../../../shared/geo/ub.js';
import { formatMoney } from '../../../shared/i18n/format.js';
import { api } from '../../app/api.js';
import { useSession } from '../../app/session.js';
import { toast } from '../../app/toasts.js';
import { errorText, notifyError } from '../../kit/notify.js';
import { DriverPicker, useDrivers } from '../orders/DriverPicker.js';
import { once, useCan } from '../orders/shared.js';
import { DayInput, today } from './shared.js';
import { clusterIcon, markPoint, openCluster, pointOfLayer } from './map/clusters.js';

/** Drivers' colours, by their place in the day's list; unassigned orange, delivered grey. */
const DRIVER_COLOURS = ['#2563eb', '#16a34a', '#9333ea', '#0891b2', '#be123c', '#4d7c0f', '#c026d3', '#0f766e'];
const UNASSIGNED = '#ea580c';
const DELIVERED = '#9ca3af';

function colourOf(p: MapPoint, driverIndex: Map<number, number>): string {
  if (p.status === 'delivered') return DELIVERED;
  if (p.driver_id === null) return UNASSIGNED;
  return DRIVER_COLOURS[(driverIndex.get(p.driver_id) ?? 0) % DRIVER_COLOURS.length]!;
}

/**
 * The Leaflet map: tiles when the server names a source (BO_MAP_TILES), else a plain background
 * with the districts' outlines shipped with the project, so it never asks the internet for
 * anything. Points are canvas circles (thousands stay smooth), gathered into clusters where dense
 * (leaflet.markercluster): a click on a point toggles it, on a cluster zooms in (or fans it out
 * when it cannot part), Shift+click on a cluster picks all its orders.
 */
function PointsMap({ points, fitKey, tiles, selected, cursor, colour, onToggle, onPickMany }: {
  points: MapPoint[]; fitKey: string; tiles: { url: string; attribution: string } | null; selected: Set<string>; cursor: string | null;
  colour: (p: MapPoint) => string; onToggle: (number: string) => void; onPickMany: (numbers: string[]) => void;
}) {
  const el = useRef<HTMLDivElement>(null);
  const { t } = useTranslation();
  const zoomTitles = { in: t('fulfillment_ui.map.zoom_in'), out: t('fulfillment_ui.map.zoom_out') };
  const map = useRef<L.Map | null>(null);
  const layer = useRef<L.MarkerClusterGroup | null>(null);
  const toggle = useRef(onToggle);
  toggle.current = onToggle;
  const pickMany = useRef(onPickMany);
  pickMany.current = onPickMany;
  // what the clusters' icons read when Leaflet draws them, current without rebuilding the layer
  const look = useRef({ colour, selected, cursor, t });
  look.current = { colour, selected, cursor, t };

  useEffect(() => {
    if (!el.current) return;
    const m = L.map(el.current, { preferCanvas: true, attributionControl: tiles !== null, keyboard: true, zoomControl: false, maxZoom: 18 }).setView([UB_CENTRE[0], UB_CENTRE[1]], 11);
    // Leaflet's own buttons say "Zoom in" in English: their titles (and labels) in the reader's language
    L.control.zoom({ zoomInTitle: zoomTitles.in, zoomOutTitle: zoomTitles.out }).addTo(m);
    if (tiles) L.tileLayer(tiles.url, { attribution: tiles.attribution, maxZoom: 19 }).addTo(m);
    L.geoJSON(districtOutlines(), { style: { color: '#64748b', weight: 1, fillColor: '#94a3b8', fillOpacity: tiles ? 0.04 : 0.12 }, interactive: false }).addTo(m);
    for (const d of UB_DISTRICT_DATA) {
      const [s, w, n, e] = d.box;
      L.marker([(s + n) / 2, (w + e) / 2], { icon: L.divIcon({ className: 'ff-map-district', html: d.name_mn, iconSize: [120, 16], iconAnchor: [60, 8] }), interactive: false, keyboard: false, zIndexOffset: -1000 }).addTo(m);
    }
    const group = L.markerClusterGroup({
      maxClusterRadius: 48, showCoverageOnHover: false, zoomToBoundsOnClick: false, spiderfyOnMaxZoom: false, chunkedLoading: true,
      iconCreateFunction: (cluster) => clusterIcon<MapPoint>(cluster, {
        colour: (p) => look.current.colour(p),
        picked: (p) => look.current.selected.has(p.number),
        cursor: (p) => p.number === look.current.cursor,
        title: (count, picked) => look.current.t('fulfillment_ui.map.cluster', { count, picked }),
      }),
    });
    const onCluster = (e: L.LeafletMouseEvent) => {
      const cluster = e.layer as L.MarkerCluster;
      if (e.originalEvent.shiftKey) {
        pickMany.current(cluster.getAllChildMarkers().map((x) => pointOfLayer<MapPoint>(x)?.number).filter((n): n is string => Boolean(n)));
      } else openCluster(m, cluster);
    };
    group.on('clusterclick', onCluster as L.LeafletEventHandlerFn);
    group.on('clusterkeypress', ((e: L.LeafletKeyboardEvent) => { if (e.originalEvent.key === 'Enter') openCluster(m, (e as unknown as { layer: L.MarkerCluster }).layer); }) as L.LeafletEventHandlerFn);
    // far out the districts' names would pile on each other: they show from the city's scale on
    const far = () => el.current?.classList.toggle('ff-map-far', m.getZoom() < 9);
    m.on('zoomend', far);
    far();
    layer.current = group.addTo(m);
    map.current = m;
    return () => { m.remove(); map.current = null; layer.current = null; };
  }, [tiles, zoomTitles.in, zoomTitles.out]);

  // the markers are made when the points change, and only restyled when the picks or the cursor do
  const markers = useRef(new Map<string, { marker: L.CircleMarker; point: MapPoint }>());
  useEffect(() => {
    const group = layer.current;
    if (!group) return;
    group.clearLayers();
    markers.current.clear();
    const made: L.CircleMarker[] = [];
    for (const p of points) {
      const marker = L.circleMarker([p.lat, p.lng], { radius: 5, color: colour(p), weight: 1, fillColor: colour(p), fillOpacity: 0.85 })
        .bindTooltip(p.number).on('click', () => toggle.current(p.number));
      markPoint(marker, p);
      markers.current.set(p.number, { marker, point: p });
      made.push(marker);
    }
    group.addLayers(made);
  }, [points, colour, tiles]);
  useEffect(() => {
    for (const [number, { marker, point }] of markers.current) {
      const on = selected.has(number);
      const here = number === cursor;
      marker.setStyle({ color: on || here ? '#111827' : colour(point), weight: on || here ? 3 : 1 });
      marker.setRadius(here ? 9 : on ? 7 : 5);
    }
    layer.current?.refreshClusters();
  }, [points, selected, cursor, colour]);

  // a new day's points are framed once; a refetch after an assignment leaves the view alone
  const fitted = useRef('');
  useEffect(() => {
    if (!map.current || !points.length || fitted.current === fitKey) return;
    fitted.current = fitKey;
    map.current.fitBounds(L.latLngBounds(points.map((p) => [p.lat, p.lng] as [number, number])).pad(0.15), { maxZoom: 14 });
  }, [points, fitKey]);

  useEffect(() => {
    const p = points.find((x) => x.number === cursor);
    if (p && map.current && !map.current.getBounds().contains([p.lat, p.lng])) map.current.panTo([p.lat, p.lng]);
  }, [cursor, points]);

  return <div ref={el} className={`ff-map${tiles ? '' : ' ff-map-plain'}`} data-testid="ff-map" data-tiles={tiles ? 'on' : 'off'} />;
}

/**
 * /fulfillment/delivery/map (§7 `orders/maps`): a day's deliveries at their khoroos, coloured by
 * driver (unassigned orange, delivered grey). Orders are picked on the map (a click) or in the list
 * beside it (j/k move, x picks, a gives the picked ones to the chosen driver).
 */
export default function DeliveryMap() {
  const { t } = useTranslation();
  const { selection } = useSession();
  const can = useCan();
  const queryClient = useQueryClient();
  const drivers = useDrivers();
  const [date, setDate] = useState(today);
  const [only, setOnly] = useState<'all' | 'unassigned'>('all');
  const [picked, setPicked] = useState<Set<string>>(new Set());
  const [cursor, setCursor] = useState<string | null>(null);
  const [driver, setDriver] = useState('');
  const [busy, setBusy] = useState(false);
  const list = useRef<HTMLUListElement>(null);
  const query = useQuery({
    queryKey: ['order.maps', date, selection.website.id, selection.vendorId],
    queryFn: ({ signal }) => api.call(maps, { date }, { signal }),
  });
  const data = query.data;
  const driverIndex = useMemo(() => new Map((data?.drivers ?? []).map((d, i) => [d.id, i])), [data]);
  const colour = useMemo(() => (p: MapPoint) => colourOf(p, driverIndex), [driverIndex]);
  const shown = useMemo(() => (data?.points ?? []).filter((p) => only === 'all' || p.status === 'unassigned')
    .sort((a, b) => (a.district ?? '').localeCompare(b.district ?? '') || (a.khoroo ?? 0) - (b.khoroo ?? 0) || a.number.localeCompare(b.number)), [data, only]);
  const toggle = (n: string) => setPicked((s) => { const next = new Set(s); if (next.has(n)) next.delete(n); else next.add(n); return next; });
  // a cluster's orders at once: all picked, or all let go when they already were
  const pickMany = (numbers: string[]) => setPicked((s) => {
    const next = new Set(s);
    const all = numbers.every((n) => next.has(n));
    for (const n of numbers) if (all) next.delete(n); else next.add(n);
    return next;
  });

  const run = async () => {
    if (busy || !picked.size) return;
    if (!driver) { toast('warning', t('fulfillment_ui.map.choose_driver')); document.querySelector<HTMLElement>('[data-testid="ff-map-driver"]')?.focus(); return; }
    setBusy(true);
    try {
      const r = await api.call(assign, { numbers: [...picked], driver_id: Number(driver) }, once());
      if (r.applied) toast('success', t('fulfillment_ui.map.assigned', { count: r.applied }));
      const refused = r.results.filter((x) => !x.ok);
      if (refused.length) toast('warning', t('fulfillment_ui.map.refused', { count: refused.length, error: `${refused[0]!.number}: ${refused[0]!.error}` }));
      setPicked(new Set());
      await queryClient.invalidateQueries({ queryKey: ['order.maps'] });
    } catch (e) {
      notifyError(e);
    } finally {
      setBusy(false);
    }
  };

  const onKey = (e: KeyboardEvent) => {
    if (e.ctrlKey || e.metaKey || e.altKey) return;
    const at = shown.findIndex((p) => p.number === cursor);
    const go = (i: number) => {
      const p = shown[Math.max(0, Math.min(shown.length - 1, i))];
      if (!p) return;
      setCursor(p.number);
      list.current?.querySelector(`[data-number="${p.number}"]`)?.scrollIntoView({ block: 'nearest' });
    };
    if (e.key === 'j' || e.key === 'ArrowDown') { e.preventDefault(); go(at + 1); }
    else if (e.key === 'k' || e.key === 'ArrowUp') { e.preventDefault(); go(at - 1); }
    else if ((e.key === 'x' || e.key === ' ') && cursor) { e.preventDefault(); toggle(cursor); }
    else if (e.key === 'a' && can(assign)) { e.preventDefault(); void run(); }
  };

  const counts = { unassigned: 0, assigned: 0, delivered: 0 };
  for (const p of data?.points ?? []) counts[p.status] += 1;
  return (
    <section className="ff-screen ff-map-screen" data-testid="delivery-map">
      <h1 className="screen-title">{t('nav.routes.fulfillment_delivery_map')}</h1>
      <p className="ff-hint">{t('fulfillment_ui.map.key_hint')}</p>
      <div className="ff-controls">
        <DayInput value={date} onChange={(d) => { setDate(d); setPicked(new Set()); }} label={t('fulfillment_ui.day')} testId="ff-map-date" />
        <label className="ff-field">
          <span>{t('fulfillment_ui.map.show')}</span>
          <select className="input" value={only} onChange={(e) => setOnly(e.target.value as 'all' | 'unassigned')} data-testid="ff-map-only">
            <option value="all">{t('fulfillment_ui.map.all')}</option>
            <option value="unassigned">{t('fulfillment_ui.map.statuses.unassigned')}</option>
          </select>
        </label>
        {can(assign) && (
          <>
            <DriverPicker value={driver} onChange={setDriver} drivers={drivers} testId="ff-map-driver" />
            <button type="button" className="btn btn-primary" disabled={busy || !picked.size} onClick={() => void run()} aria-keyshortcuts="a" data-testid="ff-map-assign">
              {t('fulfillment_ui.map.assign', { count: picked.size })}
            </button>
          </>
        )}
      </div>
      <p className="ff-map-legend" data-testid="ff-map-legend">
        <span><i style={{ background: UNASSIGNED }} />{t('fulfillment_ui.map.statuses.unassigned')} {counts.unassigned}</span>
        {(data?.drivers ?? []).map((d, i) => <span key={d.id}><i style={{ background: DRIVER_COLOURS[i % DRIVER_COLOURS.length] }} />{d.name}</span>)}
        <span><i style={{ background: DELIVERED }} />{t('fulfillment_ui.map.statuses.delivered')} {counts.delivered}</span>
        {!data?.tiles && data && <span className="muted">{t('fulfillment_ui.map.no_tiles')}</span>}
      </p>
      {query.isError && <p role="alert" className="form-error">{errorText(query.error)}</p>}
      <div className="ff-map-body">
        <PointsMap points={shown} fitKey={`${date}:${only}`} tiles={data?.tiles ?? null} selected={picked} cursor={cursor} colour={colour} onToggle={toggle} onPickMany={pickMany} />
        <div className="ff-map-side">
          {query.isPending && <p className="muted" role="status">{t('fulfillment_ui.loading')}</p>}
          {data && shown.length === 0 && <p className="muted">{t('fulfillment_ui.map.empty')}</p>}
          {data?.truncated && <p className="muted">{t('fulfillment_ui.map.truncated', { count: data.points.length })}</p>}
          <ul ref={list} className="ff-map-list" tabIndex={0} role="listbox" aria-multiselectable="true" aria-label={t('fulfillment_ui.map.list')}
            aria-activedescendant={cursor ? `ff-pt-${cursor}` : undefined} onKeyDown={onKey} onFocus={() => !cursor && shown[0] && setCursor(shown[0].number)} data-testid="ff-map-list">
            {shown.map((p) => (
              <li key={p.number} id={`ff-pt-${p.number}`} role="option" aria-selected={picked.has(p.number)} data-number={p.number} data-status={p.status}
                className={`${p.number === cursor ? 'ff-cursor' : ''}${picked.has(p.number) ? ' ff-picked' : ''}`} onClick={() => { setCursor(p.number); toggle(p.number); }} data-testid="ff-map-point">
                <i style={{ background: colour(p) }} />
                <strong>{p.number}</strong> <span className="muted">{p.district ?? '-'}{p.khoroo ? ` ${p.khoroo}` : ''}</span>
                <span className="ff-map-amount">{formatMoney(p.total)}</span>
              </li>
            ))}
          </ul>
        </div>
      </div>
    </section>
  );
}
