import { sql, type SQL } from 'drizzle-orm';
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

/**
 * The product's own trail (§3 audits), beside the command audit log: who changed which field from what to what.
 * The rows travel as one JSON parameter: a price update writes thousands, and a bind parameter per
 * value costs more in building and parsing the statement than the insert itself.
 */
export async function writeProductAudits(db: DbOrTx, ctx: AuthedContext, commandId: string, entries: AuditEntry[]): Promise<void> {
  if (!entries.length) return;
  await db.execute(productAuditsInsert(ctx, commandId, entries));
}

/** The insert of `entries` into the trail, as a statement of its own or the last part of a larger one. */
export function productAuditsInsert(ctx: AuthedContext, commandId: string, entries: AuditEntry[]): SQL {
  const rows = entries.map((e) => ({ product_id: e.productId, variant_id: e.variantId ?? null, action: e.action, changes: e.changes }));
  return sql`insert into ${schema.productAudits} (product_id, variant_id, user_id, action, command_id, changes)
    select r.product_id, r.variant_id, ${ctx.principal.user.id}::bigint, r.action, ${commandId}::text, r.changes
    from json_to_recordset(${JSON.stringify(rows)}::json) as r(product_id bigint, variant_id bigint, action text, changes jsonb)`;
}
