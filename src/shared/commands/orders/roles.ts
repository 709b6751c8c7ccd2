import type { Role } from '../../roles/roles.js';

// Issue 6 item 10: orders roles as the spec implies. §6 has no `finance` role; finance_report is the
// finance staff's one role there, so it stands for "finance" on payments.
/** Reading orders: operators, the view-only role, the line-item workers, finance and merchants (confined to their vendors). */
export const READ: readonly Role[] = ['admin', 'orders', 'orders_view', 'collector', 'fulfillment', 'finance_report', 'merchant'];
/** Order operations (approve, cancel, resume, flag, drivers): operators. */
export const EDIT: readonly Role[] = ['admin', 'orders'];
/** Dispatching: operators and fulfillment staff ship, cancel and resume parcels and assign drivers. */
export const DISPATCH: readonly Role[] = ['admin', 'orders', 'fulfillment'];
/** Capturing and voiding payments: finance. */
export const PAY: readonly Role[] = ['admin', 'finance_report'];
/** Writing an order's notes: everyone who works on orders, not the view-only role. */
export const COMMENT: readonly Role[] = ['admin', 'orders', 'collector', 'fulfillment', 'finance_report', 'merchant'];
/** Listing the drivers (to assign one, to filter by one): the staff who work on orders; not merchants. */
export const DRIVER_LIST: readonly Role[] = ['admin', 'orders', 'orders_view', 'collector', 'fulfillment'];
