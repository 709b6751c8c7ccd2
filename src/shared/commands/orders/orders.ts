import { z } from 'zod';
import { zId, zText } from '../../schema/common.js';
import { listInput, listOutput } from '../../schema/list.js';
import {
  ORDER_FILTERS, orderCommentSchema, orderDetailSchema, orderSchema, stateChangeSchema, zOrderNumber,
} from '../../schema/order.js';
import { defineCommand } from '../define.js';
import { ORDER_RULES } from './availability.js';
import { COMMENT, DISPATCH, DRIVER_LIST, EDIT, READ } from './roles.js';

/** The list's whitelisted filters (ransack `q[…]`): §4's search by number, customer, phone, receiver, seller, driver, dates, platform, states. */
export const orderFilters = {
  number: 'text', email: 'text', phone: 'text', customer_name: 'text', receiver_name: 'text', receiver_phone: 'text',
  user_id: 'number', seller_id: 'number', driver_id: 'number', website_id: 'number', vendor_id: 'number',
  platform: 'text', state: 'text', payment_state: 'text', shipment_state: 'text',
  flagged: 'bool', approved: 'bool', total: 'number', created_at: 'date', completed_at: 'date',
} as const;

export const orderListInput = listInput({
  filters: orderFilters,
  sorts: ['number', 'created_at', 'completed_at', 'total', 'state', 'payment_state', 'shipment_state'],
}).extend({
  /** §4's tabs. */
  filter: z.enum(ORDER_FILTERS).default('all'),
  /** A number (with or without R, or its start), a phone, an email or a customer's or receiver's name. */
  query: zText(100).optional(),
});

const numberInput = z.object({ number: zOrderNumber });
const orderOutput = z.object({ order: orderDetailSchema });

export const list = defineCommand({
  id: 'order.list', area: 'orders', kind: 'query', roles: READ,
  http: { method: 'POST', path: 'orders' },
  input: orderListInput,
  // past 1,000 matches the total says "more than" (total_capped) and paging goes on (has_more)
  output: listOutput(orderSchema).extend({ total_capped: z.boolean(), has_more: z.boolean() }),
  ui: { title: 'commands.orders.order.list', keywords: ['orders', 'search', 'захиалга', 'хайх'] },
  cli: { verb: ['orders', 'list'], positionals: ['query'], columns: ['number', 'state', 'payment_state', 'shipment_state', 'total', 'completed_at'] },
  money: ['q.total_eq', 'q.total_gteq', 'q.total_lteq'],
});

export const get = defineCommand({
  id: 'order.get', area: 'orders', kind: 'query', roles: READ,
  http: { method: 'GET', path: 'orders/:number' },
  input: numberInput,
  output: orderOutput,
  ui: { title: 'commands.orders.order.get', keywords: ['order', 'number', 'захиалга'] },
  cli: { verb: ['orders', 'show'], positionals: ['number'] },
});

export const approve = defineCommand({
  id: 'order.approve', area: 'orders', kind: 'mutation', roles: EDIT,
  available: ORDER_RULES.approve, notifies: ['sms', 'email'],
  http: { method: 'POST', path: 'orders/:number/approve' },
  input: numberInput,
  output: orderOutput,
  ui: { title: 'commands.orders.order.approve', keywords: ['approve', 'батлах'] },
  cli: { verb: ['orders', 'approve'], positionals: ['number'] },
});

/** Restocks what had not shipped, voids what was not captured and marks captured money for return. */
export const cancel = defineCommand({
  id: 'order.cancel', area: 'orders', kind: 'mutation', roles: EDIT, confirm: 'cancel', danger: true,
  available: ORDER_RULES.cancel, notifies: ['sms', 'email'],
  http: { method: 'PUT', path: 'orders/:number/cancel' },
  input: z.object({ number: zOrderNumber, reason: zText(500).optional() }),
  output: orderOutput,
  ui: { title: 'commands.orders.order.cancel', keywords: ['cancel', 'цуцлах'] },
  cli: { verb: ['orders', 'cancel'], positionals: ['number'] },
});

export const resume = defineCommand({
  id: 'order.resume', area: 'orders', kind: 'mutation', roles: EDIT,
  available: ORDER_RULES.resume,
  http: { method: 'PUT', path: 'orders/:number/resume' },
  input: numberInput,
  output: orderOutput,
  ui: { title: 'commands.orders.order.resume', keywords: ['resume', 'сэргээх'] },
  cli: { verb: ['orders', 'resume'], positionals: ['number'] },
});

export const flag = defineCommand({
  id: 'order.flag', area: 'orders', kind: 'mutation', roles: EDIT,
  http: { method: 'POST', path: 'orders/:number/flag' },
  input: z.object({ number: zOrderNumber, flag: z.boolean().default(true) }),
  output: orderOutput,
  ui: { title: 'commands.orders.order.flag', keywords: ['flag', 'тэмдэглэх'] },
  cli: { verb: ['orders', 'flag'], positionals: ['number'] },
});

export const assignDriver = defineCommand({
  id: 'order.assign_driver', area: 'orders', kind: 'mutation', roles: DISPATCH,
  available: ORDER_RULES.assignDriver,
  http: { method: 'PUT', path: 'orders/:number/assign_driver' },
  input: z.object({ number: zOrderNumber, driver_id: zId }),
  output: orderOutput,
  ui: { title: 'commands.orders.order.assign_driver', keywords: ['driver', 'жолооч'] },
  cli: { verb: ['orders', 'assign-driver'], positionals: ['number', 'driver_id'] },
});

export const driverSchema = z.object({ id: z.number().int(), name: z.string(), email: z.string(), mobile: z.string().nullable() });

/**
 * The drivers an order can be given (users with the driver role), by name: the operators who
 * assign them may not read the users area, and a driver picked by name is not a mistyped id.
 */
export const drivers = defineCommand({
  id: 'order.drivers', area: 'orders', kind: 'query', roles: DRIVER_LIST,
  http: { method: 'GET', path: 'orders/drivers' },
  input: z.object({}),
  output: z.object({ items: z.array(driverSchema) }),
  ui: { title: 'commands.orders.order.drivers', keywords: ['drivers', 'жолооч', 'жолоочид'] },
  cli: { verb: ['orders', 'drivers'] },
});

export const resetDriver = defineCommand({
  id: 'order.reset_driver', area: 'orders', kind: 'mutation', roles: DISPATCH,
  available: ORDER_RULES.resetDriver,
  http: { method: 'POST', path: 'orders/:number/reset_driver' },
  input: numberInput,
  output: orderOutput,
  ui: { title: 'commands.orders.order.reset_driver', keywords: ['driver', 'жолооч'] },
  cli: { verb: ['orders', 'reset-driver'], positionals: ['number'] },
});

export const comments = defineCommand({
  id: 'order.comments', area: 'orders', kind: 'query', roles: READ,
  http: { method: 'GET', path: 'orders/:number/comments' },
  input: numberInput,
  output: z.object({ items: z.array(orderCommentSchema) }),
  ui: { title: 'commands.orders.order.comments', keywords: ['notes', 'comments', 'тэмдэглэл'] },
  cli: { verb: ['orders', 'comments'], positionals: ['number'] },
});

export const commentCreate = defineCommand({
  id: 'order.comment_create', area: 'orders', kind: 'mutation', roles: COMMENT,
  http: { method: 'POST', path: 'orders/:number/comments' },
  input: z.object({ number: zOrderNumber, body: zText(2000).min(1) }),
  output: z.object({ comment: orderCommentSchema }),
  ui: { title: 'commands.orders.order.comment_create', keywords: ['note', 'comment', 'тэмдэглэл'] },
  cli: { verb: ['orders', 'comment'], positionals: ['number', 'body'] },
});

export const stateChanges = defineCommand({
  id: 'order.state_changes', area: 'orders', kind: 'query', roles: READ,
  http: { method: 'GET', path: 'orders/:number/state_changes' },
  input: numberInput,
  output: z.object({ items: z.array(stateChangeSchema) }),
  ui: { title: 'commands.orders.order.state_changes', keywords: ['history', 'states', 'түүх'] },
  cli: { verb: ['orders', 'state-changes'], positionals: ['number'] },
});

export const orderCore = { list, get, approve, cancel, resume, flag, assignDriver, resetDriver, drivers, comments, commentCreate, stateChanges };
