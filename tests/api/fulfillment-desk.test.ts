import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApiClient } from '../../src/shared/api/client.js';
import { ubDay } from '../../src/shared/commands/fulfillment/labels.js';
import { lineList } from '../../src/shared/commands/fulfillment/lineitems.js';
import { receiveReturn, returnList, returnRequest } from '../../src/shared/commands/fulfillment/returns.js';
import { expectApiError, startServer, type TestServer } from '../helpers/server.js';

// the returns desk, the pivot, the delivery calendar, addresses and the map (issue 17's second half)
let server: TestServer;
let admin: ApiClient;
let collector: ApiClient; // collector, fulfillment
let merchant: ApiClient; // vendor 1 only
let merchantVendor = 0;

const since = ubDay('today', Date.now() - 100 * 86_400_000).date;
const wide = { completed_at_gteq: since };

beforeAll(async () => {
  server = await startServer();
  admin = (await server.login('admin@demo.mn')).api;
  collector = (await server.login('collector@demo.mn')).api;
  merchant = (await server.login('merchant@demo.mn')).api;
  merchantVendor = (await merchant.call(lineList, { per_page: 1, q: wide })).items[0]!.vendor_id;
}, 400_000);
afterAll(async () => { await server?.close(); });

describe('the returns desk', () => {
  it('inspects a return: a write-off says why; the condition found is kept and listed', async () => {
    const shipped = (await admin.call(lineList, { per_page: 100, q: { ...wide, label_eq: 'complete' } })).items.slice(20);
    const [a, b] = [shipped[0]!, shipped.find((l) => l.order_number !== shipped[0]!.order_number)!];
    const ra = (await collector.call(returnRequest, { line_item_id: a.id, reason: 'Өнгө таараагүй', quantity: 1 })).product_return;
    const rb = (await collector.call(returnRequest, { line_item_id: b.id, reason: 'Эвдэрсэн ирсэн', quantity: 1 })).product_return;
    expect(ra.condition).toBeNull();
    // written off without a word of why: refused, naming the field
    expect(await expectApiError(collector.call(receiveReturn, { id: rb.id, outcome: 'write_off' }))).toMatchObject({ status: 400, fields: { condition: expect.any(String) } });
    const off = (await collector.call(receiveReturn, { id: rb.id, outcome: 'write_off', condition: 'damaged' })).product_return;
    expect(off).toMatchObject({ state: 'written_off', condition: 'damaged' });
    const back = (await collector.call(receiveReturn, { id: ra.id, outcome: 'restock', condition: 'opened', note: 'сав нь задарсан' })).product_return;
    expect(back).toMatchObject({ state: 'restocked', condition: 'opened', note: 'сав нь задарсан' });
    const listed = (await collector.call(returnList, { per_page: 100, q: { state_eq: 'written_off' } })).items;
    expect(listed.find((r) => r.id === rb.id)?.condition).toBe('damaged');
    // a merchant lists his vendor's returns only
    const his = (await merchant.call(returnList, { per_page: 100 })).items;
    const names = new Set(his.map((r) => r.vendor_name));
    expect(names.size).toBeLessThanOrEqual(1);
    for (const [r, line] of [[ra, a], [rb, b]] as const) {
      if (line.vendor_id !== merchantVendor) expect(his.map((x) => x.id)).not.toContain(r.id);
    }
  });
});
