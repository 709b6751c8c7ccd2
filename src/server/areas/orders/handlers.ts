import { orderCommands } from '../../../shared/commands/orders/index.js';
import { defineHandlers } from '../../commands/handler.js';
import { batchHandlers } from './batch.js';
import { orderHandlers } from './orders.js';
import { paymentHandlers } from './payments.js';

export const orderAreaHandlers = defineHandlers(orderCommands, { ...orderHandlers, ...batchHandlers, ...paymentHandlers });
