import { createHash, randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { applications, type applicationCommands } from '../../../shared/commands/system/applications.js';
import type { AnyResource } from '../../../shared/resources/define.js';
import type { AuthedContext, HandlersOf } from '../../commands/handler.js';
import { schema } from '../../db/index.js';
import { notFound } from '../../errors.js';
import { camel, plainItem, type Row } from '../../resources/columns.js';
import { serveResource } from '../../resources/serve.js';

const table = schema.apiApplications;

/** The SHA-256 of a key, as kept: a key has 256 random bits, so no slow hash is needed to keep it unguessable. */
export const keyHash = (key: string): string => createHash('sha256').update(key).digest('hex');

/** Keys made during one request, by row: answered by that request only, never read back from the table. */
const fresh = new WeakMap<AuthedContext, Map<number, string>>();

async function newKey(ctx: AuthedContext, id: number): Promise<void> {
  const key = `bo_${randomBytes(32).toString('base64url')}`;
  await ctx.db.update(table).set({ keyHash: keyHash(key), keyPrefix: key.slice(0, 10), keyCreatedAt: new Date(), updatedAt: new Date() }).where(eq(table.id, id));
  const made = fresh.get(ctx) ?? new Map<number, string>();
  made.set(id, key);
  fresh.set(ctx, made);
}

async function items(ctx: AuthedContext, rows: Row[]): Promise<unknown[]> {
  const made = fresh.get(ctx);
  return rows.map((r) => {
    const item = plainItem(applications.def as AnyResource['def'], r, camel);
    const key = made?.get(r.id);
    return key ? { ...item, key } : item;
  });
}

export const applicationResourceHandlers = serveResource(applications, {
  table, items,
  async afterWrite(ctx, id, _input, created) {
    if (created) await newKey(ctx, id);
  },
});

export const applicationHandlers: HandlersOf<typeof applicationCommands> = {
  /** A new key in place of the old one, which stops working at once. */
  async regenerateApplicationKey({ id }, ctx) {
    const [row] = await ctx.db.select().from(table).where(eq(table.id, id)).limit(1);
    if (!row) throw notFound();
    await newKey(ctx, id);
    ctx.auditTarget = `application:${id}`;
    const [after] = await ctx.db.select().from(table).where(eq(table.id, id)).limit(1);
    return { item: (await items(ctx, [after as Row]))[0] as never };
  },
};
