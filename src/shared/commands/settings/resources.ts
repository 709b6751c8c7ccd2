import { paymentMethods } from './payment-methods.js';
import { sizingGuides } from './sizing-guides.js';
import { emailTemplates, smsTemplates } from './templates.js';
import { zones } from './zones.js';

/** The Settings' plain resources, in the kit's registry (src/shared/resources/registry.ts). */
export const settingsResources = [zones, sizingGuides, emailTemplates, smsTemplates, paymentMethods] as const;
