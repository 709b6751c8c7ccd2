import { describe, expect, it } from 'vitest';
import { floorOf, widen } from '../../src/web/kit/table/tracks.js';

describe('column tracks that give a language room', () => {
  it('widens a fixed track and raises a flexible one\'s floor, never narrows', () => {
    expect(widen('84px', 97)).toBe('97px');
    expect(widen('120px', 90)).toBe('120px');
    expect(widen('minmax(100px, 1.5fr)', 130)).toBe('minmax(max(100px, 130px), 1.5fr)');
    expect(widen('1fr', 60)).toBe('minmax(60px, 1fr)');
    expect(widen('minmax(100px, 1fr)', 0)).toBe('minmax(100px, 1fr)');
  });

  it('reads the least width of each kind of track', () => {
    expect(floorOf('120px')).toBe(120);
    expect(floorOf('minmax(100px, 1fr)')).toBe(100);
    expect(floorOf('minmax(max(100px, 140px), 2fr)')).toBe(140);
    expect(floorOf('minmax(60px, 1fr)')).toBe(60);
    expect(floorOf('1fr')).toBe(0);
  });
});
