// Issue 25: the merchant console and merchant settings. Every call a merchant's screens make stays on
// his own vendor: naming the other vendor is refused (403), the other vendor's rows are not found
// (404), and no answer ever carries them. Then the console's own calls: the dashboard, store
// locations, store information with its bank-account change waiting for an admin.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { merchantBrand } from '../../src/shared/commands/merchant/brands.js';
import { merchantDashboard, prepareFilters } from '../../src/shared/commands/merchant/dashboard.js';
import { merchantSellers } from '../../src/shared/commands/merchant/sellers.js';
import { bankChange, bankChangeApprove, bankChangeList, bankChangeReject, merchantInfo } from '../../src/shared/commands/merchant/infos.js';
import { merchantStoreLocations } from '../../src/shared/commands/merchant/store-locations.js';
import { lineBatchStatus, lineList } from '../../src/shared/commands/fulfillment/lineitems.js';
import { returnList } from '../../src/shared/commands/fulfillment/returns.js';
import { lineItemUpdate } from '../../src/shared/commands/orders/lineitems.js';
import { get as orderGet, list as orderList } from '../../src/shared/commands/orders/orders.js';
import { discountCreate, discountGet, discountList } from '../../src/shared/commands/promotions/discounts.js';
import { reportExport, reportQueries } from '../../src/shared/commands/reports.js';
import { search } from '../../src/shared/commands/system.js';
import { merchantContacts, merchantContracts } from '../../src/shared/commands/settings/merchant.js';
import { organizations } from '../../src/shared/commands/system/organizations.js';
import { expectApiError, startServer, type TestServer } from '../helpers/server.js';

let server: TestServer;
let adminToken: string;
const admin = (vendorId?: number) => server.client({ token: adminToken, ...(vendorId && { vendorId }) });
const statement = reportQueries.statement!;
const period = { from: '2020-01-01', to: '2030-12-31' };

beforeAll(async () => {
  server = await startServer();
  ({ token: adminToken } = await server.login('admin@demo.mn'));
});
afterAll(async () => { await server?.close(); });

const store = (name: string) => ({ name, district: 'Чингэлтэй' as const, khoroo: 4, address: 'Энхтайваны өргөн чөлөө 12', phone: '77001122', hours: '10:00-20:00', lat: 47.92, lng: 106.91, active: true });
const contract = (number: string) => ({ number, kind: 'sale' as const, signed_on: '2026-02-01', starts_on: '2026-02-01', commission_percent: 8, monthly_fee: 5_000_000 });

/** Each vendor's rows, made by an admin acting for it: what the other merchant must never reach. */
async function rowsOf(vendorId: number) {
  const a = admin(vendorId);
  const [location, contact, contractRow, coupon, lines] = await Promise.all([
    a.call(merchantStoreLocations.create, store(`Салбар ${vendorId}`)),
    a.call(merchantContacts.create, { name: `Contact ${vendorId}`, position: 'Manager', phone: '99001122' }),
    a.call(merchantContracts.create, contract(`C-${vendorId}`)),
    a.call(discountCreate, { title: `Coupon of ${vendorId}`, value_type: 'percentage', percent: 5, code: `VEND${vendorId}OFF`, vendor_id: vendorId }),
    a.call(lineList, { per_page: 1000 }),
  ]);
  return { location: location.item.id, contact: contact.item.id, contract: contractRow.item.id, coupon: coupon.discount.id, lines: lines.items };
}

describe('confinement: each demo merchant against the other vendor', () => {
  it('every merchant call with the other vendor named is 403, with his ids 404, and no answer holds his rows', async () => {
    const rows = { 1: await rowsOf(1), 2: await rowsOf(2) };
    const merchants = [{ email: 'merchant@demo.mn', own: 1, other: 2 }, { email: 'merchant2@demo.mn', own: 2, other: 1 }] as const;
    for (const m of merchants) {
      const { token } = await server.login(m.email);
      const mine = server.client({ token });
      const naming = server.client({ token, vendorId: m.other });
      const theirs = rows[m.other];
      const ownOrders = new Set(rows[m.own].lines.map((l) => l.order_number));
      const theirOnly = theirs.lines.find((l) => !ownOrders.has(l.order_number))!;
      expect(theirOnly, 'an order of the other vendor alone in the demo data').toBeDefined();

      // the other vendor named: refused before anything is read
      const named: (() => Promise<unknown>)[] = [
        () => naming.call(merchantDashboard, {}), () => naming.call(merchantInfo.get, {}), () => naming.call(merchantInfo.update, { phone: '11' }),
        () => naming.call(bankChange, {}), () => naming.call(merchantStoreLocations.list, {}), () => naming.call(merchantStoreLocations.create, store('Intruder')),
        () => naming.call(merchantContacts.list, {}), () => naming.call(merchantContracts.list, {}), () => naming.call(orderList, {}),
        () => naming.call(lineList, {}), () => naming.call(discountList, {}), () => naming.call(statement, period as never),
        () => naming.call(returnList, {}), () => naming.call(merchantSellers, {}), () => naming.call(merchantBrand, { id: 1 }),
        () => naming.call(reportExport, { report: 'statement', format: 'csv', filters: period }), () => naming.call(search, { q: theirOnly.order_number }),
      ];
      for (const call of named) expect((await expectApiError(call())).status, m.email).toBe(403);

      // the other vendor's ids, acting for his own: not found (or refused), never the row
      const byId: (() => Promise<unknown>)[] = [
        () => mine.call(merchantStoreLocations.get, { id: theirs.location }), () => mine.call(merchantStoreLocations.update, { id: theirs.location, hours: '00:00-00:01' }),
        () => mine.call(merchantStoreLocations.delete, { id: theirs.location }), () => mine.call(merchantContacts.get, { id: theirs.contact }),
        () => mine.call(merchantContacts.update, { id: theirs.contact, phone: '11' }), () => mine.call(merchantContracts.get, { id: theirs.contract }),
        () => mine.call(discountGet, { id: theirs.coupon }), () => mine.call(orderGet, { number: theirOnly.order_number }),
        () => mine.call(lineItemUpdate, { line_item_id: theirOnly.id, actn: 'taken' }),
        () => mine.call(bankChangeApprove, { id: 1 }), () => mine.call(bankChangeList, {}),
      ];
      for (const call of byId) expect([403, 404], m.email).toContain((await expectApiError(call())).status);
      // a brand only the other vendor sells is not found for him
      const brandsOf = async (c: typeof mine) => (await c.call(merchantBrand, { id: (await c.call(merchantDashboard, {})).brands[0]!.id })).brands;
      const ownBrands = new Set((await brandsOf(mine)).map((b) => b.id));
      const theirBrand = (await brandsOf(admin(m.other))).find((b) => !ownBrands.has(b.id));
      expect(theirBrand, 'a brand only the other vendor sells').toBeDefined();
      expect((await expectApiError(mine.call(merchantBrand, { id: theirBrand!.id }))).status).toBe(404);
      const batch = await mine.call(lineBatchStatus, { ids: [theirOnly.id], actn: 'taken' });
      expect(batch.applied).toBe(0);

      // his own lists hold only his rows
      const locations = await mine.call(merchantStoreLocations.list, { per_page: 100 });
      expect(locations.items.map((l) => l.id)).not.toContain(theirs.location);
      expect((await mine.call(merchantContacts.list, { per_page: 100 })).items.map((c) => c.id)).not.toContain(theirs.contact);
      expect((await mine.call(merchantContracts.list, { per_page: 100 })).items.map((c) => c.id)).not.toContain(theirs.contract);
      expect((await mine.call(discountList, { per_page: 100 })).items.every((d) => d.vendor_id === m.own)).toBe(true);
      expect((await mine.call(lineList, { per_page: 1000 })).items.every((l) => l.vendor_id === m.own)).toBe(true);
      const ownName = (await mine.call(merchantInfo.get, {})).item.name;
      expect((await mine.call(returnList, { per_page: 1000 })).items.every((r) => r.vendor_name === ownName)).toBe(true);
      const orders = (await mine.call(orderList, { per_page: 100 })).items.map((o) => o.number);
      expect(orders).not.toContain(theirOnly.order_number);
      // nor does the palette find it, or one of his coupons
      for (const q of [theirOnly.order_number, `VEND${m.other}OFF`]) {
        const found = (await mine.call(search, { q })).groups.flatMap((g) => g.items.map((i) => i.id));
        expect(found, q).not.toContain(theirOnly.order_number);
        expect(found, q).not.toContain(String(theirs.coupon));
      }
      const report = await mine.call(statement, period as never) as { items: { key: unknown }[] };
      expect(report.items.map((r) => Number(r.key))).toEqual(report.items.length ? [m.own] : []);
      expect((await mine.call(merchantDashboard, {})).vendor_ids).toEqual([m.own]);
      // the contracts are read only to him
      expect((await expectApiError(mine.call(merchantContracts.create, contract('MINE-1')))).status).toBe(403);
    }
  });
});

describe('the console', () => {
  it('dashboard: his lines to prepare, sales from the rollups equal to the statement and sales reports, low stock; an admin must pick a vendor', async () => {
    const { api } = await server.login('merchant@demo.mn');
    const d = await api.call(merchantDashboard, {});
    // what the tile counts is what its link shows
    const lines = await api.call(lineList, { per_page: 1000, q: prepareFilters(d.since) });
    expect(d.to_prepare.lines).toBe(lines.total);
    expect(d.to_prepare.orders).toBe(new Set(lines.items.map((l) => l.order_number)).size);
    expect(d.to_prepare.orders).toBeLessThanOrEqual(d.to_prepare.lines);
    expect(d.top_products.length).toBeLessThanOrEqual(5);
    for (const p of d.low_stock) expect(p.count_on_hand).toBeLessThanOrEqual(5);
    const last = await api.call(statement, { preset: 'last_month' } as never) as { totals: { owed: number } };
    expect(d.next_payout.amount).toBe(last.totals.owed);
    const month = await api.call(reportQueries.sales_by_vendor!, { preset: 'this_month' } as never) as { totals: { net: number } };
    expect(d.sales.this_month).toBe(month.totals.net);
    // the admin sees the console of the vendor he picks, and is told to pick one otherwise
    expect(await admin(1).call(merchantDashboard, {})).toEqual(d);
    expect(await expectApiError(admin().call(merchantDashboard, {}))).toMatchObject({ status: 400, fields: { vendor_id: expect.any(String) } });
  });

  it('store locations: district and khoroo checked, the name his own, a row his vendor\'s whatever he sends', async () => {
    const { api } = await server.login('merchant2@demo.mn');
    // the demo gives each vendor a store or two
    expect((await api.call(merchantStoreLocations.list, {})).items.map((l) => l.name)).toContain('Төв дэлгүүр');
    const { item } = await api.call(merchantStoreLocations.create, { ...store('Төв салбар'), vendor_id: 1 } as never);
    expect(item).toMatchObject({ district: 'Чингэлтэй', khoroo: 4, lat: 47.92 });
    expect((await expectApiError(admin(1).call(merchantStoreLocations.get, { id: item.id }))).status).toBe(404);
    expect((await admin(2).call(merchantStoreLocations.get, { id: item.id })).item.name).toBe('Төв салбар');
    expect((await expectApiError(api.call(merchantStoreLocations.create, store('Төв салбар')))).status).toBe(409);
    const bad = await expectApiError(api.call(merchantStoreLocations.create, { ...store('Өөр'), district: 'Paris', khoroo: 0 } as never));
    expect(bad).toMatchObject({ status: 400, fields: { district: expect.any(String), khoroo: expect.any(String) } });
    const { item: moved } = await api.call(merchantStoreLocations.update, { id: item.id, hours: '09:00-21:00', lat: 47.91 });
    expect(moved).toMatchObject({ hours: '09:00-21:00', lat: 47.91 });
  });

  it('store information: a merchant changes his details at once; his bank accounts wait for an admin, who approves or rejects', async () => {
    const { api } = await server.login('merchant@demo.mn');
    const before = (await api.call(merchantInfo.get, {})).item;
    const accounts = [{ kind: 'main' as const, bank: 'Khan', account: '5000123456', name: 'Nomin Trade LLC' }];
    const { item } = await api.call(merchantInfo.update, { phone: '75757575', bank_accounts: accounts });
    expect(item.phone).toBe('75757575');
    expect(item.bank_accounts).toEqual(before.bank_accounts);
    expect((await admin(1).call(organizations.get, { id: 1 })).item.bank_accounts).toEqual(before.bank_accounts);
    const waiting = (await api.call(bankChange, {})).item!;
    expect(waiting).toMatchObject({ state: 'pending', vendor_id: 1, bank_accounts: accounts, requested_by: 'merchant@demo.mn' });
    // the commission and fee are not his to set
    expect('commission_percent' in item).toBe(false);

    // the other merchant never sees it; an admin acting for another vendor does not find it
    const other = await server.login('merchant2@demo.mn');
    expect((await other.api.call(bankChange, {})).item).toBeNull();
    expect((await expectApiError(admin(2).call(bankChangeApprove, { id: waiting.id }))).status).toBe(404);
    expect((await expectApiError(api.call(bankChangeApprove, { id: waiting.id }))).status).toBe(403);
    // every vendor's waiting requests in one list for an admin with no vendor picked (the picked
    // vendor's alone once he picks one, as every screen); none for a merchant
    const pending = await server.client({ token: adminToken }).call(bankChangeList, {});
    expect(pending.items.find((c) => c.id === waiting.id)).toMatchObject({ vendor_id: 1, state: 'pending', requested_by: 'merchant@demo.mn' });
    expect(pending.items.every((c) => c.state === 'pending' && c.vendor_name.length > 0)).toBe(true);
    expect((await admin(1).call(bankChangeList, { q: { id_eq: waiting.id } })).items.map((c) => c.id)).toEqual([waiting.id]);
    expect((await admin(2).call(bankChangeList, { q: { id_eq: waiting.id } })).items).toEqual([]);
    expect((await expectApiError(api.call(bankChangeList, {}))).status).toBe(403);

    const approved = await admin(1).call(bankChangeApprove, { id: waiting.id });
    expect(approved.item).toMatchObject({ state: 'approved', decided_by: 'admin@demo.mn' });
    expect((await api.call(merchantInfo.get, {})).item.bank_accounts).toEqual(accounts);
    expect((await expectApiError(admin(1).call(bankChangeReject, { id: waiting.id, reason: 'late' }))).status).toBe(409);
    expect((await admin(1).call(bankChangeList, {})).items.map((c) => c.id)).not.toContain(waiting.id);
    expect((await admin(1).call(bankChangeList, { state: 'approved' })).items.map((c) => c.id)).toContain(waiting.id);

    // a second ask, rejected: nothing changes
    await api.call(merchantInfo.update, { bank_accounts: [{ ...accounts[0]!, account: '9999999999' }] });
    const second = (await api.call(bankChange, {})).item!;
    const rejected = await admin(1).call(bankChangeReject, { id: second.id, reason: 'the account is not the company\'s' });
    expect(rejected.item).toMatchObject({ state: 'rejected', reason: 'the account is not the company\'s' });
    expect((await api.call(merchantInfo.get, {})).item.bank_accounts).toEqual(accounts);
  });

  it('sellers: his vendor\'s people with their sales as seller; brand page: his products of a brand he sells', async () => {
    const { api } = await server.login('merchant@demo.mn');
    const sellers = await api.call(merchantSellers, { preset: 'last_year' });
    expect(sellers.items.map((s) => s.email)).toContain('merchant@demo.mn');
    expect(sellers.items.map((s) => s.email)).not.toContain('merchant2@demo.mn');
    for (const s of sellers.items) expect(s.roles).toContain('merchant');

    const { brands } = await api.call(merchantDashboard, {});
    expect(brands.length).toBeGreaterThan(0);
    const page = await api.call(merchantBrand, { id: brands[0]!.id });
    expect(page.brand.id).toBe(brands[0]!.id);
    expect(page.product_count).toBe(brands[0]!.products);
    expect(page.products.length).toBe(Math.min(200, page.product_count));
    expect((await expectApiError(api.call(merchantBrand, { id: 999_999 }))).status).toBe(404);
  });
});
