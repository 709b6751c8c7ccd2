import L from 'leaflet';
import './leaflet-global.js';
import 'leaflet.markercluster';
import 'leaflet.markercluster/dist/MarkerCluster.css';

/** What a cluster's icon needs to know of the points it holds. */
export interface ClusterLook<P> {
  colour: (p: P) => string;
  picked: (p: P) => boolean;
  /** The list's cursor is on it: its cluster is outlined too, so j/k can be followed on the map. */
  cursor: (p: P) => boolean;
  /** The cluster's tooltip, in the reader's language: `12 orders, 3 picked…`. */
  title: (count: number, picked: number) => string;
}

/** The point a marker stands for, kept beside it (Leaflet's options are typed). */
const pointOf = new WeakMap<L.Layer, unknown>();
export const markPoint = <P>(layer: L.Layer, point: P) => void pointOf.set(layer, point);
export const pointOfLayer = <P>(layer: L.Layer) => pointOf.get(layer) as P | undefined;

/**
 * A cluster is a disc with its count, its ring a pie of its points' colours (drivers, unassigned,
 * delivered) so a dispatcher sees what a dense district holds before zooming; a dark border when
 * some of its orders are picked.
 */
export function clusterIcon<P>(cluster: L.MarkerCluster, look: ClusterLook<P>): L.DivIcon {
  const shares = new Map<string, number>();
  let picked = 0;
  let cursor = false;
  const children = cluster.getAllChildMarkers();
  for (const m of children) {
    const p = pointOfLayer<P>(m);
    if (!p) continue;
    const c = look.colour(p);
    shares.set(c, (shares.get(c) ?? 0) + 1);
    if (look.picked(p)) picked += 1;
    if (look.cursor(p)) cursor = true;
  }
  const count = children.length;
  let at = 0;
  const stops = [...shares.entries()].sort((a, b) => b[1] - a[1]).map(([c, n]) => {
    const from = at;
    at += (n / count) * 100;
    return `${c} ${from.toFixed(2)}% ${at.toFixed(2)}%`;
  });
  const size = count < 10 ? 30 : count < 100 ? 36 : count < 1000 ? 42 : 48;
  const title = look.title(count, picked).replace(/[<>&"]/g, '');
  return L.divIcon({
    className: `ff-cluster${picked ? ' ff-cluster-picked' : ''}${cursor ? ' ff-cluster-cursor' : ''}`,
    html: `<div style="background:conic-gradient(${stops.join(',')})" title="${title}" aria-label="${title}"><span>${count.toLocaleString('en-US')}</span></div>`,
    iconSize: [size, size],
  });
}

/**
 * Zooms into a cluster, or fans it out (spiderfy) when zooming would not part it (the points share
 * a khoroo's spot, or the map is at its closest).
 */
export function openCluster(map: L.Map, cluster: L.MarkerCluster): void {
  const bounds = cluster.getBounds();
  const fits = map.getBoundsZoom(bounds, false, L.point(40, 40));
  if (map.getZoom() >= map.getMaxZoom() || fits <= map.getZoom() || bounds.getNorthEast().equals(bounds.getSouthWest())) cluster.spiderfy();
  else cluster.zoomToBounds({ padding: [40, 40] });
}
