import { z } from 'zod';
import { zId } from '../../schema/common.js';
import { orderDetailSchema } from '../../schema/order.js';
import { defineCommand } from '../define.js';
import { ORDER_RULES } from './availability.js';
import { DISPATCH, PAY } from './roles.js';

const idInput = z.object({ id: zId });
const orderOutput = z.object({ order: orderDetailSchema });

export const capture = defineCommand({
  id: 'payment.capture', area: 'orders', kind: 'mutation', roles: PAY,
  http: { method: 'PUT', path: 'payments/:id/capture' },
  input: idInput,
  output: orderOutput,
  ui: { title: 'commands.orders.payment.capture', keywords: ['capture', 'payment', 'төлбөр'] },
  cli: { verb: ['payments', 'capture'], positionals: ['id'] },
});

export const voidPayment = defineCommand({
  id: 'payment.void', area: 'orders', kind: 'mutation', roles: PAY, danger: true,
  http: { method: 'PUT', path: 'payments/:id/void' },
  input: idInput,
  output: orderOutput,
  ui: { title: 'commands.orders.payment.void', keywords: ['void', 'payment', 'төлбөр'] },
  cli: { verb: ['payments', 'void'], positionals: ['id'] },
});

export const ship = defineCommand({
  id: 'shipment.ship', area: 'orders', kind: 'mutation', roles: DISPATCH,
  available: ORDER_RULES.shipment, notifies: ['sms'],
  http: { method: 'PUT', path: 'shipments/:id/ship' },
  input: z.object({ id: zId, tracking: z.string().trim().max(100).optional() }),
  output: orderOutput,
  ui: { title: 'commands.orders.shipment.ship', keywords: ['ship', 'send', 'илгээх'] },
  cli: { verb: ['shipments', 'ship'], positionals: ['id'] },
});

export const cancelShipment = defineCommand({
  id: 'shipment.cancel', area: 'orders', kind: 'mutation', roles: DISPATCH, danger: true,
  available: ORDER_RULES.shipment,
  http: { method: 'PUT', path: 'shipments/:id/cancel' },
  input: idInput,
  output: orderOutput,
  ui: { title: 'commands.orders.shipment.cancel', keywords: ['cancel', 'shipment', 'цуцлах'] },
  cli: { verb: ['shipments', 'cancel'], positionals: ['id'] },
});

export const resumeShipment = defineCommand({
  id: 'shipment.resume', area: 'orders', kind: 'mutation', roles: DISPATCH,
  available: ORDER_RULES.shipment,
  http: { method: 'PUT', path: 'shipments/:id/resume' },
  input: idInput,
  output: orderOutput,
  ui: { title: 'commands.orders.shipment.resume', keywords: ['resume', 'shipment', 'сэргээх'] },
  cli: { verb: ['shipments', 'resume'], positionals: ['id'] },
});

export const paymentCommands = { capture, voidPayment, ship, cancelShipment, resumeShipment };
