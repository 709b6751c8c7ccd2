import { pushCommands } from './push.js';
import { smsCommands } from './sms.js';

/** The marketing area (issue 19): mass SMS and push. */
export const marketingCommands = { ...smsCommands, ...pushCommands };
