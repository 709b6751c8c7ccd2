import type { BoundHandler } from '../../commands/handler.js';
import { settingsSingletons } from '../../../shared/commands/settings/singletons.js';
import type { AnySingleton } from '../../../shared/resources/singleton.js';
import { serveSingleton } from '../../resources/singleton.js';
import { templateHandlers } from './templates.js';
import { merchantProfileHandlers } from './merchant.js';

/** The Settings' own commands (src/shared/commands/settings/index.ts); its plain resources are in resources.ts. */
export const settingsHandlers: BoundHandler[] = [
  ...templateHandlers,
  ...settingsSingletons.flatMap((s) => serveSingleton(s as unknown as AnySingleton)),
  ...merchantProfileHandlers,
];
