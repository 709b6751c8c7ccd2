import type { AnyCommand } from '../../shared/commands/define.js';
import { screenOf } from '../../shared/commands/screens.js';
import { lookup } from '../../shared/i18n/index.js';
import { SIDEBAR_GROUPS } from '../../shared/roles/routes.js';
import type { ManifestCommand } from './types.js';

/**
 * The screen a command lives on (src/shared/commands/screens.ts), written into the manifest at
 * build time: `bo <verb> --help` names it without loading the route catalogue at each start.
 */
export function screenEntry(c: AnyCommand): Pick<ManifestCommand, 'screen'> {
  const route = screenOf(c);
  if (!route) return {};
  const group = SIDEBAR_GROUPS.find((g) => g.id === route.group);
  const keys: string[] = group ? [group.label, route.label] : [route.label];
  const label = (locale: 'en' | 'mn') => keys.map((k) => lookup(locale, k) ?? lookup('en', k) ?? k).join(' › ');
  return { screen: { path: route.path, label: { en: label('en'), mn: label('mn') } } };
}
