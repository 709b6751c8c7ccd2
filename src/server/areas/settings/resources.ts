import { sizingGuides } from '../../../shared/commands/settings/sizing-guides.js';
import { zones } from '../../../shared/commands/settings/zones.js';
import { merchantContacts, merchantContracts } from '../../../shared/commands/settings/merchant.js';
import type { BoundHandler } from '../../commands/handler.js';
import { schema } from '../../db/index.js';
import { serveResource } from '../../resources/serve.js';
import { corporateAccountHandlers } from './bank-accounts.js';
import { paymentMethodHandlers } from './payment-methods.js';
import { shippingHandlers, zoneReferences } from './shipping.js';
import { templateResourceHandlers } from './templates.js';

/** The Settings' plain resources on the kit; a zone a shipping rate prices in, or with zones under it, is not deleted. */
export const settingsResourceHandlers: BoundHandler[] = [
  ...serveResource(zones, { table: schema.zones, references: zoneReferences }),
  ...serveResource(sizingGuides, { table: schema.sizingGuides }),
  ...templateResourceHandlers,
  ...paymentMethodHandlers,
  ...shippingHandlers,
  ...corporateAccountHandlers,
  ...serveResource(merchantContracts, { table: schema.merchantContracts }),
  ...serveResource(merchantContacts, { table: schema.merchantContacts }),
];
