import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import type { AnyResource } from '../../../shared/resources/define.js';
import type { AnySingleton } from '../../../shared/resources/singleton.js';
import type { RouteId } from '../../../shared/roles/routes.js';
import type { ResourceExtra } from './view.js';

type RouteScreen = LazyExoticComponent<ComponentType<{ params: Record<string, string | undefined> }>>;

/**
 * The screens of every declared resource, by the route ids its declaration names: nothing to write
 * per resource. `extras` are what some edit panels show under the form, by resource name.
 */
export function resourceScreens(resources: readonly AnyResource[], extras: Readonly<Record<string, ResourceExtra>> = {}): Partial<Record<RouteId, RouteScreen>> {
  const screens: Partial<Record<RouteId, RouteScreen>> = {};
  for (const resource of resources) {
    for (const route of resource.def.routes ?? []) {
      // one chunk for the kit's screen, loaded when the first resource screen opens
      const screen: RouteScreen = lazy(() => import('./ResourceScreen.js').then(({ ResourceScreen }) => ({
        default: ({ params }: { params: Record<string, string | undefined> }) => (
          <ResourceScreen resource={resource} route={route} id={params.id} extra={extras[resource.def.name]} />
        ),
      })));
      screens[route.list] = screen;
      if (route.detail) screens[route.detail] = screen;
    }
  }
  return screens;
}

/** The screens of every declared singleton setting, by its route: its one form. */
export function singletonScreens(singletons: readonly AnySingleton[]): Partial<Record<RouteId, RouteScreen>> {
  const screens: Partial<Record<RouteId, RouteScreen>> = {};
  for (const singleton of singletons) {
    screens[singleton.def.route] = lazy(() => import('./SingletonScreen.js').then(({ SingletonScreen }) => ({
      default: () => <SingletonScreen singleton={singleton} />,
    })));
  }
  return screens;
}
