import type { OrderState, PaymentMachineState, ShipmentMachineState } from '../../../shared/schema/order.js';
import { schema, type DbOrTx } from '../../db/index.js';
import { orderError, type OrderRule } from './messages.js';
import type { HandlerContext } from '../../commands/handler.js';
import { issueETickets } from '../eticket/issue.js';

export {
  ORDER_EVENTS, PAYMENT_EVENTS, SHIPMENT_EVENTS, cancelBlocked, nextOrderState, nextPaymentState, nextShipmentState,
  type OrderEvent, type PaymentEvent, type ShipmentEvent,
} from '../../../shared/schema/order-machines.js';
import {
  nextOrderState, nextPaymentState, nextShipmentState, type OrderEvent, type PaymentEvent, type ShipmentEvent,
} from '../../../shared/schema/order-machines.js';

type Ctx = Pick<HandlerContext, 'request'>;

function refuse(ctx: Ctx, rule: OrderRule, state: string): never {
  throw orderError(ctx, rule, { state: `is ${state}` }, { state });
}

export function orderTransition(ctx: Ctx, state: OrderState, event: OrderEvent): OrderState {
  const to = nextOrderState(state, event);
  if (!to) refuse(ctx, `order_${event}` as OrderRule, state);
  return to;
}

export function paymentTransition(ctx: Ctx, state: PaymentMachineState, event: PaymentEvent): PaymentMachineState {
  const to = nextPaymentState(state, event);
  if (!to) refuse(ctx, `payment_${event}` as OrderRule, state);
  return to;
}

export function shipmentTransition(ctx: Ctx, state: ShipmentMachineState, event: ShipmentEvent, paid: boolean): ShipmentMachineState {
  const to = nextShipmentState(state, event, paid);
  if (!to) refuse(ctx, `shipment_${event}` as OrderRule, state);
  return to;
}

export type Machine = 'order' | 'payment' | 'shipment' | 'payment_state' | 'shipment_state' | 'line_item' | 'payment_return';

export interface StateChange {
  orderId: number;
  machine: Machine;
  subjectId?: number | null;
  from: string | null;
  to: string;
  reason?: string | null;
}

/** Writes transitions to the order's state changes, with who and when. */
export async function recordChanges(db: DbOrTx, authorId: number | null, changes: readonly StateChange[], at = new Date()): Promise<void> {
  const rows = changes.filter((c) => c.from !== c.to).map((c) => ({
    orderId: c.orderId, machine: c.machine, subjectId: c.subjectId ?? null, fromState: c.from, toState: c.to, authorId, reason: c.reason ?? null, createdAt: at,
  }));
  if (rows.length) await db.insert(schema.stateChanges).values(rows);
  // every path that makes an order paid records it here: its e-tickets are issued in the same transaction
  const paid = rows.filter((r) => r.machine === 'payment_state' && r.toState === 'paid').map((r) => r.orderId);
  if (paid.length) await issueETickets(db, paid, authorId, at);
}
