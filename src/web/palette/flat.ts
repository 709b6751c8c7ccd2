import type { Row, Section } from './sections.js';

/**
 * The palette's sections as one column of fixed-height slots (a group heading, then its rows),
 * for the virtual list: the geometry is known without reading the DOM, and the keyboard moves over
 * the data, not over the few rows that happen to be rendered.
 */
export const ROW_HEIGHT = 32;
export const HEADING_HEIGHT = 28;
export const LIST_PAD_TOP = 4;
export const LIST_PAD_BOTTOM = 6;

export interface Slot {
  readonly key: string;
  readonly section: number;
  readonly start: number;
  readonly size: number;
  /** Absent on a group heading. */
  readonly row?: Row;
}

export interface FlatList {
  readonly sections: readonly Section[];
  readonly slots: readonly Slot[];
  /** Per section: the slot of its heading, and its extent (heading and rows). */
  readonly sectionSlots: readonly { readonly heading: number; readonly start: number; readonly size: number }[];
  /** Row values in display order. */
  readonly values: readonly string[];
  /** Row value → its slot. */
  readonly slotOf: ReadonlyMap<string, number>;
  /** Row value → its rank in `values`. */
  readonly rankOf: ReadonlyMap<string, number>;
  /** Per section, the rank of its first row. */
  readonly sectionFirst: readonly number[];
  readonly total: number;
}

export function flatten(sections: readonly Section[]): FlatList {
  const slots: Slot[] = [];
  const sectionSlots: { heading: number; start: number; size: number }[] = [];
  const values: string[] = [];
  const slotOf = new Map<string, number>();
  const rankOf = new Map<string, number>();
  const sectionFirst: number[] = [];
  let at = LIST_PAD_TOP;
  sections.forEach((section, s) => {
    const start = at;
    sectionSlots.push({ heading: slots.length, start, size: 0 });
    slots.push({ key: `h:${section.id}`, section: s, start: at, size: HEADING_HEIGHT });
    at += HEADING_HEIGHT;
    sectionFirst.push(values.length);
    for (const row of section.rows) {
      slotOf.set(row.value, slots.length);
      rankOf.set(row.value, values.length);
      values.push(row.value);
      slots.push({ key: row.value, section: s, start: at, size: ROW_HEIGHT, row });
      at += ROW_HEIGHT;
    }
    sectionSlots[s]!.size = at - start;
  });
  return { sections, slots, sectionSlots, values, slotOf, rankOf, sectionFirst, total: at + LIST_PAD_BOTTOM };
}

export type Move = 'next' | 'prev' | 'first' | 'last' | 'next_group' | 'prev_group' | 'page_down' | 'page_up';

/** cmdk's keys (vim bindings off), and Page Up/Down on top. */
export function moveOfKey(e: { key: string; metaKey: boolean; altKey: boolean }): Move | null {
  switch (e.key) {
    case 'ArrowDown':
      return e.metaKey ? 'last' : e.altKey ? 'next_group' : 'next';
    case 'ArrowUp':
      return e.metaKey ? 'first' : e.altKey ? 'prev_group' : 'prev';
    case 'Home':
      return 'first';
    case 'End':
      return 'last';
    case 'PageDown':
      return 'page_down';
    case 'PageUp':
      return 'page_up';
    default:
      return null;
  }
}

/** The row a key moves the selection to: looping at the ends, as cmdk's `loop` does. */
export function moveSelection(flat: FlatList, value: string, move: Move, page: number): string | undefined {
  const { values, sectionFirst } = flat;
  const n = values.length;
  if (n === 0) return undefined;
  const at = flat.rankOf.get(value) ?? -1;
  const section = at < 0 ? -1 : flat.slots[flat.slotOf.get(value)!]!.section;
  const step = (d: number) => values[at < 0 ? (d > 0 ? 0 : n - 1) : (at + d + n) % n];
  switch (move) {
    case 'next':
      return step(1);
    case 'prev':
      return step(-1);
    case 'first':
      return values[0];
    case 'last':
      return values[n - 1];
    case 'page_down':
      return values[Math.min(n - 1, Math.max(0, at) + page)];
    case 'page_up':
      return values[Math.max(0, at - page)];
    case 'next_group': {
      const first = sectionFirst[section + 1];
      return first === undefined ? step(1) : values[first];
    }
    case 'prev_group': {
      const first = section > 0 ? sectionFirst[section - 1] : undefined;
      return first === undefined ? step(-1) : values[first];
    }
  }
}
