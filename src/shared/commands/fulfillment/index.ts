import { fulfillmentDeliveryCommands } from './delivery.js';
import { fulfillmentLineCommands } from './lineitems.js';

export { fulfillmentDeliveryCommands, fulfillmentLineCommands };

/** The fulfillment area: ordered products, pick lists, vendors' shares, delivery sheets and drivers. */
export const fulfillmentCommands = { ...fulfillmentLineCommands, ...fulfillmentDeliveryCommands };
