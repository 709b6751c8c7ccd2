import { and, count, desc, eq, inArray, isNotNull, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { userCommands } from '../../../shared/commands/users.js';
import { holdsPrivileged, NO_ROLES, refusedGrants, type RolePlaces, type RoleWrite } from '../../../shared/roles/grant.js';
import { POWERLESS_ROLES } from '../../../shared/roles/powerless.js';
import type { Role } from '../../../shared/roles/roles.js';
import type { UserDetail } from '../../../shared/schema/user.js';
import { hashPassword } from '../../auth/password.js';
import { loadMemberships } from '../../auth/principal.js';
import type { Scope } from '../../auth/scope.js';
import type { AuthedContext, HandlersOf } from '../../commands/handler.js';
import { ransackOrder, ransackWhere, type FilterColumn } from '../../commands/ransack.js';
import { schema, type Db } from '../../db/index.js';
import { notifySessionsEnded } from '../../realtime/notify.js';
import { conflict, forbidden, notFound, unprocessable } from '../../errors.js';
import { requestLocale } from '../../http-errors.js';
import { fill } from '../../outbox/templates.js';
import { lookup } from '../../../shared/i18n/index.js';
import { userMatch } from './find.js';
import { usersInScope } from './scope.js';
import { creditBalance } from './store-credits.js';
import { toUserColumns, toUserJson } from './serialize.js';

const { users, vendorMemberships, websiteMemberships, websites, vendors } = schema;
type Staff = Pick<typeof userCommands, 'search' | 'list' | 'get' | 'create' | 'update'>;

const hasVendor = sql`exists (select 1 from ${vendorMemberships} where ${vendorMemberships.userId} = ${users.id})`;
const KINDS: Record<string, SQL | undefined> = {
  all: undefined,
  admins: sql`${users.roles} && array['admin','shop_admin','product_admin']::text[]`,
  merchants: or(hasVendor, sql`'merchant' = any(${users.roles})`),
  drivers: sql`'driver' = any(${users.roles})`,
};

const FILTERS: Record<string, FilterColumn> = {
  id: { kind: 'number', column: users.id },
  email: { kind: 'text', column: users.email },
  first_name: { kind: 'text', column: users.firstName },
  last_name: { kind: 'text', column: users.lastName },
  mobile: { kind: 'text', column: users.mobile },
  register_number: { kind: 'text', column: users.registerNumber },
  roles: { kind: 'array', column: users.roles },
  created_at: { kind: 'date', column: users.createdAt },
  confirmed: { kind: 'bool', where: (_p, v) => (v ? isNotNull(users.confirmedAt) : isNull(users.confirmedAt)) },
};
const SORTS = { id: users.id, email: users.email, first_name: users.firstName, created_at: users.createdAt };

async function detail(db: Db, scope: Scope, id: number): Promise<UserDetail> {
  const [user] = await db.select().from(users).where(and(eq(users.id, id), usersInScope(scope))).limit(1);
  if (!user) throw notFound('No such user');
  // staff see the memberships a user really has, not the everything an admin implicitly holds
  const memberships = await loadMemberships(db, id, false);
  return { ...toUserJson(user), ...memberships, store_credit: await creditBalance(db, id) };
}

/**
 * Every call that writes roles asks the one rule (shared/roles/grant.ts) with the caller's
 * effective roles: nobody gives or takes a role he does not hold, the privileged ones only an admin.
 */
export function assertMayGrant(ctx: AuthedContext, before: RolePlaces, write: RoleWrite): void {
  const granter = { isAdmin: ctx.principal.isAdmin, roles: ctx.scope.roles, powerless: POWERLESS_ROLES };
  const locale = requestLocale(ctx.request);
  if (!granter.isAdmin && holdsPrivileged(before)) throw forbidden(lookup(locale, 'errors.admin_account'));
  const refused = refusedGrants(granter, before, write);
  if (refused.length) throw forbidden(fill(lookup(locale, 'errors.grant_refused') ?? '', { roles: refused.join(', ') }));
}

type Memberships = {
  websites?: { website_id: number; roles: Role[] }[] | undefined;
  vendors?: { vendor_id: number; roles: Role[] }[] | undefined;
};

/** Replaces a user's memberships with the given ones; unknown ids are refused, naming the field. */
async function setMemberships(ctx: AuthedContext, userId: number, m: Memberships): Promise<void> {
  const db = ctx.db;
  if (m.websites) {
    const ids = m.websites.map((w) => w.website_id);
    const found = ids.length ? await db.select({ id: websites.id }).from(websites).where(inArray(websites.id, ids)) : [];
    const missing = ids.findIndex((id) => !found.some((f) => f.id === id));
    if (missing >= 0) throw unprocessable('No such website', { [`websites.${missing}.website_id`]: 'no such website' });
    await db.delete(websiteMemberships).where(eq(websiteMemberships.userId, userId));
    if (ids.length) await db.insert(websiteMemberships).values(m.websites.map((w) => ({ userId, websiteId: w.website_id, roles: w.roles })));
  }
  if (m.vendors) {
    const ids = m.vendors.map((v) => v.vendor_id);
    const outside = ids.findIndex((id) => ctx.scope.vendorIds !== 'all' && !ctx.scope.vendorIds.includes(id));
    if (outside >= 0) throw forbidden('You do not belong to this merchant');
    const found = ids.length ? await db.select({ id: vendors.id }).from(vendors).where(inArray(vendors.id, ids)) : [];
    const missing = ids.findIndex((id) => !found.some((f) => f.id === id));
    if (missing >= 0) throw unprocessable('No such merchant', { [`vendors.${missing}.vendor_id`]: 'no such merchant' });
    await db.delete(vendorMemberships).where(eq(vendorMemberships.userId, userId));
    if (ids.length) await db.insert(vendorMemberships).values(m.vendors.map((v) => ({ userId, vendorId: v.vendor_id, roles: v.roles })));
  }
}

async function assertEmailFree(db: Db, email: string, exceptId?: number): Promise<void> {
  const [taken] = await db.select({ id: users.id }).from(users).where(sql`lower(${users.email}) = ${email.toLowerCase()}`).limit(1);
  if (taken && taken.id !== exceptId) throw conflict('This email is already taken', { email: 'already taken' });
}

export const staffHandlers: HandlersOf<Staff> = {
  async search({ query, page, per_page }, ctx) {
    const { where: match, rank } = userMatch(query);
    const where = and(match, usersInScope(ctx.scope));
    const [rows, [total]] = await Promise.all([
      ctx.db.select().from(users).where(where).orderBy(rank, desc(users.id)).limit(per_page).offset((page - 1) * per_page),
      ctx.db.select({ n: count() }).from(users).where(where),
    ]);
    return { items: rows.map(toUserJson), page, per_page, total: total?.n ?? 0 };
  },

  async list({ page, per_page, q, kind }, ctx) {
    const staff = ctx.principal.isAdmin || ctx.scope.roles.some((r) => r === 'admin' || r === 'users');
    if (!staff && ctx.scope.vendorIds === 'all') throw forbidden('Only the people of your own vendors can be listed');
    const where = and(ransackWhere(q, FILTERS), KINDS[kind], usersInScope(ctx.scope));
    const [rows, [total]] = await Promise.all([
      ctx.db.select().from(users).where(where).orderBy(...ransackOrder(q, SORTS, users.id)).limit(per_page).offset((page - 1) * per_page),
      ctx.db.select({ n: count() }).from(users).where(where),
    ]);
    return { items: rows.map(toUserJson), page, per_page, total: total?.n ?? 0 };
  },

  async get({ id }, ctx) {
    return { user: await detail(ctx.db, ctx.scope, id) };
  },

  async create(input, ctx) {
    const { password, websites: sites, vendors: vendorList, ...f } = input;
    assertMayGrant(ctx, NO_ROLES, { roles: f.roles, websites: sites, vendors: vendorList });
    await assertEmailFree(ctx.db, f.email);
    const [user] = await ctx.db.insert(users).values({
      ...toUserColumns(f), email: f.email, passwordHash: password ? await hashPassword(password) : null,
    }).returning();
    await setMemberships(ctx, user!.id, { websites: sites, vendors: vendorList });
    ctx.auditTarget = `user:${user!.id}`;
    return { user: await detail(ctx.db, { ...ctx.scope, vendorIds: 'all' }, user!.id) };
  },

  async update(input, ctx) {
    const { id, password, websites: sites, vendors: vendorList, ...f } = input;
    const before = await detail(ctx.db, ctx.scope, id);
    assertMayGrant(ctx, before, { roles: f.roles, websites: sites, vendors: vendorList });
    if (f.email !== undefined) await assertEmailFree(ctx.db, f.email, id);
    await ctx.db.update(users).set({
      ...toUserColumns(f),
      ...(password !== undefined && { passwordHash: await hashPassword(password) }),
      updatedAt: new Date(),
    }).where(eq(users.id, id));
    await setMemberships(ctx, id, { websites: sites, vendors: vendorList });
    if (password !== undefined) await ctx.db.delete(schema.sessions).where(eq(schema.sessions.userId, id));
    ctx.services.principals.clear(); // roles and memberships count from the next request on
    await notifySessionsEnded(ctx.db, { userId: id }); // and the user's live sockets sign in again
    ctx.auditTarget = `user:${id}`;
    return { user: await detail(ctx.db, { ...ctx.scope, vendorIds: 'all' }, id) };
  },
};
