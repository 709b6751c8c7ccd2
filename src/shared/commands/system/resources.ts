import { applications } from './applications.js';
import { organizations } from './organizations.js';
import { erpIntegrations } from './erp-integrations.js';
import { eTicketTemplates } from './e-ticket-templates.js';
import { airCrafts, airLines, airPorts } from './air.js';
import { leaseBlacklists } from './lease-blacklists.js';
import { paymentReturnReasons, paymentReturnSources } from './payment-returns.js';
import { storeLocations } from './store-locations.js';
import { systemWebsites } from './websites.js';
import { emailBounces, syncLogs } from './logs.js';

/** The System settings' plain resources, in the kit's registry (src/shared/resources/registry.ts). */
export const systemResources = [paymentReturnReasons, paymentReturnSources, leaseBlacklists, airPorts, airLines, airCrafts, storeLocations, systemWebsites, applications, organizations, erpIntegrations, eTicketTemplates, syncLogs, emailBounces] as const;
