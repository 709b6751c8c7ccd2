import { and, count, desc, eq, inArray, sql } from 'drizzle-orm';
import { bankChange, bankChangeApprove, bankChangeList, bankChangeReject, merchantInfo, type BankChange } from '../../../shared/commands/merchant/infos.js';
import { organizations } from '../../../shared/commands/system/organizations.js';
import { lookup } from '../../../shared/i18n/index.js';
import type { AnySingleton } from '../../../shared/resources/singleton.js';
import { inScope } from '../../auth/scope.js';
import { defineHandlers, type AuthedContext, type BoundHandler } from '../../commands/handler.js';
import { schema } from '../../db/index.js';
import { conflict, notFound } from '../../errors.js';
import { ransackOrder, ransackWhere } from '../../commands/ransack.js';
import { requestLocale } from '../../http-errors.js';
import { ownVendor } from '../../resources/serve.js';
import { serveSingleton } from '../../resources/singleton.js';
import { organizationHandlers } from '../system/organizations.js';

const { vendorBankChanges, users, vendors } = schema;

/**
 * §2 /merchant/infos over the organizations' own handlers (the vendor's row, its name unique, the
 * change in its history), on the vendor the call acts for. A merchant's new bank accounts wait in
 * vendor_bank_changes for an admin; everything else he changes applies at once.
 */
const handlerOf = (command: unknown) => organizationHandlers.find((h) => h.command === command)!.handler;
const getOrganization = handlerOf(organizations.get);
const updateOrganization = handlerOf(organizations.update);
const fields = Object.keys(merchantInfo.def.fields);
const infoOf = (item: Record<string, unknown>) => Object.fromEntries(fields.map((f) => [f, item[f] ?? null]));

type Account = { kind: string; bank: string; account: string; name: string };
/** The same accounts whatever their order: a save of the untouched form asks nothing. */
const sameAccounts = (a: Account[], b: Account[]) => {
  const key = (rows: Account[]) => JSON.stringify([...rows].sort((x, y) => x.kind.localeCompare(y.kind)).map((r) => [r.kind, r.bank, r.account, r.name]));
  return key(a) === key(b);
};

async function readInfo(ctx: AuthedContext, vendorId: number): Promise<Record<string, unknown>> {
  const { item } = await getOrganization({ id: vendorId }, ctx) as { item: Record<string, unknown> };
  return item;
}

async function askBankChange(ctx: AuthedContext, vendorId: number, accounts: Account[]): Promise<void> {
  // one waiting request per vendor: the newer ask replaces it
  const [row] = await ctx.db.transaction(async (tx) => {
    await tx.delete(vendorBankChanges).where(and(eq(vendorBankChanges.vendorId, vendorId), eq(vendorBankChanges.state, 'pending')));
    return tx.insert(vendorBankChanges).values({ vendorId, bankAccounts: accounts, requestedBy: ctx.principal.user.id }).returning({ id: vendorBankChanges.id });
  });
  ctx.auditTarget = `vendor_bank_change:${row!.id}`;
}

const infoHandlers: BoundHandler[] = serveSingleton(merchantInfo as unknown as AnySingleton, {
  store: {
    async read(ctx: AuthedContext) {
      return infoOf(await readInfo(ctx, ownVendor(ctx)));
    },
    async write(ctx: AuthedContext, changes: Record<string, unknown>) {
      const vendorId = ownVendor(ctx);
      const { bank_accounts: accounts, ...rest } = changes as { bank_accounts?: Account[] } & Record<string, unknown>;
      const direct: Record<string, unknown> = { ...rest };
      if (accounts) {
        if (ctx.principal.isAdmin) direct.bank_accounts = accounts;
        else if (!sameAccounts(accounts, (await readInfo(ctx, vendorId)).bank_accounts as Account[])) await askBankChange(ctx, vendorId, accounts);
      }
      if (Object.keys(direct).length === 0) return infoOf(await readInfo(ctx, vendorId));
      const { item } = await updateOrganization({ ...direct, id: vendorId }, ctx) as { item: Record<string, unknown> };
      return infoOf(item);
    },
  },
});

const requester = sql<string | null>`(select u.email from ${users} u where u.id = ${vendorBankChanges.requestedBy})`;
const decider = sql<string | null>`(select u.email from ${users} u where u.id = ${vendorBankChanges.decidedBy})`;
const columns = { row: vendorBankChanges, requestedBy: requester, decidedBy: decider };

function toJson(r: { row: typeof vendorBankChanges.$inferSelect; requestedBy: string | null; decidedBy: string | null }): BankChange {
  return {
    id: r.row.id, vendor_id: r.row.vendorId, state: r.row.state as BankChange['state'], bank_accounts: r.row.bankAccounts as BankChange['bank_accounts'],
    requested_by: r.requestedBy, requested_at: r.row.requestedAt.toISOString(), decided_by: r.decidedBy,
    decided_at: r.row.decidedAt?.toISOString() ?? null, reason: r.row.reason,
  };
}

/** A pending request the admin may decide: another vendor's than the one he acts for is not found. */
async function pendingRequest(ctx: AuthedContext, id: number) {
  const [row] = await ctx.db.select(columns).from(vendorBankChanges).where(eq(vendorBankChanges.id, id)).limit(1).for('update', { of: vendorBankChanges });
  if (!row || !inScope(ctx.scope, row.row.vendorId)) throw notFound(lookup(requestLocale(ctx.request), 'errors.bank_change_not_found'));
  if (row.row.state !== 'pending') throw conflict(lookup(requestLocale(ctx.request), 'errors.bank_change_decided'));
  return row.row;
}

async function decide(ctx: AuthedContext, id: number, state: 'approved' | 'rejected', reason: string | null) {
  return ctx.db.transaction(async (tx) => {
    const inTx = { ...ctx, db: tx } as AuthedContext;
    const row = await pendingRequest(inTx, id);
    if (state === 'approved') await updateOrganization({ id: row.vendorId, bank_accounts: row.bankAccounts }, inTx);
    await tx.update(vendorBankChanges).set({ state, reason, decidedBy: ctx.principal.user.id, decidedAt: sql`now()` }).where(eq(vendorBankChanges.id, id));
    ctx.auditTarget = `vendor_bank_change:${id}`;
    const [after] = await tx.select(columns).from(vendorBankChanges).where(eq(vendorBankChanges.id, id));
    return { item: toJson(after!) };
  });
}

const LIST_FILTERS = {
  id: { kind: 'number' as const, column: vendorBankChanges.id },
  vendor_id: { kind: 'number' as const, column: vendorBankChanges.vendorId },
  requested_at: { kind: 'date' as const, column: vendorBankChanges.requestedAt },
};

const bankHandlers = defineHandlers({ bankChange, bankChangeApprove, bankChangeReject, bankChangeList }, {
  async bankChangeList({ state, q, page, per_page }, ctx) {
    const mine = ctx.scope.vendorIds === 'all' ? undefined : inArray(vendorBankChanges.vendorId, ctx.scope.vendorIds.length ? ctx.scope.vendorIds : [-1]);
    const where = and(eq(vendorBankChanges.state, state), mine, ransackWhere(q, LIST_FILTERS));
    const [rows, [total]] = await Promise.all([
      ctx.db.select({ ...columns, vendorName: vendors.name }).from(vendorBankChanges).innerJoin(vendors, eq(vendors.id, vendorBankChanges.vendorId))
        .where(where).orderBy(...ransackOrder(q, { requested_at: vendorBankChanges.requestedAt }, vendorBankChanges.id))
        .limit(per_page).offset((page - 1) * per_page),
      ctx.db.select({ n: count() }).from(vendorBankChanges).where(where),
    ]);
    return { items: rows.map((r) => ({ ...toJson(r), vendor_name: r.vendorName })), page, per_page, total: total?.n ?? 0 };
  },
  async bankChange(_input, ctx) {
    const [row] = await ctx.db.select(columns).from(vendorBankChanges).where(eq(vendorBankChanges.vendorId, ownVendor(ctx)))
      .orderBy(desc(vendorBankChanges.id)).limit(1);
    return { item: row ? toJson(row) : null };
  },
  bankChangeApprove: ({ id }, ctx) => decide(ctx, id, 'approved', null),
  bankChangeReject: ({ id, reason }, ctx) => decide(ctx, id, 'rejected', reason),
});

export const merchantInfoHandlers: BoundHandler[] = [...infoHandlers, ...bankHandlers];
