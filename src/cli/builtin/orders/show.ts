import type { OrderDetailJson } from '../../../shared/schema/order.js';
import { formatDate, formatMoney } from '../../../shared/i18n/format.js';
import type { Ctx } from '../../context.js';
import { CliError, EXIT } from '../../exit.js';
import { specOf } from '../../manifest/load.js';
import type { ManifestCommand } from '../../manifest/types.js';
import type { OutputOptions } from '../../output/format.js';
import { ensureAllowed, outputOptions } from '../../run/entry.js';
import { clientFor, fromApiError } from '../../session.js';

const money = (v: number | null) => (v === null ? '' : formatMoney(v));
const date = (v: string | null) => (v ? formatDate(v) : '');
const join = (...parts: (string | number | null | undefined)[]) => parts.filter((p) => p !== null && p !== undefined && p !== '').join(', ');

/** One order as a person reads it: who, where, its states and totals, then its lines, payments and parcels. */
export async function showOrder(ctx: Ctx, entry: ManifestCommand, number: string | undefined, opts: Record<string, unknown>): Promise<void> {
  if (!number) throw new CliError('give the order number: bo orders show R123456', EXIT.usage);
  process.stdout.write(await orderText(ctx, entry, number, outputOptions(opts)));
}

/** The text of `bo orders show`: also what the interactive palette shows for an order number or phone. */
export async function orderText(ctx: Ctx, entry: ManifestCommand, number: string, output: OutputOptions): Promise<string> {
  await ensureAllowed(ctx, entry);
  const client = await clientFor(ctx.session);
  let order: OrderDetailJson;
  try {
    ({ order } = await client.call(await specOf(entry), { number }) as { order: OrderDetailJson });
  } catch (e) {
    throw fromApiError(e);
  }
  const facts: Record<string, unknown> = {
    number: order.number,
    state: `${order.state}; payment ${order.payment_state ?? '-'}; shipment ${order.shipment_state ?? '-'}`,
    approved: order.approved ? `yes, ${date(order.approved_at)}` : 'no',
    flagged: order.flagged ? 'yes' : '',
    customer: join(order.customer_name, order.phone, order.email),
    receiver: join(order.receiver_name, order.receiver_phone),
    address: join(order.ship_district && `${order.ship_district} дүүрэг`, order.ship_khoroo && `${order.ship_khoroo}-р хороо`, order.ship_address),
    platform: order.platform,
    driver: order.driver_id ?? '',
    created: date(order.created_at),
    completed: date(order.completed_at),
    canceled: date(order.canceled_at),
    items: `${order.item_count} for ${money(order.item_total)}`,
    adjustments: order.adjustment_total ? money(order.adjustment_total) : '',
    shipping: money(order.shipment_total),
    fees: order.fee_total ? money(order.fee_total) : '',
    total: money(order.total),
    paid: money(order.payment_total),
    lease: order.lease.lease_amount !== null ? `${money(order.lease.lease_amount)} (${order.lease.lease_state ?? '-'}, ${money(order.lease.lease_left)} left)` : '',
    e_receipt: order.ebarimt.id ? `${order.ebarimt.id} ${order.ebarimt.status ?? ''} ${date(order.ebarimt.date)}`.trim() : '',
  };
  const { verticalTable, table } = await import('../../output/table.js');
  const shown = Object.fromEntries(Object.entries(facts).filter(([, v]) => v !== null && v !== ''));
  const lines = order.line_items.map((l) => ({
    sku: l.sku, name: l.name, vendor: l.vendor_name, qty: l.quantity, price: money(l.price), total: money(l.total), action: l.actn ?? '',
  }));
  const payments = order.payments.map((p) => ({ id: p.id, method: p.method, amount: money(p.amount), state: p.state, source: p.source ?? '', at: date(p.created_at) }));
  const parcels = order.shipments.map((s) => ({
    number: s.number, location: s.stock_location_name, state: s.state, cost: money(s.cost), tracking: s.tracking ?? '', shipped: date(s.shipped_at),
  }));
  return [
    verticalTable(shown, output),
    `Line items\n${table(lines, ['sku', 'name', 'vendor', 'qty', 'price', 'total', 'action'], output)}`,
    // a merchant sees no payments (they are the whole order's); say so rather than "(none)"
    order.payment_total === null ? '' : `Payments\n${table(payments, ['id', 'method', 'amount', 'state', 'source', 'at'], output)}`,
    `Parcels\n${table(parcels, ['number', 'location', 'state', 'cost', 'tracking', 'shipped'], output)}`,
  ].filter(Boolean).join('\n');
}
