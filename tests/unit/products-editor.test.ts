import { describe, expect, it } from 'vitest';
import { fromLocalInput, moveItem, toLocalInput, toMongo, toTugrik } from '../../src/web/screens/products/editor/pure.js';

describe('product editor helpers', () => {
  it('turns möngö into the tögrög people type and back, without float drift', () => {
    expect(toTugrik(2_890_000)).toBe('28900');
    expect(toTugrik(150_050)).toBe('1500.5');
    expect(toTugrik(null)).toBe('');
    expect(toMongo(1500.5)).toBe(150_050);
    expect(toMongo(0.29)).toBe(29);
    expect(toMongo(19.99)).toBe(1999);
  });

  it('shows instants in Ulaanbaatar time in a datetime-local field and reads them back', () => {
    expect(toLocalInput('2026-11-22T02:30:00.000Z')).toBe('2026-11-22T10:30');
    expect(fromLocalInput('2026-11-22T10:30')).toBe('2026-11-22T02:30:00.000Z');
    expect(toLocalInput(null)).toBe('');
    expect(fromLocalInput('')).toBeNull();
    expect(fromLocalInput('not a date')).toBeNull();
  });

  it('moves a variant up or down the order, ignoring moves off either end', () => {
    expect(moveItem(['a', 'b', 'c'], 2, 0)).toEqual(['c', 'a', 'b']);
    expect(moveItem(['a', 'b', 'c'], 0, 1)).toEqual(['b', 'a', 'c']);
    expect(moveItem(['a', 'b', 'c'], 0, -1)).toEqual(['a', 'b', 'c']);
    expect(moveItem(['a', 'b', 'c'], 2, 3)).toEqual(['a', 'b', 'c']);
  });
});
