// Issue 22: §7 branches apply_segment — one segment on many branches at once, all or nothing — and
// the Suppliers' guard (admin and supplier only). Their CRUD is the resource kit's table test's.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApiClient } from '../../src/shared/api/client.js';
import { applySegment } from '../../src/shared/commands/suppliers/index.js';
import { branches, suppliers, supplySegments } from '../../src/shared/commands/suppliers/resources.js';
import { expectApiError, startServer, type TestServer } from '../helpers/server.js';

let server: TestServer;
let purchasing: ApiClient;

beforeAll(async () => {
  server = await startServer();
  purchasing = (await server.login('supplier@demo.mn')).api;
}, 180_000);
afterAll(async () => { await server?.close(); });

describe('branch.apply_segment', () => {
  it('sets one segment on every branch named, and the list filters by it', async () => {
    const all = (await purchasing.call(branches.list, { per_page: 100 })).items;
    expect(all.length).toBeGreaterThanOrEqual(3);
    const { item: segment } = await purchasing.call(supplySegments.create, { code: 'seasonal', name_en: 'Seasonal', name_mn: 'Улирлын', active: true, position: 9 });
    const picked = all.slice(0, 3).map((b) => b.id);
    expect(await purchasing.call(applySegment, { segment_id: segment.id, ids: picked })).toEqual({ updated: 3 });
    const inSegment = await purchasing.call(branches.list, { q: { segment_id_eq: segment.id } });
    expect(inSegment.items.map((b) => b.id).sort()).toEqual([...picked].sort());
    // still used: the segment is not deleted
    expect((await expectApiError(purchasing.call(supplySegments.delete, { id: segment.id }))).status).toBe(409);
  });

  it('a branch or segment that does not exist refuses the whole call, naming the field; nothing changes', async () => {
    const all = (await purchasing.call(branches.list, { per_page: 100 })).items;
    const segments = (await purchasing.call(supplySegments.list, {})).items;
    const target = segments.find((s) => s.id !== all[0]!.segment_id)!;
    const missing = await expectApiError(purchasing.call(applySegment, { segment_id: target.id, ids: [all[0]!.id, 999_999] }));
    expect(missing.status).toBe(400);
    expect(missing.fields).toHaveProperty('ids');
    expect((await purchasing.call(branches.get, { id: all[0]!.id })).item.segment_id).toBe(all[0]!.segment_id);
    const noSegment = await expectApiError(purchasing.call(applySegment, { segment_id: 999_999, ids: [all[0]!.id] }));
    expect(noSegment.status).toBe(400);
    expect(noSegment.fields).toHaveProperty('segment_id');
  });

  it('only admin and the supplier role: others are refused', async () => {
    const orders = (await server.login('orders@demo.mn')).api;
    expect((await expectApiError(orders.call(applySegment, { segment_id: 1, ids: [1] }))).status).toBe(403);
    expect((await expectApiError(orders.call(suppliers.list, {}))).status).toBe(403);
    const demo = await purchasing.call(suppliers.list, { query: 'Электроникс' });
    expect(demo.items[0]).toMatchObject({ payment_terms: 'net', payment_days: 30, contacts: expect.arrayContaining([expect.objectContaining({ job_title: 'Борлуулалтын менежер' })]) });
  });
});
