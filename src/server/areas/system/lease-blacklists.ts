import { eq, inArray } from 'drizzle-orm';
import { leaseBlacklists } from '../../../shared/commands/system/lease-blacklists.js';
import type { AnyResource } from '../../../shared/resources/define.js';
import type { AuthedContext } from '../../commands/handler.js';
import { schema } from '../../db/index.js';
import { camel, plainItem, type Row } from '../../resources/columns.js';
import { serveResource } from '../../resources/serve.js';

const { users } = schema;
const table = schema.leaseBlacklists;

/** The rows with who listed each (their email), which the table keeps as a user id. */
async function items(ctx: AuthedContext, rows: Row[]): Promise<unknown[]> {
  const ids = [...new Set(rows.map((r) => r.createdById as number | null).filter((id): id is number => id !== null))];
  const emails = new Map(ids.length ? (await ctx.db.select({ id: users.id, email: users.email }).from(users).where(inArray(users.id, ids))).map((u) => [u.id, u.email]) : []);
  return rows.map((r) => ({ ...plainItem(leaseBlacklists.def as AnyResource['def'], r, camel), created_by: emails.get(r.createdById as number) ?? null }));
}

export const leaseBlacklistHandlers = serveResource(leaseBlacklists, {
  table, items,
  // who listed it comes from the session, so it is set once, on creation, and never typed
  async afterWrite(ctx, id, _input, created) {
    if (created) await ctx.db.update(table).set({ createdById: ctx.principal.user.id }).where(eq(table.id, id));
  },
});
