import { useEffect, useMemo, useState } from 'react';
import { ApiError } from '../../shared/api/errors.js';
import { search as searchCommand } from '../../shared/commands/system.js';
import type { SearchGroup } from '../../shared/schema/search.js';
import type { LiveGroup, LiveItem } from './sections.js';
import { buildIndex, search, type SearchIndex } from '../../shared/search/matcher.js';
import { api } from '../app/api.js';
import { liveValue } from './values.js';

/** Long enough to skip the keys of a word typed at speed, short enough to feel immediate. */
export const LIVE_DEBOUNCE_MS = 150;
/** One letter finds half the database; the server is asked from two on. */
export const LIVE_MIN_CHARS = 2;

export type { LiveGroup, LiveItem } from './sections.js';

interface Answer {
  readonly query: string;
  readonly groups: readonly SearchGroup[];
  readonly index: SearchIndex<LiveItem>;
}

export interface LiveResults {
  readonly groups: readonly LiveGroup[];
  /** A request for the current text is waiting or under way. */
  readonly pending: boolean;
  /** It is under way: the pause after a key is over (the spinner shows then, not while typing). */
  readonly asking: boolean;
  readonly error: string | null;
}


/**
 * The server's grouped results for the typed text (`system.search`): asked after a short pause,
 * the previous request aborted, so only the last text's answer lands. Until it lands, the last
 * answer stays on screen narrowed by our own matcher to what still matches, so the list does not
 * blink on every key.
 */
export function useLiveSearch(query: string): LiveResults {
  const q = query.trim();
  const [answer, setAnswer] = useState<Answer | null>(null);
  const [error, setError] = useState<{ query: string; message: string } | null>(null);
  const [asked, setAsked] = useState<string | null>(null);

  useEffect(() => {
    if (q.length < LIVE_MIN_CHARS) return;
    const controller = new AbortController();
    const timer = setTimeout(() => {
      setAsked(q);
      api.call(searchCommand, { q }, { signal: controller.signal }).then(
        (result) => {
          const items = result.groups.flatMap((g) => g.items.map((item): LiveItem => ({ ...item, kind: g.kind })));
          const index = buildIndex(items.map((item) => ({
            id: liveValue(item), title: item.title, keywords: [item.subtitle, item.id, ...(item.keywords ?? [])], data: item,
          })));
          setAnswer({ query: q, groups: result.groups, index });
          setError(null);
        },
        (e: unknown) => {
          if (controller.signal.aborted) return;
          setError({ query: q, message: e instanceof ApiError || e instanceof Error ? e.message : String(e) });
        },
      );
    }, LIVE_DEBOUNCE_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [q]);

  return useMemo((): LiveResults => {
    if (q.length < LIVE_MIN_CHARS) return { groups: [], pending: false, asking: false, error: null };
    const failed = error !== null && error.query === q;
    const pending = !failed && answer?.query !== q;
    const asking = pending && asked === q;
    if (!answer) return { groups: [], pending, asking, error: failed ? error.message : null };
    const withKind = (g: SearchGroup) => g.items.map((item): LiveItem => ({ ...item, kind: g.kind }));
    if (answer.query === q) {
      return { groups: answer.groups.map((g) => ({ kind: g.kind, title: g.title, items: withKind(g) })), pending, asking, error: null };
    }
    // a stale answer: keep what still matches the new text, in the server's group order
    const still = new Set(search(answer.index, q).map((m) => m.entry.id));
    const groups = answer.groups
      .map((g) => ({ kind: g.kind, title: g.title, items: withKind(g).filter((item) => still.has(liveValue(item))) }))
      .filter((g) => g.items.length > 0);
    return { groups, pending, asking, error: failed ? error.message : null };
  }, [q, answer, error, asked]);
}
