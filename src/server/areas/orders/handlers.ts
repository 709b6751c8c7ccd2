import { orderCommands } from '../../../shared/commands/orders/index.js';
import { defineHandlers } from '../../commands/handler.js';
import { addressHandlers } from './address.js';
import { autoCancelHandlers } from './auto-cancel.js';
import { adjustmentHandlers } from './adjustments.js';
import { batchHandlers } from './batch.js';
import { createHandlers } from './create.js';
import { exchangeHandlers } from './exchange.js';
import { lineItemHandlers } from './lineitems.js';
import { paymentReturnHandlers } from './returns.js';
import { shipmentHandlers } from './shipments.js';
import { ebarimtHandlers } from './ebarimt/handlers.js';
import { leasingHandlers } from './leasing.js';
import { notesHandlers } from './notes.js';
import { printingsHandlers } from './printings.js';
import { customerMessageHandlers } from './customer-messages.js';
import { orderHandlers } from './orders.js';
import { paymentHandlers } from './payments.js';

export const orderAreaHandlers = defineHandlers(orderCommands, { ...orderHandlers, ...batchHandlers, ...paymentHandlers, ...ebarimtHandlers, ...leasingHandlers, ...notesHandlers, ...printingsHandlers,
  ...lineItemHandlers, ...shipmentHandlers, ...adjustmentHandlers, ...addressHandlers, ...exchangeHandlers, ...paymentReturnHandlers, ...createHandlers,
  ...customerMessageHandlers, ...autoCancelHandlers });
