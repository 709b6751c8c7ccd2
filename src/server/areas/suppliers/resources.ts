import { count, eq, inArray } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import { supplierCommands } from '../../../shared/commands/suppliers/index.js';
import { branches, businessTypes, suppliers, supplySegments } from '../../../shared/commands/suppliers/resources.js';
import { defineHandlers, type AuthedContext, type BoundHandler } from '../../commands/handler.js';
import { schema } from '../../db/index.js';
import { badRequest } from '../../errors.js';
import { serveResource } from '../../resources/serve.js';

/** A field naming a row of another table must name one that exists: 400 naming the field, not a foreign-key 409. */
function existing(refs: Record<string, { table: PgTable; id: PgColumn }>) {
  return async (ctx: AuthedContext, input: Record<string, unknown>) => {
    for (const [field, { table, id }] of Object.entries(refs)) {
      const value = input[field];
      if (typeof value !== 'number') continue;
      const [row] = await ctx.db.select({ n: count() }).from(table).where(eq(id, value));
      if (!row?.n) throw badRequest({ [field]: `no such row: ${value}` });
    }
  };
}

/** The Suppliers' plain resources on the kit; a segment, type or supplier still used is not deleted. */
export const supplierResourceHandlers: BoundHandler[] = [
  ...serveResource(supplySegments, { table: schema.supplySegments, references: [{ column: schema.branches.segmentId }] }),
  ...serveResource(businessTypes, { table: schema.businessTypes, references: [{ column: schema.suppliers.businessTypeId }] }),
  ...serveResource(suppliers, {
    table: schema.suppliers, references: [{ column: schema.branches.supplierId }],
    check: existing({ business_type_id: { table: schema.businessTypes, id: schema.businessTypes.id } }),
  }),
  ...serveResource(branches, {
    table: schema.branches,
    check: existing({
      supplier_id: { table: schema.suppliers, id: schema.suppliers.id },
      segment_id: { table: schema.supplySegments, id: schema.supplySegments.id },
    }),
  }),
];

export const supplierHandlers = defineHandlers(supplierCommands, {
  async applySegment({ segment_id, ids }, ctx) {
    const [segment] = await ctx.db.select({ id: schema.supplySegments.id }).from(schema.supplySegments).where(eq(schema.supplySegments.id, segment_id));
    if (!segment) throw badRequest({ segment_id: `no such segment: ${segment_id}` });
    const wanted = [...new Set(ids)];
    const found = await ctx.db.select({ id: schema.branches.id }).from(schema.branches).where(inArray(schema.branches.id, wanted)).for('update');
    const missing = wanted.filter((id) => !found.some((b) => b.id === id));
    if (missing.length) throw badRequest({ ids: `no such branches: ${missing.join(', ')}` });
    const updated = await ctx.db.update(schema.branches).set({ segmentId: segment_id, updatedAt: new Date() })
      .where(inArray(schema.branches.id, wanted)).returning({ id: schema.branches.id });
    ctx.auditTarget = `supply_segment:${segment_id}`;
    return { updated: updated.length };
  },
});
