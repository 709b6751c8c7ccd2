import type {
  OrderPaymentState, OrderShipmentState, OrderState, PaymentMachineState, ShipmentMachineState,
} from '../../../shared/schema/order.js';
import { PLACED_STATES } from '../../../shared/schema/order.js';

/**
 * The one place an order's numbers come from (issue 6): every write path loads the order's parts,
 * calls `computeTotals` and stores what it answers. Pure, so a property test can drive it through
 * random sequences of operations. Money is integer möngö throughout.
 */
export interface TotalsInput {
  state: OrderState;
  lineItems: readonly { id: number; vendorId: number; quantity: number; price: number; commission: number }[];
  adjustments: readonly { lineItemId: number | null; kind: string; amount: number; eligible: boolean }[];
  shipments: readonly {
    id: number; vendorId: number; state: ShipmentMachineState; cost: number;
    units: readonly { lineItemId: number; quantity: number; state: string }[];
  }[];
  payments: readonly { method: string; amount: number; state: PaymentMachineState }[];
  paymentReturns: readonly { amount: number; state: string }[];
}

export interface VendorTotals {
  vendorId: number;
  itemCount: number;
  itemTotal: number;
  adjustmentTotal: number;
  shipmentTotal: number;
  commissionTotal: number;
  total: number;
}

export interface Totals {
  itemCount: number;
  itemTotal: number;
  /** Promotions and manual adjustments, eligible only. */
  adjustmentTotal: number;
  shipmentTotal: number;
  feeTotal: number;
  commissionTotal: number;
  storeCreditTotal: number;
  /** item + adjustment + shipment + fee */
  total: number;
  paymentTotal: number;
  paymentState: OrderPaymentState | null;
  shipmentState: OrderShipmentState | null;
  /** Per line item: the sum of its eligible adjustments. */
  lineItemAdjustments: Map<number, number>;
  /** Each vendor's share: his items, their adjustments, his shipments. */
  vendors: VendorTotals[];
  /**
   * Shipments whose state follows the order: a live, unshipped shipment is `ready` once the order
   * is paid and nothing in it waits for stock, `pending` otherwise (Spree's shipment#determine_state).
   */
  shipmentStates: Map<number, ShipmentMachineState>;
}

const placed = (state: OrderState) => PLACED_STATES.includes(state);

/** Payments that still count or may still count: Spree's `payments.valid`. */
const VALID_PAYMENT: readonly PaymentMachineState[] = ['checkout', 'pending', 'processing', 'completed'];

export function derivePaymentState(state: OrderState, total: number, paymentTotal: number, payments: TotalsInput['payments']): OrderPaymentState | null {
  if (!placed(state)) return null;
  // a canceled or returned order owes nothing: what was paid and not yet given back is owed back
  const settled = state === 'canceled' || state === 'returned';
  if (settled && paymentTotal === 0) return 'void';
  // every attempt failed (a voided payment is no failure: it was called off)
  if (!payments.some((p) => VALID_PAYMENT.includes(p.state)) && payments.some((p) => p.state === 'failed' || p.state === 'invalid') && paymentTotal === 0) return 'failed';
  const due = settled ? 0 : total;
  if (paymentTotal < due) return 'balance_due';
  if (paymentTotal > due) return 'credit_owed';
  return 'paid';
}

export function deriveShipmentState(shipments: readonly { state: ShipmentMachineState; backordered: boolean }[]): OrderShipmentState | null {
  if (!shipments.length) return null;
  const live = shipments.filter((s) => s.state !== 'canceled');
  if (!live.length) return 'canceled';
  const shipped = live.filter((s) => s.state === 'shipped').length;
  if (shipped === live.length) return 'shipped';
  if (live.some((s) => s.state !== 'shipped' && s.backordered)) return 'backorder';
  if (shipped > 0) return 'partial';
  return live.every((s) => s.state === 'ready') ? 'ready' : 'pending';
}

export function computeTotals(input: TotalsInput): Totals {
  const vendors = new Map<number, VendorTotals>();
  const vendor = (vendorId: number) => {
    let v = vendors.get(vendorId);
    if (!v) vendors.set(vendorId, (v = { vendorId, itemCount: 0, itemTotal: 0, adjustmentTotal: 0, shipmentTotal: 0, commissionTotal: 0, total: 0 }));
    return v;
  };
  const vendorOfLine = new Map<number, number>();
  let itemCount = 0, itemTotal = 0, commissionTotal = 0;
  for (const li of input.lineItems) {
    const amount = li.price * li.quantity;
    itemCount += li.quantity;
    itemTotal += amount;
    commissionTotal += li.commission;
    const v = vendor(li.vendorId);
    v.itemCount += li.quantity;
    v.itemTotal += amount;
    v.commissionTotal += li.commission;
    vendorOfLine.set(li.id, li.vendorId);
  }

  let adjustmentTotal = 0, feeTotal = 0;
  const lineItemAdjustments = new Map<number, number>(input.lineItems.map((li) => [li.id, 0]));
  for (const a of input.adjustments) {
    if (!a.eligible) continue;
    if (a.kind === 'fee') feeTotal += a.amount;
    else adjustmentTotal += a.amount;
    if (a.lineItemId !== null && lineItemAdjustments.has(a.lineItemId)) {
      lineItemAdjustments.set(a.lineItemId, lineItemAdjustments.get(a.lineItemId)! + a.amount);
      vendor(vendorOfLine.get(a.lineItemId)!).adjustmentTotal += a.amount;
    }
  }

  let shipmentTotal = 0;
  for (const s of input.shipments) {
    if (s.state === 'canceled') continue;
    shipmentTotal += s.cost;
    vendor(s.vendorId).shipmentTotal += s.cost;
  }

  let paymentTotal = 0, storeCreditTotal = 0;
  for (const p of input.payments) {
    if (p.state !== 'completed') continue;
    paymentTotal += p.amount;
    if (p.method === 'store_credit') storeCreditTotal += p.amount;
  }
  for (const r of input.paymentReturns) if (r.state === 'completed') paymentTotal -= r.amount;

  const total = itemTotal + adjustmentTotal + shipmentTotal + feeTotal;
  const paymentState = derivePaymentState(input.state, total, paymentTotal, input.payments);

  // shipments follow the order: ready once it is paid (or overpaid) and nothing waits for stock
  const payable = paymentState === 'paid' || paymentState === 'credit_owed';
  const shipmentStates = new Map<number, ShipmentMachineState>();
  const withStates = input.shipments.map((s) => {
    const backordered = s.units.some((u) => u.state === 'backordered');
    let state = s.state;
    if ((state === 'pending' || state === 'ready') && input.state !== 'canceled') state = payable && !backordered ? 'ready' : 'pending';
    shipmentStates.set(s.id, state);
    return { state, backordered };
  });

  for (const v of vendors.values()) v.total = v.itemTotal + v.adjustmentTotal + v.shipmentTotal;
  return {
    itemCount, itemTotal, adjustmentTotal, shipmentTotal, feeTotal, commissionTotal, storeCreditTotal, total, paymentTotal,
    paymentState,
    shipmentState: placed(input.state) ? deriveShipmentState(withStates) : null,
    lineItemAdjustments,
    vendors: [...vendors.values()].sort((a, b) => a.vendorId - b.vendorId),
    shipmentStates,
  };
}

/** The marketplace's cut of a line at a vendor's percent, rounded half up to a whole möngö. */
export function commissionOf(price: number, quantity: number, percent: number): number {
  // percent has two decimals: work in hundredths of a percent, in integers
  const basisPoints = Math.round(percent * 100);
  return Math.floor((price * quantity * basisPoints + 5_000) / 10_000);
}
