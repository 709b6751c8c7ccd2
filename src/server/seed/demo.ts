import { count, sql } from 'drizzle-orm';
import { seedETickets } from './etickets.js';
import type { Role } from '../../shared/roles/roles.js';
import { hashPassword } from '../auth/password.js';
import { schema, type Db } from '../db/index.js';
import { seedArticles } from './articles.js';
import { DEMO_ORDER_COUNT, seedOrders } from './orders.js';
import { seedProducts } from './products.js';
import { seedPromotions } from './promotions.js';
import { seedSettings } from './settings.js';
import { seedContent } from './content.js';
import { seedGateway } from './gateway.js';
import { seedSystemSettings } from './system.js';
import { seedSuppliers } from './suppliers.js';
import { seedAir } from './air.js';
import { seedMerchantSettings, seedSystemLogs } from './merchant-settings.js';
import { address, BANKS, FAMILY_NAMES, FIRST_NAMES, LAST_NAMES, mobileNumber, random, registerNumber, VENDOR_NAMES } from './names.js';

export const DEMO_PASSWORD = 'demo1234';

/** The demo sign-ins (README lists them; start-up prints them). */
export const DEMO_USERS: readonly { email: string; roles: Role[]; note: string; vendor?: number; websites?: string[] }[] = [
  { email: 'admin@demo.mn', roles: ['admin'], note: 'admin: everything' },
  { email: 'shop@demo.mn', roles: ['shop_admin'], note: 'shop_admin: system settings' },
  { email: 'product@demo.mn', roles: ['product_admin', 'product'], note: 'product_admin' },
  { email: 'merchant@demo.mn', roles: [], vendor: 0, note: 'merchant of the first vendor only' },
  { email: 'merchant2@demo.mn', roles: [], vendor: 1, note: 'merchant of the second vendor only' },
  { email: 'collector@demo.mn', roles: ['collector', 'fulfillment'], note: 'collector' },
  { email: 'content@demo.mn', roles: ['content', 'page', 'news', 'articles', 'menu'], note: 'content editor' },
  { email: 'marketing@demo.mn', roles: ['marketing', 'sms', 'email'], note: 'marketing' },
  { email: 'finance@demo.mn', roles: ['finance_report'], note: 'finance_report' },
  { email: 'report@demo.mn', roles: ['report'], note: 'report' },
  { email: 'users@demo.mn', roles: ['users'], note: 'users: user management' },
  { email: 'catalog@demo.mn', roles: ['product_view'], note: 'product_view: the catalogue, read only' },
  { email: 'stock@demo.mn', roles: ['stock'], note: 'stock: counts stock' },
  { email: 'taxon@demo.mn', roles: ['taxon'], note: 'taxon: the category tree' },
  { email: 'warranty@demo.mn', roles: ['warranty'], note: 'warranty: the warranty desk' },
  { email: 'supplier@demo.mn', roles: ['supplier'], note: 'supplier: suppliers and their branches' },
  { email: 'support@demo.mn', roles: ['contacts'], note: 'contacts: answers the contact form' },
];

const WEBSITES = [
  { index: 'product', domain: 'www.example.mn', name: 'Demo Shop', features: ['leasing'] },
  { index: 'sashka', domain: 'sashka.example.mn', name: 'Sashka', features: [] },
  { index: 'air', domain: 'air.example.mn', name: 'Demo Air', features: ['air_booking'] },
];

/** Fills an empty database with demo data; a database that has any user is left alone. */
export async function seedDemo(db: Db, options: { orders?: number } = {}): Promise<boolean> {
  const seeded = await fillDemo(db, options);
  // the planner's statistics at once: tables filled in one transaction have none until autovacuum
  // comes by, and until then an order's write planned a scan of every parcel unit (20 ms a write).
  // VACUUM too: it marks the pages all-visible, without which an index-only scan (the order
  // look-up's lines, migration 0052) reads the table anyway; PGlite has no autovacuum to do it
  if (seeded) await db.execute(sql`vacuum analyze`);
  return seeded;
}

async function fillDemo(db: Db, options: { orders?: number }): Promise<boolean> {
  return db.transaction(async (tx) => {
    // the help guide has its own guard (see seedArticles)
    await seedArticles(tx);
    const [existing] = await tx.select({ n: count() }).from(schema.users);
    if ((existing?.n ?? 0) > 0) return false;
    const rnd = random(976);

    const sites = await tx.insert(schema.websites).values(WEBSITES).returning();
    const shop = sites[0]!;
    const vendors = await tx.insert(schema.vendors).values(VENDOR_NAMES.map(([name, org], i) => {
      const row = {
      name, orgName: org, registry: String(5_000_000 + i * 7919), vatPayerNumber: String(1_000_000 + i * 104_729),
      email: `info@vendor${i + 1}.mn`, phone: mobileNumber(rnd), address: address(rnd),
      commissionPercent: rnd.pick([5, 7.5, 10, 12, 15]), monthlyFee: rnd.pick([0, 5_000_000, 10_000_000, 15_000_000]),
      contractNumber: `ГЭ-2025/${String(i + 1).padStart(3, '0')}`, contractDate: `2025-0${(i % 9) + 1}-1${i % 10}`,
      bankAccounts: { main: { bank: rnd.pick(BANKS), account: String(5_000_000_000 + i * 1_234_567), name: org }, loan: null, lending: null },
      };
      // the contact person once drawn here (now a row of merchant_contacts): drawn still, so the rest of the demo stays the same
      rnd.pick(FIRST_NAMES); rnd.pick(LAST_NAMES); mobileNumber(rnd);
      return row;
    })).returning();

    const passwordHashes = await Promise.all(DEMO_USERS.map(() => hashPassword(DEMO_PASSWORD)));
    const person = () => ({
      firstName: rnd.pick(FIRST_NAMES), lastName: rnd.pick(LAST_NAMES), familyName: rnd.pick(FAMILY_NAMES),
      mobile: mobileNumber(rnd), registerNumber: registerNumber(rnd), gender: rnd.pick(['male', 'female']),
      birthday: `19${rnd.int(70, 99)}-0${rnd.int(1, 9)}-${rnd.int(10, 28)}`,
    });
    const staff = await tx.insert(schema.users).values(DEMO_USERS.map((u, i) => ({
      email: u.email, roles: u.roles, passwordHash: passwordHashes[i]!, confirmedAt: new Date(), ...person(),
    }))).returning();

    // staff work on the main shop; content and marketing on sashka too; merchants with the merchant role there
    await tx.insert(schema.websiteMemberships).values(staff.flatMap((user, i) => {
      const demo = DEMO_USERS[i]!;
      if (demo.roles.includes('admin')) return [];
      const roles: Role[] = demo.vendor !== undefined ? ['merchant'] : [];
      const rows = [{ userId: user.id, websiteId: shop.id, roles }];
      if (demo.email.startsWith('content') || demo.email.startsWith('marketing')) rows.push({ userId: user.id, websiteId: sites[1]!.id, roles });
      return rows;
    }));
    await tx.insert(schema.vendorMemberships).values(staff.flatMap((user, i) => {
      const vendor = DEMO_USERS[i]!.vendor;
      return vendor === undefined ? [] : [{ userId: user.id, vendorId: vendors[vendor]!.id, roles: ['merchant', 'merchant_product', 'coupon'] }];
    }));

    await seedProducts(tx, vendors.map((v) => v.id), staff[0]!.id);
    await seedSystemSettings(tx, staff[0]!.id);
    await seedSettings(tx);
    await seedContent(tx);
    // every vendor sells on the main shop, the first few on sashka too
    await tx.insert(schema.websiteVendors).values(vendors.flatMap((v, i) => [{ websiteId: shop.id, vendorId: v.id }, ...(i < 3 ? [{ websiteId: sites[1]!.id, vendorId: v.id }] : [])]));
    const extra = random(977);
    await seedMerchantSettings(tx, extra, vendors);
    await seedSystemLogs(tx, extra);

    const drivers = await tx.insert(schema.users).values(['driver1', 'driver2', 'driver3'].map((name) => ({
      email: `${name}@demo.mn`, roles: ['driver'], confirmedAt: new Date(), ...person(),
    }))).returning();
    await tx.insert(schema.websiteMemberships).values(drivers.map((d) => ({ userId: d.id, websiteId: shop.id, roles: [] })));

    const customers = await tx.insert(schema.users).values(Array.from({ length: 40 }, (_, i) => ({
      email: `customer${i + 1}@example.mn`, roles: ['customer'],
      confirmedAt: i % 3 ? new Date(Date.now() - i * 86_400_000) : null, ...person(),
    }))).returning();
    await tx.insert(schema.storeCredits).values(customers.filter((_, i) => i % 4 === 0).map((c) => ({
      userId: c.id, amount: rnd.pick([500_000, 1_000_000, 2_500_000]), category: 'compensation', memo: 'Хүргэлт хоцорсны нөхөн олговор',
      authorId: staff[0]!.id,
    })));
    await seedOrders(tx, {
      vendorIds: vendors.map((v) => v.id), adminId: staff[0]!.id, driverIds: drivers.map((d) => d.id),
      customerIds: customers.map((c) => c.id), websiteId: shop.id, passwordHash: passwordHashes[0]!,
    }, options.orders ?? DEMO_ORDER_COUNT);
    await seedGateway(tx);
    await seedSuppliers(tx, shop.id, staff[0]!.id);
    await seedPromotions(tx, rnd, { websiteId: shop.id, vendorIds: vendors.map((v) => v.id), adminId: staff[0]!.id });
    await seedAir(tx, { websiteId: sites.find((w) => w.index === 'air')!.id, adminId: staff[0]!.id, passwordHash: passwordHashes[0]! });
    // orders of low ids dated this week would break the generated data's order of ids by time
    await seedETickets(tx, { vendorId: vendors[0]!.id, websiteId: shop.id, adminId: staff[0]!.id, orders: (options.orders ?? DEMO_ORDER_COUNT) > 0 });
    return true;
  });
}
