// Issue 13: an operation's availability on an order is one rule, declared with its command; the
// server refuses exactly when that rule does, with the rule's own reason. Enumerates the catalogue.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApiClient } from '../../src/shared/api/client.js';
import { catalogue, type AnyCommand } from '../../src/shared/commands/index.js';
import { unavailableText, type OrderFacts } from '../../src/shared/commands/orders/availability.js';
import { get, list, resetDriver } from '../../src/shared/commands/orders/orders.js';
import { lookup } from '../../src/shared/i18n/index.js';
import type { OrderDetailJson } from '../../src/shared/schema/order.js';
import { sample } from '../helpers/sample-input.js';
import { expectApiError, startServer, type TestServer } from '../helpers/server.js';

let server: TestServer;
let admin: ApiClient;
const orders: OrderDetailJson[] = [];

beforeAll(async () => {
  server = await startServer();
  admin = (await server.login('admin@demo.mn')).api;
  // one order of each kind the rules tell apart
  const kinds = [{ state_eq: 'canceled' }, { state_eq: 'cart' }, { state_eq: 'returned' }, { shipment_state_eq: 'shipped' }, { state_eq: 'complete', approved_eq: true }];
  for (const q of kinds) {
    const [row] = (await admin.call(list, { q: q as never, per_page: 1 })).items;
    if (row) orders.push((await admin.call(get, { number: row.number })).order);
  }
});
afterAll(async () => { await server?.close(); });

const fill = (text: string | undefined, values: Record<string, string> = {}) => text?.replace(/\{\{(\w+)\}\}/g, (_, k: string) => values[k] ?? '');
const facts = (o: OrderDetailJson): OrderFacts => ({ state: o.state, shipment_state: o.shipment_state, approved: o.approved, driver_id: o.driver_id });

/** The command's input on this order: its number, and its first line, parcel or adjustment where it takes one. */
function inputOn(command: AnyCommand, o: OrderDetailJson): Record<string, unknown> | null {
  const base = sample(command.input as never) as Record<string, unknown>;
  const rows: Record<string, number | undefined> = {
    line_item_id: o.line_items[0]?.id, shipment_id: o.shipments[0]?.id, target_shipment_id: o.shipments[1]?.id,
    variant_id: o.line_items[0]?.variant_id, adjustment_id: o.adjustments[0]?.id,
  };
  const id = command.id.startsWith('shipment.') ? o.shipments[0]?.id : command.id.startsWith('adjustment.') ? o.adjustments[0]?.id : undefined;
  const out: Record<string, unknown> = { ...base, number: o.number };
  for (const [k, v] of Object.entries(rows)) {
    if (!(k in base)) continue;
    if (v === undefined) return null; // this order lacks the row the operation needs: not the rule under test
    out[k] = v;
  }
  if ('id' in base) {
    if (id === undefined) return null;
    out.id = id;
  }
  if ('line_item_ids' in base) out.line_item_ids = o.line_items.slice(0, 1).map((l) => l.id);
  // a promotion is named by its discount or one of its adjustments: the rule is checked before either is looked up
  if (command.id === 'coupon.remove') out.discount_id = 1;
  return out;
}

const ruled = catalogue.filter((c) => c.available);

describe('availability is the server\'s rule too', () => {
  it('covers the order operations the review named', () => {
    expect(ruled.map((c) => c.id)).toEqual(expect.arrayContaining(['order.approve', 'order.cancel', 'order.resume', 'order.reset_driver', 'line_item.ship_item', 'order.send_parcel']));
  });

  it.each(ruled.map((c) => [c.id, c] as const))('%s: refused where its rule refuses, with the rule\'s reason', async (_id, command) => {
    let tried = 0;
    for (const o of orders) {
      const refused = command.available!(facts(o));
      if (!refused) continue;
      const input = inputOn(command, o);
      if (!input) continue;
      const e = await expectApiError(admin.call(command, input as never, command.confirm ? { confirm: command.confirm } : {}));
      expect(e.status, `${command.id} on ${o.number} (${o.state}): ${e.message}`).toBe(422);
      expect(e.message).toBe(unavailableText(refused, (key, values) => fill(lookup('en', key), values)));
      tried++;
    }
    expect(tried, `${command.id}: no demo order its rule refuses`).toBeGreaterThan(0);
  });

  it('resetting a driver nobody holds is refused, not "Done"', async () => {
    const o = orders.find((x) => x.driver_id === null)!;
    expect(await expectApiError(admin.call(resetDriver, { number: o.number }))).toMatchObject({ status: 422, message: 'No driver holds this order' });
  });
});
