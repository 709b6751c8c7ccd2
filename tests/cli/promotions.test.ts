import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer, type TestServer } from '../helpers/server.js';
import { makeBo, type Bo } from './helpers.js';
import { rowsOf } from '../../src/server/db/rows.js';

let server: TestServer;
let bo: Bo;

beforeAll(async () => {
  server = await startServer();
  bo = makeBo(server.url);
  expect((await bo.login('admin@demo.mn')).code).toBe(0);
});
afterAll(async () => {
  bo?.cleanup();
  await server?.close();
});


describe('bo promotions and coupons', () => {
  it('creates a discount with a code, applies it to an order with `bo coupons use`, refuses it twice, and reports the use', async () => {
    const created = await bo.run(['promotions', 'create', 'Phone order ₮1,000', '--value-type', 'fixed', '--amount', '₮1,000', '--code', 'phone1000', '--json']);
    expect(created.code, created.stderr).toBe(0);
    const { discount } = JSON.parse(created.stdout) as { discount: { id: number; amount: number; code: string } };
    expect(discount).toMatchObject({ amount: 100_000, code: 'PHONE1000' });

    const [order] = rowsOf<{ number: string }>(await server.app.services.database.db.execute(sql`select number from orders where state = 'complete'
      and item_total >= 100000 and not exists (select 1 from line_items li where li.order_id = orders.id and li.returned_quantity > 0) order by id limit 1`));
    const used = await bo.run(['coupons', 'use', 'PHONE1000', order!.number, '--json', 'given,discount_id']);
    expect(used.code, used.stderr).toBe(0);
    expect(JSON.parse(used.stdout)).toEqual({ given: 100_000, discount_id: discount.id });

    const again = await bo.run(['coupons', 'use', 'PHONE1000', order!.number]);
    expect(again.code).not.toBe(0);
    expect(again.stderr).toContain('This discount is already on the order');

    const report = await bo.run(['promotions', 'coupon-code-report', '--discount-id', String(discount.id)]);
    expect(report.code, report.stderr).toBe(0);
    expect(report.stdout).toContain(order!.number);
    expect(report.stdout).toContain('PHONE1000');

    const removed = await bo.run(['coupons', 'remove', order!.number, String(discount.id), '--yes', '--json', 'number']);
    expect(removed.code, removed.stderr).toBe(0);
    const shown = await bo.run(['promotions', 'show', String(discount.id), '--json', 'used_count,state']);
    expect(JSON.parse(shown.stdout)).toEqual({ used_count: 0, state: 'active' });
  });
});
