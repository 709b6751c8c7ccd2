import { canAccess, type AccessRule } from '../../shared/roles/access.js';
import type { SearchGroup, SearchItem, SearchResults } from '../../shared/schema/search.js';
import type { AuthedContext } from '../commands/handler.js';
import { redactError } from '../log-redact.js';

/**
 * The palette's live results come from searchers that areas register next to their handlers
 * (DESIGN.md, after Spree's searchRegistry): the endpoint stays generic, an area plugs in.
 */
export interface Searcher {
  /** `users`, `orders`…: names the group in the answer; unique. */
  readonly kind: string;
  /** i18n key of the group's heading. */
  readonly title: string;
  /** The same rule as the area's own look-up command, so the palette never shows more than it. */
  readonly access: AccessRule;
  /**
   * At most `limit` items. Runs with the caller's context: it must apply the area's tenant scope
   * (ctx.scope) and read through ctx.db like any handler.
   */
  search(ctx: AuthedContext, q: string, limit: number): Promise<SearchItem[]>;
}

/** How long one searcher may take before the answer goes without it. */
export const SEARCHER_TIMEOUT_MS = 2_000;

const searchers = new Map<string, Searcher>();

/** Adds a searcher; answers a function that removes it again (tests). */
export function registerSearcher(searcher: Searcher): () => void {
  if (searchers.has(searcher.kind)) throw new Error(`searcher ${searcher.kind} registered twice`);
  searchers.set(searcher.kind, searcher);
  return () => {
    if (searchers.get(searcher.kind) === searcher) searchers.delete(searcher.kind);
  };
}

export function registeredSearchers(): readonly Searcher[] {
  return [...searchers.values()];
}

function withTimeout<T>(promise: Promise<T>, ms: number, kind: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`searcher ${kind} took longer than ${ms} ms`)), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

/**
 * Asks every searcher the viewer may use, at once, and answers the groups that found something,
 * in registration order. A searcher that throws or is too slow is logged and left out: one broken
 * area never blanks the palette. On PGlite the queries queue on its one connection anyway; on
 * PostgreSQL they run side by side on the pool.
 */
export async function runSearch(ctx: AuthedContext, q: string, limit: number, timeoutMs = SEARCHER_TIMEOUT_MS): Promise<SearchResults> {
  const allowed = registeredSearchers().filter((s) => canAccess(s.access, ctx.scope.viewer));
  const settled = await Promise.allSettled(allowed.map((s) => withTimeout(s.search(ctx, q, limit), timeoutMs, s.kind)));
  const groups: SearchGroup[] = [];
  settled.forEach((result, i) => {
    const searcher = allowed[i]!;
    if (result.status === 'rejected') {
      // the failed query quotes what was searched: a customer's phone or email
      ctx.request.log.warn({ error: redactError(result.reason), searcher: searcher.kind }, 'searcher failed; answering without it');
      return;
    }
    // a searcher that ignores the bound still answers no more than asked
    const items = result.value.slice(0, limit);
    if (items.length) groups.push({ kind: searcher.kind, title: searcher.title, items });
  });
  return { groups };
}
