import { Suspense, useEffect, useMemo } from 'react';
import { Redirect, Route, Switch } from 'wouter';
import { firstAllowedRoute, visibleRoutes } from '../../shared/roles/visibility.js';
import type { Viewer } from '../../shared/roles/access.js';
import { signOut } from '../app/sign-out.js';
import { Splash } from '../app/Root.js';
import { NotBuilt, SCREENS } from '../screens/index.js';

/**
 * The routes this viewer may open, most specific first (wouter takes the first match, and
 * `/orders/list` must win over `/orders/:number`); anything else goes to the first allowed route,
 * and a user with none is signed out (§2).
 */
export function ConsoleRoutes({ viewer }: { viewer: Viewer }) {
  const routes = useMemo(() => bySpecificity(visibleRoutes(viewer)), [viewer]);
  const home = useMemo(() => firstAllowedRoute(viewer), [viewer]);
  useEffect(() => {
    if (home === null) void signOut({ remote: true, keepPlace: false });
  }, [home]);
  if (home === null) return null;
  return (
    <Suspense fallback={<Splash />}>
      <Switch>
        {routes.map((route) => {
          const Screen = SCREENS[route.id] ?? NotBuilt;
          return (
            <Route key={route.id} path={route.path}>
              {(params) => <Screen key={route.id} params={params as Record<string, string | undefined>} />}
            </Route>
          );
        })}
        <Route><Redirect to={home} replace /></Route>
      </Switch>
    </Suspense>
  );
}

/** Literal segments before parameters, segment by segment; ROUTES order otherwise. */
function bySpecificity<R extends { path: string }>(routes: R[]): R[] {
  const rank = (p: string) => p.split('/').filter(Boolean).map((s) => (s.startsWith(':') ? (s.endsWith('?') ? 2 : 1) : 0));
  return routes
    .map((r, i) => ({ r, i, k: rank(r.path) }))
    .sort((a, b) => {
      for (let j = 0; j < Math.min(a.k.length, b.k.length); j++) if (a.k[j] !== b.k[j]) return a.k[j]! - b.k[j]!;
      return a.i - b.i;
    })
    .map((x) => x.r);
}
