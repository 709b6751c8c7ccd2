import { and, count, desc, eq, inArray, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { AnyResource } from '../../shared/resources/define.js';
import type { AuthedContext } from '../commands/handler.js';
import { zodFields } from '../commands/register.js';
import { schema } from '../db/index.js';
import { unprocessable } from '../errors.js';
import type { Table } from './columns.js';
import type { Crud } from './serve.js';

const { auditLog, users } = schema;

/** How many copies of one name clone tries before it gives up (`Shirt (copy 50)`). */
const MAX_COPIES = 50;

/** The declared extras of a resource: clone, update_positions and audits (each only when declared). */
export function resourceExtras(resource: AnyResource, t: Table, key: (field: string) => string, crud: Crud) {
  const { def } = resource;
  const parentKey = def.parent ? key(def.parent.field) : null;

  /** A value of a unique field nobody (under the same parent) has yet, which its own schema accepts. */
  async function freeValue(ctx: AuthedContext, field: string, value: unknown, parent: unknown): Promise<unknown> {
    if (typeof value !== 'string') return value;
    const schemaOf = def.fields[field] as z.ZodType;
    const spaced = schemaOf.safeParse(`${value} (copy)`).success;
    const column = t.columns[key(field)]!;
    for (let n = 1; n <= MAX_COPIES; n++) {
      const suffix = n === 1 ? 'copy' : `copy ${n}`;
      const candidate = spaced ? `${value} (${suffix})` : `${value}-${suffix.replace(' ', '-')}`;
      if (!schemaOf.safeParse(candidate).success) break;
      const scope = parentKey ? eq(t.columns[parentKey]!, parent) : undefined;
      const [taken] = await ctx.db.select({ id: t.id }).from(t.table).where(and(eq(column, candidate), scope)).limit(1);
      if (!taken) return candidate;
    }
    throw unprocessable(undefined, { [field]: 'no free value for the copy' });
  }

  return {
    /** A new row with the fields of this one; its unique fields get the first free "(copy)" value. */
    async clone({ id }: { id: number }, ctx: AuthedContext) {
      const [item] = (await crud.items(ctx, [await crud.load(ctx, id)])) as Record<string, unknown>[];
      const input: Record<string, unknown> = {};
      for (const field of Object.keys(def.fields)) if (item![field] !== undefined) input[field] = item![field];
      for (const field of def.unique ?? []) input[field] = await freeValue(ctx, field, input[field], parentKey ? input[def.parent!.field] : null);
      // what was stored once may no longer pass today's rules: said as such, not as a fault
      const parsed = resource.create!.input.safeParse(input);
      if (!parsed.success) throw unprocessable(undefined, zodFields(parsed.error));
      return crud.create(parsed.data as Record<string, unknown>, ctx);
    },

    /** `ids` in their new order: each takes its index as its position. */
    async positions({ ids }: { ids: number[] }, ctx: AuthedContext) {
      const unique = [...new Set(ids)];
      const [found] = await ctx.db.select({ n: count() }).from(t.table).where(inArray(t.id, unique));
      if ((found?.n ?? 0) !== unique.length) throw unprocessable(undefined, { ids: 'no such record' });
      const position = sql`case ${t.id} ${sql.join(unique.map((rowId, i) => sql`when ${rowId} then ${i}::int`), sql` `)} end`;
      await ctx.db.update(t.table).set({ [key('position')]: position }).where(inArray(t.id, unique));
      ctx.auditTarget = `${def.name}:positions`;
      return { updated: unique.length };
    },

    /** The audit entries of one row, newest first: who ran which command with what. */
    async audits({ id, page, per_page }: { id: number; page: number; per_page: number }, ctx: AuthedContext) {
      // another vendor's row has no history to show to this one
      if (def.vendor) await crud.load(ctx, id);
      const where = eq(auditLog.target, `${def.name}:${id}`);
      const [rows, [total]] = await Promise.all([
        ctx.db.select({ a: auditLog, email: users.email }).from(auditLog).leftJoin(users, eq(users.id, auditLog.userId))
          .where(where).orderBy(desc(auditLog.id)).limit(per_page).offset((page - 1) * per_page),
        ctx.db.select({ n: count() }).from(auditLog).where(where),
      ]);
      return {
        items: rows.map(({ a, email }) => ({
          id: a.id, at: a.at.toISOString(), user_id: a.userId, user_email: email, command_id: a.commandId, input: a.input as Record<string, unknown>,
        })),
        page, per_page, total: total?.n ?? 0,
      };
    },
  };
}
