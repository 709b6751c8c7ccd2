import { lazy } from 'react';
import { SINGLETONS } from '../../../shared/resources/registry.js';
import type { RouteId } from '../../../shared/roles/routes.js';
import { singletonScreens } from '../../kit/resource/screens.js';
import type { Screen } from '../index.js';

/** The Settings' screens beside its plain resources' (those come from the kit's registry): the index and the one-record forms. */
export const SETTINGS_SCREENS: Partial<Record<RouteId, Screen>> = {
  'settings.index': lazy(() => import('./SettingsIndex.js')),
  ...singletonScreens(SINGLETONS),
};
