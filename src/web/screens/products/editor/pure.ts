/** The editor's pure helpers: no React, no DOM, unit-tested in node (tests/unit/products-editor.test.ts). */

/** möngö → the tögrög a person types (`1500.5`); null stays empty. */
export function toTugrik(mongo: number | null | undefined): string {
  return mongo === null || mongo === undefined ? '' : String(mongo / 100);
}

export function toMongo(tugrik: number): number {
  return Math.round(tugrik * 100);
}

/** `2026-11-22T10:00` of a datetime-local input ↔ the ISO instant the server stores. */
export function toLocalInput(iso: string | null | undefined): string {
  if (!iso) return '';
  // Ulaanbaatar is UTC+8 all year (no daylight saving), the console's zone (DESIGN.md)
  const d = new Date(new Date(iso).getTime() + 8 * 3600_000);
  return d.toISOString().slice(0, 16);
}

export function fromLocalInput(value: string): string | null {
  if (!value) return null;
  const d = new Date(`${value}:00+08:00`);
  return Number.isNaN(d.getTime()) ? null : d.toISOString();
}

/** Moves item `from` to index `to`; a pure helper shared by the keyboard and the drag. */
export function moveItem<T>(list: readonly T[], from: number, to: number): T[] {
  if (from === to || from < 0 || to < 0 || from >= list.length || to >= list.length) return [...list];
  const next = [...list];
  const [item] = next.splice(from, 1);
  next.splice(to, 0, item!);
  return next;
}
