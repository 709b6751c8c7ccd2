import { eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { AnySingleton, SingletonDef } from '../../shared/resources/singleton.js';
import type { AuthedContext, BoundHandler } from '../commands/handler.js';
import { schema, type DbOrTx } from '../db/index.js';

const { singletonSettings } = schema;

/**
 * A singleton's value: what was saved over the declared defaults, each saved field kept only while
 * today's schema accepts it (a field whose rule tightened falls back to its default, never a 500).
 */
export async function readSingleton<F extends z.ZodRawShape>(db: DbOrTx, singleton: { def: SingletonDef<F> }): Promise<{ [K in keyof F]: z.output<F[K]> }> {
  const { def } = singleton;
  const [row] = await db.select({ value: singletonSettings.value }).from(singletonSettings).where(eq(singletonSettings.name, def.name)).limit(1);
  const out: Record<string, unknown> = { ...def.defaults };
  for (const [field, value] of Object.entries(row?.value ?? {})) {
    const schemaOf = def.fields[field] as z.ZodType | undefined;
    const parsed = schemaOf?.safeParse(value);
    if (parsed?.success) out[field] = parsed.data;
  }
  return out as { [K in keyof F]: z.output<F[K]> };
}

/** What a singleton answers: by default its value; a binding may keep a field from ever going out (a secret). */
export interface SingletonBinding {
  readonly item?: (value: Record<string, unknown>) => Record<string, unknown>;
  /** Where the record lives when not in `singleton_settings` (a vendor's own row): read it, and write the changed fields. */
  readonly store?: {
    read: (ctx: AuthedContext) => Promise<Record<string, unknown>>;
    write: (ctx: AuthedContext, changes: Record<string, unknown>) => Promise<Record<string, unknown>>;
  };
}

/** The handlers of a singleton's get and update: one row of `singleton_settings`, merged field by field. */
export function serveSingleton(singleton: AnySingleton, binding: SingletonBinding = {}): BoundHandler[] {
  const shown = (value: Record<string, unknown>) => ({ item: binding.item ? binding.item(value) : value });
  const { store } = binding;
  if (store) {
    return [
      { command: singleton.get, handler: (async (_input: unknown, ctx: AuthedContext) => shown(await store.read(ctx))) as BoundHandler['handler'] },
      {
        command: singleton.update,
        handler: (async (input: Record<string, unknown>, ctx: AuthedContext) =>
          shown(await store.write(ctx, Object.fromEntries(Object.entries(input).filter(([, v]) => v !== undefined))))) as BoundHandler['handler'],
      },
    ];
  }
  return [
    { command: singleton.get, handler: (async (_input: unknown, ctx: AuthedContext) => shown(await readSingleton(ctx.db, singleton))) as BoundHandler['handler'] },
    {
      command: singleton.update,
      handler: (async (input: Record<string, unknown>, ctx: AuthedContext) => {
        const changes = Object.fromEntries(Object.entries(input).filter(([, v]) => v !== undefined));
        const value = { ...(await readSingleton(ctx.db, singleton)), ...changes };
        await ctx.db.insert(singletonSettings).values({ name: singleton.def.name, value })
          .onConflictDoUpdate({ target: singletonSettings.name, set: { value, updatedAt: sql`now()` } });
        ctx.auditTarget = `${singleton.def.name}:1`;
        return shown(value);
      }) as BoundHandler['handler'],
    },
  ];
}
