/** Grid track arithmetic for fit.ts, apart from the DOM so it is tested in node. */

/** A track at least `need` px wide: a fixed width grows, a flexible one keeps its share above the new floor. */
export function widen(track: string, need: number): string {
  if (need <= 0) return track;
  const px = /^(\d+(?:\.\d+)?)px$/.exec(track);
  if (px) return `${Math.max(Number(px[1]), need)}px`;
  const minmax = /^minmax\((.+?),\s*(.+)\)$/.exec(track);
  if (minmax) return `minmax(max(${minmax[1]}, ${need}px), ${minmax[2]})`;
  return `minmax(${need}px, ${track})`;
}

/** The least width of a track as `widen` writes them, in px (a flexible track without a px floor: 0). */
export function floorOf(track: string): number {
  const min = track.startsWith('minmax(') ? track.slice(7, track.lastIndexOf(',')) : track;
  return Math.max(0, ...[...min.matchAll(/([\d.]+)px/g)].map((m) => parseFloat(m[1]!)));
}
