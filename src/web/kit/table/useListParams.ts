import { useCallback, useMemo } from 'react';
import { useLocation, useSearch } from 'wouter';
import { applyPatch, parseListSearch, serializeListSearch, type ListParams, type ListPatch } from './url-state.js';

/**
 * The list state kept in the URL's query string. Typing in a filter replaces the history entry;
 * a page, sort or filter choice pushes one, so Back returns to the previous view.
 */
export function useListParams(): [ListParams, (patch: ListPatch, opts?: { replace?: boolean }) => void] {
  const search = useSearch();
  const [location, navigate] = useLocation();
  const params = useMemo(() => parseListSearch(search), [search]);
  const update = useCallback((patch: ListPatch, opts: { replace?: boolean } = {}) => {
    // read the live URL: two quick updates must not undo each other
    const next = serializeListSearch(applyPatch(parseListSearch(window.location.search), patch));
    navigate(next ? `${location}?${next}` : location, { replace: opts.replace ?? false });
  }, [location, navigate]);
  return [params, update];
}
