import { gatewayCommands } from '../../../shared/commands/gateway.js';
import { defineHandlers } from '../../commands/handler.js';
import { candyHandlers } from './candy.js';
import './schedule.js';
import { statementHandlers } from './statements.js';
import { transferHandlers } from './transfers.js';

/**
 * The corporate bank gateway (issue 22): statements and their matching (on demand, and on a schedule
 * as jobs: ./schedule.ts), transfers with maker and checker, Candy codes and bank actions.
 */
export const gatewayHandlers = defineHandlers(gatewayCommands, { ...statementHandlers, ...transferHandlers, ...candyHandlers });
