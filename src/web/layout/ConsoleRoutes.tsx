import { Suspense, useEffect, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Redirect, Route, Switch, useLocation } from 'wouter';
import { canAccess, type Viewer } from '../../shared/roles/access.js';
import type { RouteDef } from '../../shared/roles/routes.js';
import { homeRoute, visibleRoutes } from '../../shared/roles/visibility.js';
import { signOut } from '../app/sign-out.js';
import { ScreenBoundary } from '../kit/ScreenBoundary.js';
import { ScreenLoading } from '../kit/table/Skeleton.js';
import { useDocumentTitle } from '../kit/title.js';
import Refused from '../screens/errors/Refused.js';
import { NotBuilt, SCREEN_NEEDS, SCREENS, type Screen } from '../screens/index.js';

/**
 * The routes this viewer may open, most specific first (wouter takes the first match, and
 * `/orders/list` must win over `/orders/:number`). `/` goes to his start page, a screen he can
 * use (homeRoute); any other path he may not open says why in the screen's place (Refused); a
 * user with no route at all is signed out (§2).
 */
export function ConsoleRoutes({ viewer }: { viewer: Viewer }) {
  const [location] = useLocation();
  const routes = useMemo(() => bySpecificity(visibleRoutes(viewer)), [viewer]);
  const home = useMemo(() => homeRoute(viewer, (route) => {
    const needs = SCREEN_NEEDS[route.id as keyof typeof SCREEN_NEEDS];
    return route.id in SCREENS && (!needs || canAccess(needs, viewer));
  }), [viewer]);
  useEffect(() => {
    if (home === null) void signOut({ remote: true, keepPlace: false });
  }, [home]);
  if (home === null) return null;
  return (
    <ScreenBoundary resetKey={location}>
      <Suspense fallback={<ScreenLoading />}>
        <Switch>
          {routes.map((route) => (
            <Route key={route.id} path={route.path}>
              {(params) => <Titled route={route} screen={SCREENS[route.id] ?? NotBuilt} params={params as Record<string, string | undefined>} />}
            </Route>
          ))}
          <Route path="/"><Redirect to={home} replace /></Route>
          <Route><Refused home={home} viewer={viewer} /></Route>
        </Switch>
      </Suspense>
    </ScreenBoundary>
  );
}

/** A screen under its route's label as the tab's title; the screen may name what it shows over it. */
function Titled({ route, screen: Screen, params }: { route: RouteDef; screen: Screen; params: Record<string, string | undefined> }) {
  const { t } = useTranslation();
  useDocumentTitle(t(route.label), 0);
  return <Screen key={route.id} params={params} />;
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
