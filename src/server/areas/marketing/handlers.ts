import { marketingCommands } from '../../../shared/commands/marketing/index.js';
import { defineHandlers } from '../../commands/handler.js';
import { emailAudienceHandlers } from './email-audience.js';
import { campaignTemplateHandlers, emailCampaignHandlers } from './email-campaigns.js';
import './email-import.js';
import './email-sender.js';
import { pushHandlers } from './push.js';
import './push-sender.js';
import { automationHandlers } from './automation.js';
import { rfmHandlers } from './rfm.js';
import { smsHandlers } from './sms.js';

/** The marketing area (issues 19, 20): mass SMS, push, email, RFM and automation. */
const { automationRuns, automationEvaluate, ...others } = marketingCommands;
export const marketingHandlers = [
  ...defineHandlers(others, { ...smsHandlers, ...pushHandlers, ...emailAudienceHandlers, ...emailCampaignHandlers, ...rfmHandlers }),
  ...campaignTemplateHandlers,
  ...automationHandlers,
];
