import { emailCampaignCommands } from './email-campaigns.js';
import { emailAudienceCommands } from './email.js';
import { pushCommands } from './push.js';
import { smsCommands } from './sms.js';

/** The marketing area (issues 19, 20): mass SMS, push and email. */
export const marketingCommands = { ...smsCommands, ...pushCommands, ...emailAudienceCommands, ...emailCampaignCommands };
