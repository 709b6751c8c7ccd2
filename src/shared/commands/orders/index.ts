import { batchCommands } from './batch.js';
import { orderCore } from './orders.js';
import { paymentCommands } from './payments.js';

export { batchCommands, orderCore, paymentCommands };

/** The orders area: look-up, list, order operations, payments and shipments. */
export const orderCommands = { ...orderCore, ...batchCommands, ...paymentCommands };
