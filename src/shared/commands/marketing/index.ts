import { emailCampaignCommands } from './email-campaigns.js';
import { emailAudienceCommands } from './email.js';
import { pushCommands } from './push.js';
import { automationCommands } from './automation.js';
import { rfmCommands } from './rfm.js';
import { smsCommands } from './sms.js';

/** The marketing area: mass SMS and push (issue 19), email, RFM and automation (issue 20). */
export const marketingCommands = { ...smsCommands, ...pushCommands, ...emailAudienceCommands, ...emailCampaignCommands, ...rfmCommands, ...automationCommands };
