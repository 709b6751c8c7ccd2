import { sizingGuides } from '../../../shared/commands/settings/sizing-guides.js';
import { zones } from '../../../shared/commands/settings/zones.js';
import type { BoundHandler } from '../../commands/handler.js';
import { schema } from '../../db/index.js';
import { serveResource } from '../../resources/serve.js';
import { paymentMethodHandlers } from './payment-methods.js';
import { templateResourceHandlers } from './templates.js';

/** The Settings' plain resources on the kit; a zone with zones under it is refused deletion by their foreign key. */
export const settingsResourceHandlers: BoundHandler[] = [
  ...serveResource(zones, { table: schema.zones }),
  ...serveResource(sizingGuides, { table: schema.sizingGuides }),
  ...templateResourceHandlers,
  ...paymentMethodHandlers,
];
