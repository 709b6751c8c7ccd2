import { smsCommands } from './sms.js';

/** The marketing area (issue 19): mass SMS first. */
export const marketingCommands = { ...smsCommands };
