import { fulfillmentCommands } from '../../../shared/commands/fulfillment/index.js';
import { defineHandlers } from '../../commands/handler.js';
import { calendarHandlers } from './calendar.js';
import { deliveryHandlers } from './delivery.js';
import { lineHandlers } from './lines-handlers.js';
import { mapHandlers } from './map.js';
import { pdfHandlers } from './pdf.js';
import { pivotHandlers } from './pivot.js';
import { returnHandlers } from './returns.js';

export const fulfillmentHandlers = defineHandlers(fulfillmentCommands, { ...lineHandlers, ...deliveryHandlers, ...returnHandlers, ...pivotHandlers, ...calendarHandlers, ...mapHandlers, ...pdfHandlers });
