import { marketingCommands } from '../../../shared/commands/marketing/index.js';
import { defineHandlers } from '../../commands/handler.js';
import { pushHandlers } from './push.js';
import './push-sender.js';
import { smsHandlers } from './sms.js';

/** The marketing area (issue 19): mass SMS and push. */
export const marketingHandlers = defineHandlers(marketingCommands, { ...smsHandlers, ...pushHandlers });
