import type { Role } from '../../roles/roles.js';

// §2's fulfillment routes are the fulfillment, collector and collect roles' (src/shared/roles/routes/fulfillment.ts).
/** Reading what there is to prepare: the warehouse roles, and merchants' staff for their own vendor's lines (confined by the server). */
export const PREPARE_READ: readonly Role[] = ['admin', 'fulfillment', 'collector', 'collect', 'merchant'];
/** Marking lines collected or for collecting: the warehouse roles; merchants mark their own. */
export const PREPARE_ACT: readonly Role[] = ['admin', 'fulfillment', 'collector', 'collect', 'merchant'];
/** Delivery (sheets, drivers' reports): dispatchers and operators, not the vendors. */
export const DELIVERY_READ: readonly Role[] = ['admin', 'fulfillment', 'orders'];
