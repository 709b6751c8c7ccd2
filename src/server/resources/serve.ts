import { and, asc, count, desc, eq, ilike } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { ListQuery } from '../../shared/schema/list.js';
import type { AnyResource } from '../../shared/resources/define.js';
import type { AuthedContext, BoundHandler } from '../commands/handler.js';
import { likeEscape, ransackOrder, ransackWhere, type FilterColumn } from '../commands/ransack.js';
import { badRequest, notFound } from '../errors.js';
import { searchText } from '../db/search-text.js';
import { camel, plainItem, tableOf, valuesOf, type Row } from './columns.js';
import { resourceExtras } from './extras.js';
import { assertUnique, assertUnused, referenceRefusal, type Reference } from './guards.js';

export type { Reference } from './guards.js';
export type { Row } from './columns.js';

/**
 * How a declared resource (src/shared/resources/define.ts) is stored: its drizzle table, and hooks
 * only for what the declaration cannot say. A plain one is `serveResource(reasons, { table: schema.reasons })`.
 */
export interface ResourceBinding {
  readonly table: PgTable;
  /** A field whose column key is not its camelCase (`presentation_en` → `presentationEn` needs nothing). */
  readonly columns?: Readonly<Record<string, string>>;
  /**
   * A rule on the input the fields' schemas cannot hold (a template that must compile): throws a
   * refusal before anything is written, on create (and so clone) and update; `row` is null on create.
   */
  readonly check?: (ctx: AuthedContext, input: Record<string, unknown>, row: Row | null) => void | Promise<void>;
  /** Columns a write computes (a slug from the name): the values read from the input in, the values to write out. */
  readonly prepare?: (values: Record<string, unknown>, input: Record<string, unknown>, row: Row | null) => Record<string, unknown>;
  /** Items that hold more than their columns (a count, linked ids); by default the item's fields read from the row. */
  readonly items?: (ctx: AuthedContext, rows: Row[]) => Promise<unknown[]>;
  /** After the row is written, in the same transaction (links in other tables, one default among many). */
  readonly afterWrite?: (ctx: AuthedContext, id: number, input: Record<string, unknown>, created: boolean) => Promise<void>;
  /** A refusal of the resource's own before a delete (a location that still holds stock). */
  readonly beforeDelete?: (ctx: AuthedContext, row: Row) => Promise<void>;
  /** What still uses a row: a delete is refused with 409 naming it (a foreign key nobody declared is caught the same way). */
  readonly references?: readonly Reference[];
}

type ListInput = ListQuery & { query?: string | undefined };

/**
 * The vendor a vendor-owned resource's call acts on: the one chosen in the header (`vendor_id`,
 * which the scope has already checked is the user's), or a user's only vendor; else 400.
 */
export function ownVendor(ctx: AuthedContext): number {
  const { vendorId, vendorIds } = ctx.scope;
  if (vendorId !== null) return vendorId;
  if (Array.isArray(vendorIds) && vendorIds.length === 1) return vendorIds[0]!;
  throw badRequest({ vendor_id: 'choose a merchant in the vendor switcher' });
}

/** The handlers of every command the resource declares, on its table. */
export function serveResource(resource: AnyResource, binding: ResourceBinding): BoundHandler[] {
  const { def } = resource;
  const t = tableOf(binding.table);
  const key = (field: string) => binding.columns?.[field] ?? camel(field);
  const col = (field: string) => {
    const c = t.columns[key(field)];
    if (!c) throw new Error(`${def.name}: no column for ${field}`);
    return c;
  };
  // a filter, sort or search over a field without a column fails at start-up, not at the first request
  const filterKinds = { ...def.list.filters, ...(def.parent && { [def.parent.field]: 'number' as const }) };
  const filters: Record<string, FilterColumn> = Object.fromEntries(Object.entries(filterKinds).map(([f, kind]) => [f, { kind, column: col(f) }]));
  const sorts = Object.fromEntries((def.list.sorts ?? []).map((f) => [f, col(f)]));
  const order = [...(def.list.order ?? []).map((f) => (f.startsWith('-') ? desc(col(f.slice(1))) : asc(col(f)))), asc(t.id)];
  const search = def.list.search?.length ? searchText(def.list.search.map(col)) : null;
  const items = binding.items ?? (async (_ctx: AuthedContext, rows: Row[]) => rows.map((r) => plainItem(def, r, key)));
  const references = binding.references ?? [];
  // a vendor-owned resource: every query keeps to the vendor the call acts for
  const vendorCol = def.vendor ? t.columns[def.vendor] : undefined;
  if (def.vendor && !vendorCol) throw new Error(`${def.name}: no column ${def.vendor}`);
  const own = (ctx: AuthedContext) => (vendorCol ? eq(vendorCol, ownVendor(ctx)) : undefined);

  async function load(ctx: AuthedContext, id: number): Promise<Row> {
    const [row] = await ctx.db.select().from(t.table).where(and(eq(t.id, id), own(ctx))).limit(1);
    if (!row) throw notFound();
    return row as Row;
  }
  const one = async (ctx: AuthedContext, id: number) => ({ item: (await items(ctx, [await load(ctx, id)]))[0] });
  const write = (input: Record<string, unknown>, row: Row | null) => {
    const values = valuesOf(def, t, input, key);
    return binding.prepare ? binding.prepare(values, input, row) : values;
  };

  const crud = {
    load,
    items,
    async list(input: ListInput, ctx: AuthedContext) {
      const text = input.query ? `%${likeEscape(input.query)}%` : null;
      const where = and(own(ctx), text && search ? ilike(search, text) : undefined, ransackWhere(input.q, filters));
      const orderBy = typeof input.q?.s === 'string' ? ransackOrder(input.q, sorts, t.id) : order;
      const [rows, [total]] = await Promise.all([
        ctx.db.select().from(t.table).where(where).orderBy(...orderBy).limit(input.per_page).offset((input.page - 1) * input.per_page),
        ctx.db.select({ n: count() }).from(t.table).where(where),
      ]);
      return { items: await items(ctx, rows as Row[]), page: input.page, per_page: input.per_page, total: total?.n ?? 0 };
    },
    get: ({ id }: { id: number }, ctx: AuthedContext) => one(ctx, id),
    async create(input: Record<string, unknown>, ctx: AuthedContext) {
      await binding.check?.(ctx, input, null);
      const values = write(input, null);
      if (def.vendor) values[def.vendor] = ownVendor(ctx);
      await assertUnique(ctx, def, t, values, null, key, own(ctx));
      const [row] = await ctx.db.insert(t.table).values(values).returning({ id: t.id });
      const id = row!.id as number;
      await binding.afterWrite?.(ctx, id, input, true);
      ctx.auditTarget = `${def.name}:${id}`;
      return one(ctx, id);
    },
    async update(input: Record<string, unknown> & { id: number }, ctx: AuthedContext) {
      const row = await load(ctx, input.id);
      await binding.check?.(ctx, input, row);
      const values = write(input, row);
      await assertUnique(ctx, def, t, values, row, key, own(ctx));
      await assertUnused(ctx, references, row, key, values);
      if (Object.keys(values).length) {
        if (t.columns.updatedAt) values.updatedAt = new Date();
        await ctx.db.update(t.table).set(values).where(eq(t.id, row.id));
      }
      await binding.afterWrite?.(ctx, row.id, input, false);
      ctx.auditTarget = `${def.name}:${row.id}`;
      return one(ctx, row.id);
    },
    async delete({ id }: { id: number }, ctx: AuthedContext) {
      const row = await load(ctx, id);
      await binding.beforeDelete?.(ctx, row);
      await assertUnused(ctx, references, row, key);
      try {
        await ctx.db.delete(t.table).where(eq(t.id, id));
      } catch (e) {
        throw referenceRefusal(ctx, e) ?? e;
      }
      ctx.auditTarget = `${def.name}:${id}`;
      return { deleted: true as const };
    },
  };
  const extras = resourceExtras(resource, t, key, crud);

  const bound: [typeof resource.list | undefined, ((input: never, ctx: AuthedContext) => Promise<unknown>) | undefined][] = [
    [resource.list, crud.list], [resource.get, crud.get], [resource.create, crud.create], [resource.update, crud.update],
    [resource.delete, crud.delete], [resource.clone, extras.clone], [resource.update_positions, extras.positions], [resource.audits, extras.audits],
  ];
  return bound.filter(([command]) => command).map(([command, handler]) => {
    if (!handler) throw new Error(`${command!.id} has no handler`);
    return { command: command!, handler: handler as BoundHandler['handler'] };
  });
}

export type Crud = {
  load: (ctx: AuthedContext, id: number) => Promise<Row>;
  items: (ctx: AuthedContext, rows: Row[]) => Promise<unknown[]>;
  create: (input: Record<string, unknown>, ctx: AuthedContext) => Promise<{ item: unknown }>;
};
