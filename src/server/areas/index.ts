import type { FastifyInstance } from 'fastify';
import type { BoundHandler } from '../commands/handler.js';
import type { Services } from '../services.js';
import { authHandlers } from './auth/handlers.js';
import { fileHandlers, installFileRoutes } from './content/files.js';
import { installContentImageRoutes } from './content/images-route.js';
import { dashboardHandlers } from './dashboard/handlers.js';
import { gatewayHandlers } from './gateway/handlers.js';
import { fulfillmentHandlers } from './fulfillment/handlers.js';
import { helpHandlers } from './help/handlers.js';
import { jobHandlers } from './jobs/handlers.js';
import { installJobRoutes } from './jobs/result-route.js';
import { marketingHandlers } from './marketing/handlers.js';
import { installEmailTrackingRoutes } from './marketing/email-tracking.js';
import { merchantHandlers } from './merchant/handlers.js';
import { orderAreaHandlers } from './orders/handlers.js';
import { productAreaHandlers } from './products/handlers.js';
import { promotionHandlers } from './promotions/handlers.js';
import { reportHandlers } from './reports/handlers.js';
import { installImageRoutes } from './products/images-route.js';
import { settingsHandlers } from './settings/handlers.js';
import { systemHandlers } from './system/handlers.js';
import { userHandlers, userNotificationHandlers } from './users/handlers.js';
import { contactFormHandlers } from './users/contact-forms.js';
import { supplierHandlers } from './suppliers/resources.js';
import { warrantyHandlers } from './warranties/handlers.js';
import { eTicketHandlers } from './eticket/handlers.js';
import { airHandlers } from './air/handlers.js';
import { resourceHandlers } from '../resources/index.js';
// each area's palette searcher registers itself on import (src/server/search/registry.ts)
import './users/searcher.js';
import './products/searcher.js';
import './orders/searcher.js';
import './promotions/searcher.js';
import './eticket/searcher.js';
import './air/searcher.js';

/** Every area's handlers; buildApp refuses to start if a catalogue entry has none. */
export const handlers: readonly BoundHandler[] = [...authHandlers, ...userHandlers, ...userNotificationHandlers, ...systemHandlers, ...merchantHandlers, ...helpHandlers, ...productAreaHandlers, ...orderAreaHandlers, ...promotionHandlers, ...dashboardHandlers, ...settingsHandlers, ...gatewayHandlers, ...resourceHandlers, ...jobHandlers, ...contactFormHandlers, ...supplierHandlers, ...warrantyHandlers, ...eTicketHandlers, ...airHandlers, ...marketingHandlers, ...fileHandlers, ...fulfillmentHandlers, ...reportHandlers];

/** The few routes DESIGN allows outside the catalogue (uploads, files), each area's own. */
export async function installAreaRoutes(app: FastifyInstance, services: Services): Promise<void> {
  await installImageRoutes(app, services);
  await installJobRoutes(app, services);
  await installContentImageRoutes(app, services);
  await installFileRoutes(app, services);
  await installEmailTrackingRoutes(app, services);
}
