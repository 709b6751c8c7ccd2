import { z } from 'zod';
import { zId, zMoney, zText } from '../../schema/common.js';
import { adjustmentSchema, orderDetailSchema, zOrderNumber } from '../../schema/order.js';
import { defineCommand } from '../define.js';
import { ORDER_RULES } from './availability.js';
import { EDIT, READ } from './roles.js';

/** What a person may add by hand: a manual discount or charge, or a customer fee. Promotions and returns come from their own rules. */
export const MANUAL_ADJUSTMENT_KINDS = ['manual', 'fee'] as const;

const orderOutput = z.object({ order: orderDetailSchema });
/** Signed möngö: a discount is negative; never zero (it would change nothing). */
const zAmount = zMoney.refine((n) => n !== 0, 'must not be zero');

export const adjustmentList = defineCommand({
  id: 'adjustment.list', area: 'orders', kind: 'query', roles: READ,
  http: { method: 'GET', path: 'orders/:number/adjustments' },
  input: z.object({ number: zOrderNumber }),
  output: z.object({ items: z.array(adjustmentSchema) }),
  ui: { title: 'commands.orders_ops.adjustment.list', keywords: ['adjustments', 'discount', 'хөнгөлөлт'] },
  cli: { verb: ['adjustments', 'list'], positionals: ['number'] },
});

export const adjustmentCreate = defineCommand({
  id: 'adjustment.create', area: 'orders', kind: 'mutation', roles: EDIT,
  available: ORDER_RULES.adjustment,
  http: { method: 'POST', path: 'orders/:number/adjustments' },
  input: z.object({
    number: zOrderNumber,
    label: zText(200).min(1),
    amount: zAmount,
    kind: z.enum(MANUAL_ADJUSTMENT_KINDS).default('manual'),
    /** On one line instead of the whole order. */
    line_item_id: zId.optional(),
  }),
  output: orderOutput,
  ui: { title: 'commands.orders_ops.adjustment.create', keywords: ['adjustment', 'discount', 'fee', 'хөнгөлөлт', 'нэмэх'] },
  cli: { verb: ['adjustments', 'create'], positionals: ['number', 'label', 'amount'] },
  money: ['amount'],
});

export const adjustmentUpdate = defineCommand({
  id: 'adjustment.update', area: 'orders', kind: 'mutation', roles: EDIT,
  available: ORDER_RULES.adjustment,
  http: { method: 'PUT', path: 'orders/:number/adjustments/:adjustment_id' },
  input: z.object({
    number: zOrderNumber, adjustment_id: zId,
    label: zText(200).min(1).optional(), amount: zAmount.optional(), eligible: z.boolean().optional(),
  }),
  output: orderOutput,
  ui: { title: 'commands.orders_ops.adjustment.update', keywords: ['adjustment', 'edit', 'засах'] },
  cli: { verb: ['adjustments', 'update'], positionals: ['number', 'adjustment_id'] },
  money: ['amount'],
});

export const adjustmentDelete = defineCommand({
  id: 'adjustment.delete', area: 'orders', kind: 'mutation', roles: EDIT, danger: true,
  available: ORDER_RULES.adjustment,
  http: { method: 'DELETE', path: 'orders/:number/adjustments/:adjustment_id' },
  input: z.object({ number: zOrderNumber, adjustment_id: zId }),
  output: orderOutput,
  ui: { title: 'commands.orders_ops.adjustment.delete', keywords: ['adjustment', 'delete', 'устгах'] },
  cli: { verb: ['adjustments', 'delete'], positionals: ['number', 'adjustment_id'] },
});

export const adjustmentCommands = { adjustmentList, adjustmentCreate, adjustmentUpdate, adjustmentDelete };
