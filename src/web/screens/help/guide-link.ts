import { ROUTES } from '../../../shared/roles/routes.js';
import { canAccess, type Viewer } from '../../../shared/roles/access.js';

/** The guide screen's address for a search and an article (`/help?q=role&article=12`): linkable. */
export function guideHref(path: string, params: { q?: string | null; article?: number | null }): string {
  const search = new URLSearchParams();
  if (params.q) search.set('q', params.q);
  if (params.article != null) search.set('article', String(params.article));
  const qs = search.toString();
  return qs ? `${path}?${qs}` : path;
}

/** `?article=12` → 12; anything else (missing, `abc`, `-1`, `1.5`) → null. */
export function articleIdFrom(search: string): number | null {
  const raw = new URLSearchParams(search).get('article');
  if (raw === null || !/^[1-9][0-9]{0,15}$/.test(raw)) return null;
  const id = Number(raw);
  return Number.isSafeInteger(id) ? id : null;
}

/** §2 limits /help and /guide to some roles; the panel, open to everyone, links there only for them. */
export function guidePathFor(viewer: Viewer): string | null {
  for (const id of ['help.index', 'help.guide']) {
    const route = ROUTES.find((r) => r.id === id);
    if (route && canAccess(route, viewer)) return route.path;
  }
  return null;
}
