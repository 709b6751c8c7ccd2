import { describe, expect, it } from 'vitest';
import { flatten, HEADING_HEIGHT, LIST_PAD_TOP, moveOfKey, moveSelection, ROW_HEIGHT } from '../../src/web/palette/flat.js';
import type { Row, Section } from '../../src/web/palette/sections.js';

const row = (value: string): Row => ({ value, title: value, action: { kind: 'search', query: value } });
const section = (id: string, values: string[]): Section => ({ id, heading: `palette.groups.${id}`, rows: values.map(row) });
const flat = flatten([section('goto', ['a', 'b', 'c']), section('commands', ['d', 'e'])]);

describe('the palette list as fixed-height slots', () => {
  it('places headings and rows one under the other', () => {
    expect(flat.slots.map((s) => s.key)).toEqual(['h:goto', 'a', 'b', 'c', 'h:commands', 'd', 'e']);
    expect(flat.slots[1]!.start).toBe(LIST_PAD_TOP + HEADING_HEIGHT);
    expect(flat.sectionSlots[1]).toEqual({ heading: 4, start: LIST_PAD_TOP + HEADING_HEIGHT + 3 * ROW_HEIGHT, size: HEADING_HEIGHT + 2 * ROW_HEIGHT });
    expect(flat.values).toEqual(['a', 'b', 'c', 'd', 'e']);
  });

  it('moves over the data, across groups, looping at the ends', () => {
    expect(moveSelection(flat, 'c', 'next', 5)).toBe('d');
    expect(moveSelection(flat, 'e', 'next', 5)).toBe('a');
    expect(moveSelection(flat, 'a', 'prev', 5)).toBe('e');
    expect(moveSelection(flat, 'b', 'last', 5)).toBe('e');
    expect(moveSelection(flat, 'e', 'first', 5)).toBe('a');
    expect(moveSelection(flat, 'b', 'next_group', 5)).toBe('d');
    expect(moveSelection(flat, 'e', 'prev_group', 5)).toBe('a');
    expect(moveSelection(flat, 'a', 'page_down', 3)).toBe('d');
    expect(moveSelection(flat, 'b', 'page_up', 3)).toBe('a');
    // a value no longer listed: the keys start from an end
    expect(moveSelection(flat, 'gone', 'next', 5)).toBe('a');
    expect(moveSelection(flatten([]), 'a', 'next', 5)).toBeUndefined();
  });

  it('reads the keys cmdk reads, and the page keys', () => {
    const key = (k: string, mods: { metaKey?: boolean; altKey?: boolean } = {}) => moveOfKey({ key: k, metaKey: false, altKey: false, ...mods });
    expect(key('ArrowDown')).toBe('next');
    expect(key('ArrowDown', { metaKey: true })).toBe('last');
    expect(key('ArrowUp', { altKey: true })).toBe('prev_group');
    expect(key('PageDown')).toBe('page_down');
    expect(key('a')).toBeNull();
  });
});
