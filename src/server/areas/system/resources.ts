import { airCrafts, airLines, airPorts } from '../../../shared/commands/system/air.js';
import { paymentReturnReasons, paymentReturnSources } from '../../../shared/commands/system/payment-returns.js';
import { storeLocations } from '../../../shared/commands/system/store-locations.js';
import { emailBounces, syncLogs } from '../../../shared/commands/system/logs.js';
import type { BoundHandler } from '../../commands/handler.js';
import { schema } from '../../db/index.js';
import { serveResource } from '../../resources/serve.js';
import { leaseBlacklistHandlers } from './lease-blacklists.js';
import { applicationResourceHandlers } from './applications.js';
import { organizationHandlers } from './organizations.js';
import { erpIntegrationHandlers } from './erp-integrations.js';
import { eTicketTemplateHandlers } from './e-ticket-templates.js';
import { websiteResourceHandlers } from './websites.js';

const { paymentReturns } = schema;

/** The System settings' plain resources on the kit: their tables, and what still uses a row. */
export const systemResourceHandlers: BoundHandler[] = [
  ...serveResource(paymentReturnReasons, { table: schema.paymentReturnReasons, references: [{ column: paymentReturns.reason, key: 'code' }] }),
  ...serveResource(paymentReturnSources, { table: schema.paymentReturnSources, references: [{ column: paymentReturns.source, key: 'code' }] }),
  ...leaseBlacklistHandlers,
  ...serveResource(airPorts, { table: schema.airPorts }),
  ...serveResource(airLines, { table: schema.airLines }),
  ...serveResource(airCrafts, { table: schema.airCrafts }),
  ...serveResource(storeLocations, { table: schema.storeLocations }),
  ...websiteResourceHandlers,
  ...applicationResourceHandlers,
  ...organizationHandlers,
  ...erpIntegrationHandlers,
  ...eTicketTemplateHandlers,
  ...serveResource(syncLogs, { table: schema.syncLogs }),
  ...serveResource(emailBounces, { table: schema.emailBounces }),
];
