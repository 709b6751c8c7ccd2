import { and, asc, count, eq, inArray, sql } from 'drizzle-orm';
import { ransackOrder, ransackWhere, type FilterColumn } from '../../commands/ransack.js';
import { systemWebsites, type websiteCommands } from '../../../shared/commands/system/websites.js';
import { NO_ROLES, type RolePlaces } from '../../../shared/roles/grant.js';
import type { Role } from '../../../shared/roles/roles.js';
import type { AnyResource } from '../../../shared/resources/define.js';
import { toRoles } from '../../auth/principal.js';
import type { AuthedContext, HandlersOf } from '../../commands/handler.js';
import { schema } from '../../db/index.js';
import { conflict, notFound, unprocessable } from '../../errors.js';
import { notifySessionsEnded } from '../../realtime/notify.js';
import { camel, plainItem, type Row } from '../../resources/columns.js';
import { serveResource } from '../../resources/serve.js';
import { assertMayGrant } from '../users/staff.js';

const { users, websites, websiteMemberships, websiteVendors, vendors } = schema;

/** Each website with how many members it has, which the table keeps in the memberships. */
async function items(ctx: AuthedContext, rows: Row[]): Promise<unknown[]> {
  const ids = rows.map((r) => r.id);
  const counts = ids.length
    ? await ctx.db.select({ id: websiteMemberships.websiteId, n: count() }).from(websiteMemberships).where(inArray(websiteMemberships.websiteId, ids)).groupBy(websiteMemberships.websiteId)
    : [];
  const byId = new Map(counts.map((c) => [c.id, c.n]));
  return rows.map((r) => ({ ...plainItem(systemWebsites.def as AnyResource['def'], r, camel), members: byId.get(r.id) ?? 0 }));
}

export const websiteResourceHandlers = serveResource(systemWebsites, { table: websites, items });

async function oneWebsite(ctx: AuthedContext, id: number) {
  const [row] = await ctx.db.select().from(websites).where(eq(websites.id, id)).limit(1);
  if (!row) throw notFound('No such website');
  return (await items(ctx, [row as Row]))[0] as never;
}

async function memberOf(ctx: AuthedContext, websiteId: number, userId: number) {
  const [row] = await ctx.db.select({
    user_id: users.id, email: users.email, first: users.firstName, last: users.lastName, roles: websiteMemberships.roles,
  }).from(websiteMemberships).innerJoin(users, eq(users.id, websiteMemberships.userId))
    .where(and(eq(websiteMemberships.websiteId, websiteId), eq(websiteMemberships.userId, userId))).limit(1);
  return row ? toMember(row) : null;
}

function toMember(r: { user_id: number; email: string; first: string | null; last: string | null; roles: string[] }) {
  return { user_id: r.user_id, email: r.email, name: [r.first, r.last].filter(Boolean).join(' '), roles: toRoles(r.roles) };
}

/**
 * The one role rule (shared/roles/grant.ts) over a change of one membership: `before` is the
 * user's roles on this website only, as the change touches nothing else of his.
 */
function assertMayChange(ctx: AuthedContext, websiteId: number, before: readonly Role[], after: readonly Role[]): void {
  const places: RolePlaces = { ...NO_ROLES, websites: [{ id: websiteId, roles: before }] };
  assertMayGrant(ctx, places, { websites: [{ website_id: websiteId, roles: after }] });
}

/** A role change counts from the member's next request, and his open sockets sign in again. */
async function rolesChanged(ctx: AuthedContext, websiteId: number, userId: number): Promise<void> {
  ctx.services.principals.clear();
  await notifySessionsEnded(ctx.db, { userId });
  ctx.auditTarget = `system_website:${websiteId}`;
}

const merchantColumns = { id: vendors.id, name: vendors.name, org_name: vendors.orgName, registry: vendors.registry, phone: vendors.phone };
const MERCHANT_FILTERS: Record<string, FilterColumn> = { name: { kind: 'text', column: vendors.name } };

async function oneVendor(ctx: AuthedContext, vendorId: number) {
  const [row] = await ctx.db.select(merchantColumns).from(vendors).where(eq(vendors.id, vendorId)).limit(1);
  if (!row) throw unprocessable('No such merchant', { vendor_id: 'no such merchant' });
  return row;
}

export const websiteHandlers: HandlersOf<typeof websiteCommands> = {
  async websiteMerchants({ id, page, per_page, q }, ctx) {
    await oneWebsite(ctx, id);
    const where = and(eq(websiteVendors.websiteId, id), ransackWhere(q, MERCHANT_FILTERS));
    const [rows, [total]] = await Promise.all([
      ctx.db.select(merchantColumns).from(websiteVendors).innerJoin(vendors, eq(vendors.id, websiteVendors.vendorId)).where(where)
        .orderBy(...ransackOrder(q, { name: vendors.name }, vendors.name), asc(vendors.id)).limit(per_page).offset((page - 1) * per_page),
      ctx.db.select({ n: count() }).from(websiteVendors).innerJoin(vendors, eq(vendors.id, websiteVendors.vendorId)).where(where),
    ]);
    return { items: rows, page, per_page, total: total?.n ?? 0 };
  },

  async websiteMerchantNames({ id }, ctx) {
    await oneWebsite(ctx, id);
    const items = await ctx.db.select({ id: vendors.id, name: vendors.name }).from(websiteVendors).innerJoin(vendors, eq(vendors.id, websiteVendors.vendorId))
      .where(eq(websiteVendors.websiteId, id)).orderBy(asc(vendors.name), asc(vendors.id));
    return { items };
  },

  async addWebsiteMerchant({ id, vendor_id }, ctx) {
    await oneWebsite(ctx, id);
    const merchant = await oneVendor(ctx, vendor_id);
    const added = await ctx.db.insert(websiteVendors).values({ websiteId: id, vendorId: vendor_id }).onConflictDoNothing().returning({ id: websiteVendors.vendorId });
    if (!added.length) throw conflict('Already sells on this website', { vendor_id: 'already on this website' });
    ctx.auditTarget = `system_website:${id}`;
    return { merchant };
  },

  async removeWebsiteMerchant({ id, vendor_id }, ctx) {
    await oneWebsite(ctx, id);
    const removed = await ctx.db.delete(websiteVendors).where(and(eq(websiteVendors.websiteId, id), eq(websiteVendors.vendorId, vendor_id))).returning({ id: websiteVendors.vendorId });
    if (!removed.length) throw notFound('This merchant does not sell on this website');
    ctx.auditTarget = `system_website:${id}`;
    return { removed: true as const };
  },

  async updateWebsiteFeatures({ id, features }, ctx) {
    await oneWebsite(ctx, id);
    await ctx.db.update(websites).set({ features }).where(eq(websites.id, id));
    // a feature opens or closes screens: the principals read the website's features anew
    ctx.services.principals.clear();
    ctx.auditTarget = `system_website:${id}`;
    return { item: await oneWebsite(ctx, id) };
  },

  async websiteMembers({ id }, ctx) {
    await oneWebsite(ctx, id);
    const rows = await ctx.db.select({
      user_id: users.id, email: users.email, first: users.firstName, last: users.lastName, roles: websiteMemberships.roles,
    }).from(websiteMemberships).innerJoin(users, eq(users.id, websiteMemberships.userId))
      .where(eq(websiteMemberships.websiteId, id)).orderBy(users.email);
    return { items: rows.map(toMember) };
  },

  async addWebsiteUser({ id, user_id, email, roles }, ctx) {
    await oneWebsite(ctx, id);
    const [user] = await ctx.db.select({ id: users.id }).from(users)
      .where(user_id !== undefined ? eq(users.id, user_id) : sql`lower(${users.email}) = ${email!.toLowerCase()}`).limit(1);
    if (!user) throw unprocessable('No such user', { [user_id !== undefined ? 'user_id' : 'email']: 'no such user' });
    if (await memberOf(ctx, id, user.id)) throw conflict('Already a member of this website', { email: 'already a member' });
    assertMayChange(ctx, id, [], roles);
    await ctx.db.insert(websiteMemberships).values({ userId: user.id, websiteId: id, roles });
    await rolesChanged(ctx, id, user.id);
    return { member: (await memberOf(ctx, id, user.id))! };
  },

  async updateWebsiteRoles({ id, user_id, roles }, ctx) {
    const before = await memberOf(ctx, id, user_id);
    if (!before) throw notFound('Not a member of this website');
    assertMayChange(ctx, id, before.roles, roles);
    await ctx.db.update(websiteMemberships).set({ roles }).where(and(eq(websiteMemberships.websiteId, id), eq(websiteMemberships.userId, user_id)));
    await rolesChanged(ctx, id, user_id);
    return { member: (await memberOf(ctx, id, user_id))! };
  },

  async removeWebsiteUser({ id, user_id }, ctx) {
    const before = await memberOf(ctx, id, user_id);
    if (!before) throw notFound('Not a member of this website');
    assertMayChange(ctx, id, before.roles, []);
    await ctx.db.delete(websiteMemberships).where(and(eq(websiteMemberships.websiteId, id), eq(websiteMemberships.userId, user_id)));
    await rolesChanged(ctx, id, user_id);
    return { removed: true as const };
  },
};
