import { addressCommands } from './address.js';
import { adjustmentCommands } from './adjustments.js';
import { autoCancelCommands } from './auto-cancel.js';
import { batchCommands } from './batch.js';
import { createCommands } from './create.js';
import { exchangeCommands } from './exchange.js';
import { lineItemCommands } from './lineitems.js';
import { paymentReturnCommands } from './returns.js';
import { shipmentCommands } from './shipments.js';
import { ebarimtCommands } from './ebarimt.js';
import { leasingCommands } from './leasing.js';
import { notesCommands } from './notes.js';
import { printingsCommands } from './printings.js';
import { messageCommands } from './messages.js';
import { orderCore } from './orders.js';
import { paymentCommands } from './payments.js';

export { batchCommands, orderCore, paymentCommands };
export { messageCommands };
export { addressCommands, adjustmentCommands, createCommands, exchangeCommands, lineItemCommands, paymentReturnCommands, shipmentCommands };
export { autoCancelCommands, ebarimtCommands, leasingCommands, notesCommands, printingsCommands };

/** The orders area: look-up, list, order operations, payments and shipments. */
export const orderCommands = { ...orderCore, ...batchCommands, ...paymentCommands, ...ebarimtCommands, ...leasingCommands, ...notesCommands, ...printingsCommands,
  ...lineItemCommands, ...shipmentCommands, ...adjustmentCommands, ...addressCommands, ...exchangeCommands, ...paymentReturnCommands, ...createCommands,
  ...messageCommands, ...autoCancelCommands };
