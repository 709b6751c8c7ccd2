import { z } from 'zod';

/**
 * The palette's Recent group: the last searches and chosen targets (§9: search history of 10,
 * duplicates removed). It has its own storage key because the persisted `back_office` store
 * excludes search (§9), and because it outlives a version bump of that store.
 */
export const RECENT_KEY = 'back_office.palette_recent';
export const RECENT_LIMIT = 10;

const recentSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('route'), routeId: z.string() }),
  z.object({ type: z.literal('command'), commandId: z.string() }),
  z.object({ type: z.literal('live'), kind: z.string(), id: z.string(), title: z.string(), subtitle: z.string(), href: z.string() }),
  z.object({ type: z.literal('search'), query: z.string().min(1).max(100) }),
]);
export type RecentEntry = z.infer<typeof recentSchema>;
const storedSchema = z.object({ version: z.literal(1), items: z.array(recentSchema) });

/** What makes two entries the same, so a repeat moves to the top instead of appearing twice. */
export function recentKey(entry: RecentEntry): string {
  switch (entry.type) {
    case 'route': return `route:${entry.routeId}`;
    case 'command': return `command:${entry.commandId}`;
    case 'live': return `live:${entry.href}`;
    case 'search': return `search:${entry.query.trim().toLowerCase()}`;
  }
}

/** The list with `entry` first, its earlier copy dropped, at most RECENT_LIMIT long. */
export function pushRecent(list: readonly RecentEntry[], entry: RecentEntry): RecentEntry[] {
  const key = recentKey(entry);
  return [entry, ...list.filter((e) => recentKey(e) !== key)].slice(0, RECENT_LIMIT);
}

/** The stored list, or an empty one for anything unreadable (another version, a hand edit). */
export function parseRecent(raw: string | null): RecentEntry[] {
  try {
    const parsed = storedSchema.safeParse(JSON.parse(raw ?? 'null'));
    return parsed.success ? parsed.data.items.slice(0, RECENT_LIMIT) : [];
  } catch {
    return [];
  }
}

export function serializeRecent(items: readonly RecentEntry[]): string {
  return JSON.stringify({ version: 1, items });
}
