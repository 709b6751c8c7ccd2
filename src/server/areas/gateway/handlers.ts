import { gatewayCommands } from '../../../shared/commands/gateway.js';
import { defineHandlers } from '../../commands/handler.js';
import { statementHandlers } from './statements.js';
import { transferHandlers } from './transfers.js';

/** The corporate bank gateway (issue 22): statements and their matching, transfers with maker and checker. */
export const gatewayHandlers = defineHandlers(gatewayCommands, { ...statementHandlers, ...transferHandlers });
