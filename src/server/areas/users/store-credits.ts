import { and, count, desc, eq, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { userCommands } from '../../../shared/commands/users.js';
import type { HandlersOf } from '../../commands/handler.js';
import { schema, type Db } from '../../db/index.js';
import { notFound, unprocessable } from '../../errors.js';
import { requestLocale } from '../../http-errors.js';
import { lookup } from '../../../shared/i18n/index.js';
import type { Scope } from '../../auth/scope.js';
import { usersInScope } from './scope.js';
import { MAX_MONEY } from '../../../shared/schema/common.js';

const { storeCredits, users } = schema;
type Credits = Pick<typeof userCommands, 'storeCredits' | 'createStoreCredit'>;
const author = alias(users, 'author');

export async function creditBalance(db: Db, userId: number): Promise<number> {
  const [row] = await db
    .select({ sum: sql<number>`coalesce(sum(${storeCredits.amount}), 0)`.mapWith(Number) })
    .from(storeCredits)
    .where(eq(storeCredits.userId, userId));
  return row?.sum ?? 0;
}

async function assertUser(db: Db, scope: Scope, id: number): Promise<void> {
  const [user] = await db.select({ id: users.id }).from(users).where(and(eq(users.id, id), usersInScope(scope))).limit(1);
  if (!user) throw notFound('No such user');
}

const columns = {
  id: storeCredits.id, amount: storeCredits.amount, category: storeCredits.category, memo: storeCredits.memo,
  createdAt: storeCredits.createdAt, authorId: author.id, authorEmail: author.email,
};
type Row = { id: number; amount: number; category: string; memo: string | null; createdAt: Date; authorId: number | null; authorEmail: string | null };

const toJson = (r: Row) => ({
  id: r.id,
  amount: r.amount,
  category: r.category as 'refund',
  memo: r.memo,
  author: r.authorId !== null && r.authorEmail !== null ? { id: r.authorId, email: r.authorEmail } : null,
  created_at: r.createdAt.toISOString(),
});

export const creditHandlers: HandlersOf<Credits> = {
  async storeCredits({ id, page, per_page }, ctx) {
    await assertUser(ctx.db, ctx.scope, id);
    const [rows, [total], balance] = await Promise.all([
      ctx.db.select(columns).from(storeCredits).leftJoin(author, eq(author.id, storeCredits.authorId))
        .where(eq(storeCredits.userId, id)).orderBy(desc(storeCredits.id)).limit(per_page).offset((page - 1) * per_page),
      ctx.db.select({ n: count() }).from(storeCredits).where(eq(storeCredits.userId, id)),
      creditBalance(ctx.db, id),
    ]);
    return { items: rows.map(toJson), page, per_page, total: total?.n ?? 0, balance };
  },

  async createStoreCredit({ id, amount, category, memo }, ctx) {
    await assertUser(ctx.db, ctx.scope, id);
    // serialise credits of one user so two concurrent deductions cannot both pass the check
    await ctx.db.execute(sql`select id from ${users} where id = ${id} for update`);
    const balance = await creditBalance(ctx.db, id);
    if (balance + amount < 0) throw unprocessable('The balance cannot go below zero', { amount: `at most ${balance} can be taken` });
    // one balance stays within what one entry may be, so every sum is an exact integer in JSON
    if (balance + amount > MAX_MONEY) throw unprocessable(lookup(requestLocale(ctx.request), 'errors.balance_max'), { amount: `at most ${MAX_MONEY - balance} can be added` });
    const [row] = await ctx.db.insert(storeCredits)
      .values({ userId: id, amount, category, memo: memo ?? null, authorId: ctx.principal.user.id }).returning();
    ctx.auditTarget = `user:${id}`;
    return {
      store_credit: toJson({ ...row!, authorId: ctx.principal.user.id, authorEmail: ctx.principal.user.email }),
      balance: balance + amount,
    };
  },
};
