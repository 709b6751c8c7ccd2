// Issue 14: the leasing blacklist (/system/lease_blacklists) is what the orders area's lease check
// reads: a lease order whose customer's register number is listed is not approved (422, saying why
// in the reader's language); once the number is taken off the list, the same order is approved.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { approve, get } from '../../src/shared/commands/orders/orders.js';
import { websites } from '../../src/shared/commands/system.js';
import { leaseBlacklists } from '../../src/shared/commands/system/lease-blacklists.js';
import { expectApiError, startServer, type TestServer } from '../helpers/server.js';
import { rowsOf } from '../../src/server/db/rows.js';

/** PGlite answers `{ rows }`, postgres-js the rows themselves. */

let server: TestServer;
beforeAll(async () => { server = await startServer(); }, 180_000);
afterAll(async () => { await server?.close(); });

/** An open, unapproved lease order of a customer with a register number, and another open order not on lease. */
async function orders(): Promise<{ lease: { number: string; register: string }; plain: { number: string; register: string } }> {
  const pick = async (lease: boolean) => {
    const [row] = rowsOf<{ number: string; register: string }>(await server.app.services.database.db.execute(sql`select o.number, u.register_number as register from orders o join users u on u.id = o.user_id
      where o.approved_at is null and o.state in ('complete', 'resumed') and u.register_number is not null
        and (o.lease_amount is not null) = ${lease} order by o.id limit 1`));
    return row!;
  };
  return { lease: await pick(true), plain: await pick(false) };
}

describe('the leasing blacklist in the lease check', () => {
  it('refuses to approve a listed customer\'s lease order with a 422 naming the register and the reason; approves it once unlisted', async () => {
    const a = await server.login('admin@demo.mn');
    const { items: sites } = await a.api.call(websites, {});
    const websiteId = sites.find((w) => w.features.includes('leasing'))!.id;
    const api = server.client({ token: a.token, websiteId });
    const mn = server.client({ token: a.token, websiteId, locale: 'mn' });
    const { lease, plain } = await orders();
    expect(lease, 'a demo lease order to approve').toBeDefined();
    expect(plain, 'a demo order without a lease').toBeDefined();

    const { item } = await api.call(leaseBlacklists.create, { register_number: lease.register, reason: 'Өмнөх лизингээ төлөөгүй' });
    expect(item).toMatchObject({ register_number: lease.register, created_by: 'admin@demo.mn' });

    const refused = await expectApiError(mn.call(approve, { number: lease.number }));
    expect(refused).toMatchObject({ status: 422, fields: { register_number: expect.any(String) } });
    expect(refused.message).toBe(`${lease.number} захиалга лизингээр авсан бөгөөд худалдан авагчийн регистрийн дугаар ${lease.register} лизингийн хар жагсаалтад байна: Өмнөх лизингээ төлөөгүй`);
    expect((await expectApiError(api.call(approve, { number: lease.number }))).message).toContain('is on the leasing blacklist');
    expect((await api.call(get, { number: lease.number })).order.approved).toBe(false);

    // the list is about leasing: the same customer's other orders are approved as ever
    const other = await api.call(leaseBlacklists.create, { register_number: plain.register, reason: 'Шалгах' });
    await api.call(approve, { number: plain.number });
    expect((await api.call(get, { number: plain.number })).order.approved).toBe(true);
    await api.call(leaseBlacklists.delete, { id: other.item.id });

    await api.call(leaseBlacklists.delete, { id: item.id });
    await api.call(approve, { number: lease.number });
    expect((await api.call(get, { number: lease.number })).order.approved).toBe(true);
  });
});
