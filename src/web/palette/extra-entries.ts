import { z } from 'zod';
import type { Route } from '../../shared/roles/routes.js';
import type { MatchEntry } from '../../shared/search/matcher.js';
import type { PaletteTarget } from './entries.js';

/**
 * Synthetic palette entries for the benchmark and the browser tests only: the palette is measured
 * at 1,000 entries (issue 13) while the demo admin has about 300. An init script of Playwright sets
 * `window.__BO_PALETTE_EXTRA__` before the console loads; a real session never does, and then this
 * adds nothing. Each entry leads to a route the viewer may open anyway (never one he may not), and
 * joins the real ones before the index is built, so the matcher, the sections and the list do the
 * same work they would do for a catalogue that large.
 */
const ExtraEntry = z.object({
  routeId: z.string(),
  title: z.string(),
  href: z.string().startsWith('/'),
  keywords: z.array(z.string()).optional(),
});

declare global {
  interface Window {
    __BO_PALETTE_EXTRA__?: unknown;
  }
}

export function extraEntries(visible: readonly Route[]): MatchEntry<PaletteTarget>[] {
  const raw = typeof window === 'undefined' ? undefined : window.__BO_PALETTE_EXTRA__;
  if (!Array.isArray(raw)) return [];
  const byId = new Map(visible.map((r) => [r.id as string, r]));
  const out: MatchEntry<PaletteTarget>[] = [];
  raw.forEach((item, i) => {
    const parsed = ExtraEntry.safeParse(item);
    const route = parsed.success ? byId.get(parsed.data.routeId) : undefined;
    if (!parsed.success || !route) return;
    const { title, href, keywords } = parsed.data;
    out.push({ id: `extra:${i}`, title, keywords: keywords ?? [], paths: [href], data: { kind: 'route', route, href } });
  });
  return out;
}
