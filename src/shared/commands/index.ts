import type { AnyCommand } from './define.js';
import { authCommands } from './auth.js';
import { contentCommands } from './content/index.js';
import { dashboardCommands } from './dashboard.js';
import { gatewayCommands } from './gateway.js';
import { fulfillmentCommands } from './fulfillment/index.js';
import { helpCommands } from './help.js';
import { jobCommands } from './jobs/index.js';
import { marketingCommands } from './marketing/index.js';
import { merchantCommands } from './merchant.js';
import { orderCommands } from './orders/index.js';
import { productCommands } from './products/index.js';
import { promotionCommands } from './promotions/index.js';
import { reportCommands } from './reports.js';
import { settingsCommands } from './settings/index.js';
import { systemCommands } from './system.js';
import { userCommands } from './users.js';
import { notificationCommands } from './notifications.js';
import { contactFormCommands } from './contact-forms.js';
import { supplierCommands } from './suppliers/index.js';
import { warrantyCommands } from './warranties/index.js';
import { eTicketCommands } from './eticket.js';
import { airBookingCommands, airTicketCommands } from './air/index.js';
import { RESOURCES, SINGLETONS } from '../resources/registry.js';

export * from './define.js';
export { authCommands, gatewayCommands, helpCommands, jobCommands, merchantCommands, orderCommands, productCommands, promotionCommands, settingsCommands, systemCommands, userCommands, marketingCommands, contentCommands };
export { contactFormCommands, supplierCommands, warrantyCommands, eTicketCommands, airBookingCommands, airTicketCommands };
export { dashboardCommands, fulfillmentCommands, reportCommands, notificationCommands };

/** The whole catalogue: every operation of the product, in one list. */
export const catalogue: readonly AnyCommand[] = [
  ...Object.values(authCommands),
  ...Object.values(userCommands),
  ...Object.values(notificationCommands),
  ...Object.values(systemCommands),
  ...Object.values(merchantCommands),
  ...Object.values(helpCommands),
  ...Object.values(productCommands),
  ...Object.values(orderCommands),
  ...Object.values(fulfillmentCommands),
  ...Object.values(promotionCommands),
  ...Object.values(dashboardCommands),
  ...Object.values(settingsCommands),
  ...Object.values(gatewayCommands),
  ...Object.values(contactFormCommands),
  ...Object.values(supplierCommands),
  ...Object.values(warrantyCommands),
  ...Object.values(eTicketCommands),
  ...Object.values(airBookingCommands),
  ...Object.values(airTicketCommands),
  ...Object.values(marketingCommands),
  ...Object.values(contentCommands),
  ...Object.values(reportCommands),
  // every plain resource's list, get, create, update, delete… (src/shared/resources)
  ...RESOURCES.flatMap((r) => r.commands),
  ...SINGLETONS.flatMap((s) => s.commands),
  ...Object.values(jobCommands),
];

const byId = new Map(catalogue.map((c) => [c.id, c]));
if (byId.size !== catalogue.length) throw new Error('duplicate command id in the catalogue');

export function commandById(id: string): AnyCommand | undefined {
  return byId.get(id);
}
