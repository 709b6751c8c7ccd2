import { corporateAccounts } from './bank-accounts.js';
import { paymentMethods } from './payment-methods.js';
import { shippingCategories, shippingMethods, shippingRates } from './shipping.js';
import { sizingGuides } from './sizing-guides.js';
import { emailTemplates, smsTemplates } from './templates.js';
import { zones } from './zones.js';
import { merchantContacts, merchantContracts } from './merchant.js';

/** The Settings' plain resources, in the kit's registry (src/shared/resources/registry.ts). */
export const settingsResources = [zones, sizingGuides, emailTemplates, smsTemplates, paymentMethods, shippingMethods, shippingCategories, shippingRates, corporateAccounts, merchantContracts, merchantContacts] as const;
