import { z } from 'zod';
import { zId } from '../../schema/common.js';
import { orderDetailSchema, zOrderNumber } from '../../schema/order.js';
import { defineCommand } from '../define.js';
import { ORDER_RULES } from './availability.js';
import { DISPATCH, EDIT, READ } from './roles.js';

/**
 * Messages to the customer (issue 6 item 5): what an order sent (its "SMS sent" tab, §7 `GET
 * orders/{n}/sms`), resending them (§4 resend SMS/email) and shipping a parcel without its SMS.
 * The texts are written by the server from its templates; delivery is the outbox worker's.
 */
/** `custom`: a text an operator wrote (`order.send_sms`), not a template's. */
export const MESSAGE_TEMPLATES = ['order_confirmation', 'parcel_sent', 'order_canceled', 'ebarimt_receipt', 'e_ticket', 'lottery_win', 'custom'] as const;
export type MessageTemplate = (typeof MESSAGE_TEMPLATES)[number];
export const MESSAGE_CHANNELS = ['sms', 'email'] as const;
export const MESSAGE_STATES = ['pending', 'sending', 'sent', 'failed'] as const;

export const orderMessageSchema = z.object({
  id: z.number().int(),
  channel: z.enum(MESSAGE_CHANNELS),
  recipient: z.string(),
  subject: z.string().nullable(),
  body: z.string(),
  template: z.enum(MESSAGE_TEMPLATES),
  state: z.enum(MESSAGE_STATES),
  attempts: z.number().int(),
  last_error: z.string().nullable(),
  vendor_id: z.number().int().nullable(),
  created_at: z.string(),
  sent_at: z.string().nullable(),
});
export type OrderMessageJson = z.infer<typeof orderMessageSchema>;

const resendInput = z.object({
  number: zOrderNumber,
  /** Which message; by default the last one of that channel, or the order confirmation. */
  template: z.enum(MESSAGE_TEMPLATES).exclude(['custom', 'e_ticket', 'lottery_win']).optional(),
});

/**
 * §7 `PUT orders/{n}/send_sms`: a text of the operator's own to the customer's phone, through the
 * outbox like every other message. Sent as §5 says an SMS is: in Latin letters (Cyrillic is
 * transliterated) within 160 characters; a longer text is refused, never cut, so the customer
 * reads what was written.
 */
export const sendSms = defineCommand({
  id: 'order.send_sms', area: 'orders', kind: 'mutation', roles: EDIT,
  http: { method: 'PUT', path: 'orders/:number/send_sms' },
  input: z.object({ number: zOrderNumber, text: z.string().trim().min(1).max(1000) }),
  output: z.object({ message: orderMessageSchema }),
  ui: { title: 'commands.orders_messages.send_sms', keywords: ['sms', 'text', 'message', 'мессеж', 'илгээх'] },
  cli: { verb: ['orders', 'send-sms'], positionals: ['number'] },
});

export const messages = defineCommand({
  id: 'order.messages', area: 'orders', kind: 'query', roles: READ,
  http: { method: 'GET', path: 'orders/:number/sms' },
  input: z.object({ number: zOrderNumber }),
  output: z.object({ items: z.array(orderMessageSchema) }),
  ui: { title: 'commands.orders_messages.messages', keywords: ['sms', 'email', 'messages', 'мессеж', 'имэйл'] },
  cli: { verb: ['orders', 'messages'], positionals: ['number'] },
});

export const resendSms = defineCommand({
  id: 'order.resend_sms', area: 'orders', kind: 'mutation', roles: EDIT,
  http: { method: 'PUT', path: 'orders/:number/resend_sms' },
  input: resendInput,
  output: z.object({ message: orderMessageSchema }),
  ui: { title: 'commands.orders_messages.resend_sms', keywords: ['sms', 'resend', 'дахин', 'илгээх'] },
  cli: { verb: ['orders', 'resend-sms'], positionals: ['number'] },
});

export const resendEmail = defineCommand({
  id: 'order.resend_email', area: 'orders', kind: 'mutation', roles: EDIT,
  http: { method: 'PUT', path: 'orders/:number/resend_email' },
  input: resendInput,
  output: z.object({ message: orderMessageSchema }),
  ui: { title: 'commands.orders_messages.resend_email', keywords: ['email', 'resend', 'имэйл', 'дахин'] },
  cli: { verb: ['orders', 'resend-email'], positionals: ['number'] },
});

/** §4 "ship without SMS": the parcel ships like `shipment.ship`, and the customer gets no SMS for it. */
export const shipWithoutSms = defineCommand({
  id: 'shipment.ship_without_sms', area: 'orders', kind: 'mutation', roles: DISPATCH,
  available: ORDER_RULES.shipment,
  http: { method: 'PUT', path: 'shipments/:id/ship_without_sms' },
  input: z.object({ id: zId, tracking: z.string().trim().max(100).optional() }),
  output: z.object({ order: orderDetailSchema }),
  ui: { title: 'commands.orders_messages.ship_without_sms', keywords: ['ship', 'no sms', 'silent', 'илгээх'] },
  cli: { verb: ['shipments', 'ship-without-sms'], positionals: ['id'] },
});

export const messageCommands = { messages, resendSms, resendEmail, sendSms, shipWithoutSms };
