// Issue 14: every plain resource declared on the kit (src/shared/resources/registry.ts), each proved
// through HTTP on the shared seeded database (PGlite, and PostgreSQL when TEST_DATABASE_URL is set):
// list, get, create, update, delete; the role guard both ways; a duplicate refused naming its field;
// and clone, update_positions and audits where declared. A resource declared later is a new case.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApiClient } from '../../src/shared/api/client.js';
import { login } from '../../src/shared/commands/auth.js';
import { brands, stockLocations } from '../../src/shared/commands/products/resources.js';
import { paymentReturnReasons } from '../../src/shared/commands/system/payment-returns.js';
import { websites } from '../../src/shared/commands/system.js';
import { vendors } from '../../src/shared/commands/merchant.js';
import { create as createUser } from '../../src/shared/commands/users.js';
import { lookup } from '../../src/shared/i18n/index.js';
import { columnField, labelKey, type AnyResource } from '../../src/shared/resources/define.js';
import { RESOURCES, SINGLETONS } from '../../src/shared/resources/registry.js';
import { ROLES, type Role } from '../../src/shared/roles/roles.js';
import { changeOf, newRow } from '../helpers/resource-rows.js';
import { expectApiError, startServer, type TestServer } from '../helpers/server.js';

type Item = { id: number } & Record<string, unknown>;
type Page = { items: Item[]; page: number; per_page: number; total: number };
type Call = (command: AnyResource['list'], input: Record<string, unknown>) => Promise<unknown>;

let server: TestServer;
let admin: ApiClient;
/** The admin's token, for clients on a website or acting for a vendor. */
let adminToken: string;
let users = 0;
/** The vendor a vendor-owned resource (contracts, contacts) is tried on: the first demo vendor. */
let vendorId: number;

beforeAll(async () => {
  server = await startServer();
  ({ api: admin, token: adminToken } = await server.login('admin@demo.mn'));
  vendorId = (await admin.call(vendors, { per_page: 1 })).items[0]!.id;
});

/** Writable resources get the whole round; read-only ones (the sync log, bounces) list and get. */
const WRITABLE = RESOURCES.filter((r) => r.create);
const READ_ONLY = RESOURCES.filter((r) => r.def.readOnly);
/** Where a resource's calls act: a vendor-owned one on the test vendor. */
const vendorOf = (resource: AnyResource) => (resource.def.vendor ? vendorId : undefined);
afterAll(async () => { await server?.close(); });

const call = (api: ApiClient) => ((command, input) => api.call(command, input as never)) as Call;

/** A website the resource may be used on (its `websites`/`features` limits), or none when it has no limit. */
async function websiteFor(resource: AnyResource): Promise<number | undefined> {
  const { def } = resource;
  if (!def.websites && !def.features) return undefined;
  const { items } = await admin.call(websites, {});
  const site = items.find((w) => (!def.websites || def.websites.includes(w.index)) && (!def.features || def.features.some((f) => w.features.includes(f))));
  if (!site) throw new Error(`${def.name}: no demo website allows it`);
  return site.id;
}

/**
 * A signed-in user holding exactly one role, on the resource's website when it has one; for a
 * vendor-owned resource a member of the test vendor (with no roles of its own), acting for it.
 */
const clients = new Map<string, Promise<ApiClient>>();
async function clientWith(role: Role, websiteId: number | undefined, vendor?: number): Promise<ApiClient> {
  // one user per role, website and vendor for the whole file: making and signing in a user costs two password hashes
  const key = `${role}/${websiteId ?? ''}/${vendor ?? ''}`;
  if (!clients.has(key)) clients.set(key, newClientWith(role, websiteId, vendor));
  return clients.get(key)!;
}

async function newClientWith(role: Role, websiteId: number | undefined, vendor?: number): Promise<ApiClient> {
  const email = `kit-${++users}-${role.replace(/_/g, '-')}@example.mn`;
  const password = 'Kit-pass-12345';
  await admin.call(createUser, {
    email, password, roles: [role], ...(websiteId && { websites: [{ website_id: websiteId, roles: [] }] }), ...(vendor && { vendors: [{ vendor_id: vendor, roles: [] }] }),
  });
  const { token } = await server.client().call(login, { username: email, password });
  return server.client({ token, websiteId, ...(vendor && { vendorId: vendor }) });
}

describe('every declared resource', () => {
  it('the registry holds the products and System settings resources, each with its messages in both languages', () => {
    expect(RESOURCES.map((r) => r.def.name)).toEqual(expect.arrayContaining([
      'brand', 'option_type', 'option_value', 'property', 'prototype', 'stock_location', 'badge', 'payment_return_reason', 'payment_return_source',
      'zone', 'sizing_guide', 'email_template', 'sms_template', 'payment_method', 'shipping_method', 'shipping_category', 'shipping_rate',
      'supplier', 'supply_segment', 'business_type', 'branch',
      'merchant_contract', 'merchant_contact', 'sync_log', 'email_bounce',
    ]));
    const missing: string[] = [];
    for (const { def, commands } of RESOURCES) {
      const keys = [
        ...commands.map((c) => c.ui.title),
        ...Object.keys(def.fields).map((f) => labelKey(def, f)),
        ...def.list.columns.map((c) => (typeof c === 'object' && c.label) || labelKey(def, columnField(c))),
      ];
      for (const key of keys) for (const locale of ['en', 'mn'] as const) if (!lookup(locale, key)) missing.push(`${def.name}: ${locale} ${key}`);
    }
    expect(missing).toEqual([]);
  });

  it.each(WRITABLE.map((r) => [r.def.name, r] as const))('%s: list, get, create, update, delete through HTTP; a duplicate is a 409 naming its field', async (_name, resource) => {
    const { def } = resource;
    const api = server.client({ token: adminToken, websiteId: await websiteFor(resource), vendorId: vendorOf(resource), locale: 'mn' });
    const run = call(api);
    const input = await newRow(resource, api);
    const { item } = await run(resource.create!, input) as { item: Item };
    for (const [field, value] of Object.entries(input)) if (field in item && !Array.isArray(value)) expect(item[field], field).toEqual(value);

    const page = await run(resource.list, { per_page: 1000 }) as Page;
    expect(page).toMatchObject({ page: 1, per_page: 1000, total: expect.any(Number) });
    const searchable = def.unique?.find((f) => def.list.search?.includes(f));
    const found = searchable ? (await run(resource.list, { query: input[searchable] }) as Page).items : page.items;
    expect(found.map((r) => r.id)).toContain(item.id);
    expect((await run(resource.get, { id: item.id }) as { item: Item }).item.id).toBe(item.id);

    const change = changeOf(resource);
    const updated = await run(resource.update!, { id: item.id, ...change }) as { item: Item };
    expect(updated.item).toMatchObject(change);

    for (const field of def.unique ?? []) {
      const again = await expectApiError(run(resource.create!, { ...(await newRow(resource, api)), [field]: updated.item[field] }));
      expect(again, `${def.name}.${field}`).toMatchObject({ status: 409, code: 'conflict', fields: { [field]: expect.any(String) } });
      // said in the reader's language, naming the field as its form labels it
      expect(again.message).toContain(lookup('mn', labelKey(def, field)));
    }

    await run(resource.delete!, { id: item.id });
    expect((await expectApiError(run(resource.get, { id: item.id }))).status).toBe(404);
  });

  it.each(WRITABLE.map((r) => [r.def.name, r] as const))('%s: a role it does not list gets 403, the roles it lists read and write', async (_name, resource) => {
    const { def } = resource;
    const websiteId = await websiteFor(resource);
    const vendor = vendorOf(resource);
    const outsider = ROLES.find((r) => r !== 'admin' && !def.read.includes(r) && !def.write.includes(r))!;
    const reader = def.read.find((r) => r !== 'admin') ?? 'admin';
    const writer = def.write.find((r) => r !== 'admin') ?? 'admin';

    const stranger = call(await clientWith(outsider, websiteId, vendor));
    expect((await expectApiError(stranger(resource.list, {}))).status).toBe(403);
    expect((await expectApiError(stranger(resource.create!, await newRow(resource, admin)))).status).toBe(403);

    expect(await call(await clientWith(reader, websiteId, vendor))(resource.list, {})).toMatchObject({ items: expect.any(Array) });
    const write = call(await clientWith(writer, websiteId, vendor));
    const { item } = await write(resource.create!, await newRow(resource, admin)) as { item: Item };
    await write(resource.delete!, { id: item.id });

    const readOnly = def.read.find((r) => !def.write.includes(r));
    if (readOnly) expect((await expectApiError(call(await clientWith(readOnly, websiteId, vendor))(resource.create!, await newRow(resource, admin)))).status).toBe(403);
  });

  it.each(READ_ONLY.map((r) => [r.def.name, r] as const))('%s (read-only): lists and gets its rows, declares no write at all, refuses roles it does not list', async (_name, resource) => {
    const { def } = resource;
    expect(resource.commands.map((c) => c.id).sort()).toEqual([`${def.name}.get`, `${def.name}.list`, ...(resource.audits ? [`${def.name}.audits`] : [])].sort());
    const page = await call(admin)(resource.list, { per_page: 5 }) as Page;
    expect(page.items.length, 'the demo holds rows').toBeGreaterThan(0);
    expect((await call(admin)(resource.get, { id: page.items[0]!.id }) as { item: Item }).item).toEqual(page.items[0]);
    // newest first
    const at = page.items.map((r) => String(r.at));
    expect(at).toEqual([...at].sort().reverse());
    // no write route exists: the server answers as for any unknown path
    const res = await fetch(`${server.url}/api/bo/${def.path}`, { method: 'POST', headers: { authorization: `Bearer ${adminToken}`, 'content-type': 'application/json' }, body: '{}' });
    expect(res.status).toBe(404);

    const outsider = ROLES.find((r) => r !== 'admin' && !def.read.includes(r))!;
    expect((await expectApiError(call(await clientWith(outsider, undefined))(resource.list, {}))).status).toBe(403);
    const reader = def.read.find((r) => r !== 'admin') ?? 'admin';
    expect(await call(await clientWith(reader, undefined))(resource.list, {})).toMatchObject({ items: expect.any(Array) });
  });

  it.each(WRITABLE.filter((r) => r.clone || r.update_positions || r.audits).map((r) => [r.def.name, r] as const))(
    '%s: its declared clone, update_positions and audits',
    async (_name, resource) => {
      const run = call(server.client({ token: adminToken, websiteId: await websiteFor(resource), vendorId: vendorOf(resource) }));
      const { item: a } = await run(resource.create!, await newRow(resource, admin)) as { item: Item };
      const { item: b } = await run(resource.create!, await newRow(resource, admin)) as { item: Item };
      if (resource.clone) {
        const { item: copy } = await run(resource.clone, { id: a.id }) as { item: Item };
        expect(copy.id).not.toBe(a.id);
        for (const field of resource.def.unique ?? []) expect(copy[field]).not.toEqual(a[field]);
        // a second copy takes the next free value
        const { item: second } = await run(resource.clone, { id: a.id }) as { item: Item };
        for (const field of resource.def.unique ?? []) expect(second[field]).not.toEqual(copy[field]);
      }
      if (resource.update_positions) {
        expect(await run(resource.update_positions, { ids: [b.id, a.id] })).toEqual({ updated: 2 });
        expect((await run(resource.get, { id: a.id }) as { item: Item }).item.position).toBe(1);
        expect((await run(resource.get, { id: b.id }) as { item: Item }).item.position).toBe(0);
        expect((await expectApiError(run(resource.update_positions, { ids: [a.id, 999_999_999] }))).status).toBe(422);
      }
      if (resource.audits) {
        await run(resource.update!, { id: a.id, ...changeOf(resource) });
        const history = await run(resource.audits, { id: a.id }) as { items: { command_id: string; user_email: string | null }[] };
        expect(history.items.map((h) => h.command_id)).toEqual([resource.update!.id, resource.create!.id]);
        expect(history.items[0]!.user_email).toBe('admin@demo.mn');
      }
    },
  );
});

describe('every declared singleton setting', () => {
  it.each(SINGLETONS.map((s) => [s.def.name, s] as const))('%s: answers whole from its defaults, keeps a saved field, its messages in both languages, its roles both ways', async (_name, singleton) => {
    const { def } = singleton;
    for (const key of [...singleton.commands.map((c) => c.ui.title), ...Object.keys(def.fields).map((f) => `${def.i18n.fields}.${f}`)]) {
      for (const locale of ['en', 'mn'] as const) expect(lookup(locale, key), `${locale} ${key}`).toBeTruthy();
    }
    // a vendor's own record (/settings/merchant) is read for the vendor chosen
    // …and one limited to a feature (the air supplier) for a website that has it
    const featured = def.features && (await server.app.services.database.db.query.websites.findMany())
      .find((w) => def.features!.some((f) => (w.features as string[]).includes(f)))!.id;
    const api = def.vendor ? server.client({ token: adminToken, vendorId }) : featured ? server.client({ token: adminToken, websiteId: featured }) : admin;
    const before = (await api.call(singleton.get, {})).item as Record<string, unknown>;
    expect(Object.keys(before).sort()).toEqual(Object.keys(def.fields).sort());
    // the first field given another value its schema accepts: a default's own value, told apart
    const [field, value] = Object.entries(def.defaults)[0]!;
    const changed = typeof value === 'number' ? value + 1 : typeof value === 'boolean' ? !value : `${String(value)} (kit)`;
    const saved = (await api.call(singleton.update, { [field]: changed })).item as Record<string, unknown>;
    expect(saved).toEqual({ ...before, [field]: changed });
    expect((await api.call(singleton.get, {})).item).toEqual(saved);

    const outsider = ROLES.find((r) => r !== 'admin' && !def.read.includes(r) && !def.write.includes(r))!;
    const stranger = call(await clientWith(outsider, undefined));
    expect((await expectApiError(stranger(singleton.get, {}))).status).toBe(403);
    expect((await expectApiError(stranger(singleton.update, { [field]: value }))).status).toBe(403);
    await api.call(singleton.update, { [field]: before[field] });
  });
});

describe('a row still in use', () => {
  it('a payment return reason a payment return names is neither deleted nor recoded: 409 saying what uses it', async () => {
    const { items } = await admin.call(paymentReturnReasons.list, { query: 'order_canceled' });
    const reason = items.find((r) => r.code === 'order_canceled')!;
    const refused = await expectApiError(admin.call(paymentReturnReasons.delete, { id: reason.id }));
    expect(refused).toMatchObject({ status: 409, fields: { id: expect.any(String) } });
    expect(refused.message).toMatch(/payment returns \(\d+\)/);
    const recoded = await expectApiError(admin.call(paymentReturnReasons.update, { id: reason.id, code: 'canceled' }));
    expect(recoded).toMatchObject({ status: 409, fields: { code: expect.any(String) } });
    // renaming what people read is fine
    await admin.call(paymentReturnReasons.update, { id: reason.id, name_en: 'Order canceled by the shop' });
    expect((await admin.call(paymentReturnReasons.get, { id: reason.id })).item).toMatchObject({ code: 'order_canceled', name_en: 'Order canceled by the shop' });
  });

  it('a brand live products carry is not deleted; in Mongolian the refusal says so in Mongolian', async () => {
    const brand = (await admin.call(brands.list, { query: 'Samsung' })).items[0]!;
    const mn = server.client({ token: adminToken, locale: 'mn' });
    const refused = await expectApiError(mn.call(brands.delete, { id: brand.id }));
    expect(refused).toMatchObject({ status: 409, code: 'conflict' });
    expect(refused.message).toContain(lookup('mn', 'errors.resource.tables.products'));
    expect((await admin.call(brands.get, { id: brand.id })).item.name).toBe('Samsung');
  });

  it('a reference nobody declared (a shipment from a location) is caught from its foreign key: 409 naming the table, nothing deleted', async () => {
    const { item } = await admin.call(stockLocations.create, { name: 'Kit depot', code: 'kit-depot' });
    await server.app.services.database.db.execute(sql`insert into shipments (order_id, number, vendor_id, stock_location_id)
      select o.id, 'H990001', (select id from vendors order by id limit 1), ${item.id} from orders o order by o.id limit 1`);
    const refused = await expectApiError(admin.call(stockLocations.delete, { id: item.id }));
    expect(refused).toMatchObject({ status: 409, fields: { id: expect.stringContaining('shipments') } });
    expect(refused.message).toContain('shipments');
    expect((await admin.call(stockLocations.get, { id: item.id })).item.code).toBe('kit-depot');
  });
});
