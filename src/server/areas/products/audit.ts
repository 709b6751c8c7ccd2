import type { AuthedContext } from '../../commands/handler.js';
import { schema, type DbOrTx } from '../../db/index.js';

export type Changes = Record<string, [unknown, unknown]>;

const norm = (v: unknown) => (v instanceof Date ? v.toISOString() : v === undefined ? null : v);

/** `{ field: [before, after] }` of the fields whose value differs; dates compared as instants. */
export function diff(before: Record<string, unknown>, after: Record<string, unknown>): Changes {
  const changes: Changes = {};
  for (const [key, value] of Object.entries(after)) {
    if (value === undefined) continue;
    const a = norm(before[key]);
    const b = norm(value);
    if (JSON.stringify(a) !== JSON.stringify(b)) changes[key] = [a, b];
  }
  return changes;
}

export interface AuditEntry {
  productId: number;
  variantId?: number | null;
  action: string;
  changes: Changes;
}

/** The product's own trail (§3 audits), beside the command audit log: who changed which field from what to what. */
export async function writeProductAudits(db: DbOrTx, ctx: AuthedContext, commandId: string, entries: AuditEntry[]): Promise<void> {
  if (!entries.length) return;
  for (let i = 0; i < entries.length; i += 1000) {
    await db.insert(schema.productAudits).values(entries.slice(i, i + 1000).map((e) => ({
      productId: e.productId,
      variantId: e.variantId ?? null,
      userId: ctx.principal.user.id,
      action: e.action,
      commandId,
      changes: e.changes,
    })));
  }
}
