import { marketingCommands } from '../../../shared/commands/marketing/index.js';
import { defineHandlers } from '../../commands/handler.js';
import { smsHandlers } from './sms.js';

/** The marketing area (issue 19): mass SMS. */
export const marketingHandlers = defineHandlers(marketingCommands, { ...smsHandlers });
