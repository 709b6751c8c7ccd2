import { fulfillmentCalendarCommands } from './calendar.js';
import { fulfillmentDeliveryCommands } from './delivery.js';
import { fulfillmentLineCommands } from './lineitems.js';
import { fulfillmentMapCommands } from './map.js';
import { fulfillmentPdfCommands } from './pdf.js';
import { fulfillmentPivotCommands } from './pivot.js';
import { fulfillmentReturnCommands } from './returns.js';

export { fulfillmentCalendarCommands, fulfillmentMapCommands, fulfillmentDeliveryCommands, fulfillmentLineCommands, fulfillmentPivotCommands, fulfillmentReturnCommands, fulfillmentPdfCommands };

/** The fulfillment area: ordered products, pick lists, vendors' shares, delivery sheets and drivers. */
export const fulfillmentCommands = { ...fulfillmentLineCommands, ...fulfillmentDeliveryCommands, ...fulfillmentReturnCommands, ...fulfillmentPivotCommands, ...fulfillmentCalendarCommands, ...fulfillmentMapCommands, ...fulfillmentPdfCommands };
