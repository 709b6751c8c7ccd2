import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { article as articleCommand, articles as articlesCommand } from '../../../shared/commands/help.js';
import { HELP_PER_PAGE, HELP_SEARCH_DEBOUNCE_MS } from '../../../shared/schema/help.js';
import { api } from '../../app/api.js';

/** §7: an article rarely changes and the panel reopens the same ones; the server says 300 s too. */
export const ARTICLE_STALE_MS = 300_000;

/**
 * The value once it has stopped changing for `ms` (§9: the help search waits 800 ms), and a
 * `flush` that takes the current value at once (Enter in the search box).
 */
export function useDebounced<T>(value: T, ms: number = HELP_SEARCH_DEBOUNCE_MS): [T, () => void] {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  const flush = useCallback(() => setSettled(value), [value]);
  return [settled, flush];
}

/**
 * Articles whose title contains `term` (all of them for an empty term), 25 at a time (§9). The
 * answer is in the console's language, so the language is part of the key. React Query aborts the
 * request of a term nobody waits for any more (the signal is handed to the client), and the last
 * list stays on screen while the next one loads.
 */
export function useArticleSearch(term: string) {
  const { i18n } = useTranslation();
  const title = term.trim();
  return useQuery({
    queryKey: ['help.articles', i18n.language, title],
    queryFn: ({ signal }) =>
      api.call(articlesCommand, { per_page: HELP_PER_PAGE, ...(title ? { q: { title_cont: title } } : {}) }, { signal }),
    placeholderData: keepPreviousData,
    staleTime: 60_000,
  });
}

/** One whole article, kept for five minutes (§7: the article is cached). */
export function useArticle(id: number | null) {
  const { i18n } = useTranslation();
  return useQuery({
    queryKey: ['help.article', i18n.language, id],
    queryFn: ({ signal }) => api.call(articleCommand, { id: id! }, { signal }).then((r) => r.article),
    enabled: id !== null,
    staleTime: ARTICLE_STALE_MS,
  });
}
