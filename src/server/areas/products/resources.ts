import { and, asc, count, eq, ilike, inArray, ne, or, sql, type SQL } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { resourceCommandsAll } from '../../../shared/commands/products/resources.js';
import type { AuthedContext, HandlersOf } from '../../commands/handler.js';
import { likeEscape } from '../../commands/ransack.js';
import { schema } from '../../db/index.js';
import { conflict, notFound, unprocessable } from '../../errors.js';
import { ruleError } from './messages.js';
import { slugify } from './write.js';

const {
  brands, optionTypes, optionValues, properties, prototypes, prototypeOptionTypes, prototypeProperties, stockLocations,
  stockItems, products, variants,
} = schema;

type Row = Record<string, unknown> & { id: number };

/**
 * How one plain resource reads and writes: its table, the text a `query` matches, the field that
 * must be unique (409 naming it), its JSON, and hooks for what a plain insert cannot say.
 */
export interface Resource<J> {
  table: PgTable;
  label: string;
  match: (text: string) => SQL | undefined;
  order: SQL[];
  unique?: { field: string; where: (input: Record<string, unknown>, row: Row | null) => SQL | undefined };
  columns: (input: Record<string, unknown>, row: Row | null) => Record<string, unknown>;
  json: (ctx: AuthedContext, rows: Row[]) => Promise<J[]>;
  afterWrite?: (ctx: AuthedContext, id: number, input: Record<string, unknown>, created: boolean) => Promise<void>;
  beforeDelete?: (ctx: AuthedContext, row: Row) => Promise<void>;
}

const pick = (o: Record<string, unknown>) => Object.fromEntries(Object.entries(o).filter(([, v]) => v !== undefined));
const presentation = (i: Record<string, unknown>) => ({ name: i.name, presentationEn: i.presentation_en, presentationMn: i.presentation_mn });

export function crud<J>(r: Resource<J>) {
  const t = r.table as unknown as typeof brands;
  async function load(ctx: AuthedContext, id: number): Promise<Row> {
    const [row] = await ctx.db.select().from(t).where(eq(t.id, id)).limit(1);
    if (!row) throw notFound(`No such ${r.label}`);
    return row as unknown as Row;
  }
  async function assertUnique(ctx: AuthedContext, input: Record<string, unknown>, row: Row | null) {
    const cond = r.unique?.where(input, row);
    if (!cond) return;
    const [taken] = await ctx.db.select({ id: t.id }).from(t).where(and(cond, row ? ne(t.id, row.id) : undefined)).limit(1);
    if (taken) throw conflict(`This ${r.label} already exists`, { [r.unique!.field]: 'already taken' });
  }
  const one = async (ctx: AuthedContext, id: number) => (await r.json(ctx, [await load(ctx, id)]))[0]!;
  return {
    async list(input: { query?: string | undefined; page: number; per_page: number }, ctx: AuthedContext) {
      const where = input.query ? r.match(`%${likeEscape(input.query)}%`) : undefined;
      const [rows, [total]] = await Promise.all([
        ctx.db.select().from(t).where(where).orderBy(...r.order).limit(input.per_page).offset((input.page - 1) * input.per_page),
        ctx.db.select({ n: count() }).from(t).where(where),
      ]);
      return { items: await r.json(ctx, rows as unknown as Row[]), page: input.page, per_page: input.per_page, total: total?.n ?? 0 };
    },
    async get({ id }: { id: number }, ctx: AuthedContext) {
      return { item: await one(ctx, id) };
    },
    async create(input: Record<string, unknown>, ctx: AuthedContext) {
      await assertUnique(ctx, input, null);
      const [row] = await ctx.db.insert(t).values(pick(r.columns(input, null)) as typeof brands.$inferInsert).returning({ id: t.id });
      await r.afterWrite?.(ctx, row!.id, input, true);
      ctx.auditTarget = `${r.label}:${row!.id}`;
      return { item: await one(ctx, row!.id) };
    },
    async update(input: Record<string, unknown> & { id: number }, ctx: AuthedContext) {
      const row = await load(ctx, input.id);
      await assertUnique(ctx, input, row);
      const set = pick(r.columns(input, row));
      if (Object.keys(set).length) await ctx.db.update(t).set(set).where(eq(t.id, row.id));
      await r.afterWrite?.(ctx, row.id, input, false);
      ctx.auditTarget = `${r.label}:${row.id}`;
      return { item: await one(ctx, row.id) };
    },
    async delete({ id }: { id: number }, ctx: AuthedContext) {
      const row = await load(ctx, id);
      await r.beforeDelete?.(ctx, row);
      await ctx.db.delete(t).where(eq(t.id, id));
      ctx.auditTarget = `${r.label}:${id}`;
      return { deleted: true as const };
    },
  };
}

async function assertExist(ctx: AuthedContext, table: typeof optionTypes | typeof properties, ids: unknown, field: string) {
  const list = (ids as number[] | undefined) ?? [];
  if (!list.length) return;
  const found = await ctx.db.select({ id: table.id }).from(table).where(inArray(table.id, list));
  if (found.length !== new Set(list).size) throw unprocessable('No such record', { [field]: 'no such record' });
}

const brand = crud({
  table: brands, label: 'brand',
  match: (s) => or(ilike(brands.name, s), ilike(brands.slug, s)),
  order: [asc(brands.position), asc(brands.name)],
  unique: { field: 'slug', where: (i) => (i.slug !== undefined || i.name !== undefined ? eq(brands.slug, String(i.slug ?? slugify(String(i.name)))) : undefined) },
  columns: (i, row) => ({
    name: i.name, slug: i.slug ?? (row ? undefined : slugify(String(i.name))), description: i.description, logo: i.logo, position: i.position,
    updatedAt: row ? new Date() : undefined,
  }),
  json: async (ctx, rows) => {
    const counts = rows.length ? await ctx.db.select({ id: products.brandId, n: count() }).from(products)
      .where(and(inArray(products.brandId, rows.map((r) => r.id)), sql`${products.deletedAt} is null`)).groupBy(products.brandId) : [];
    return rows.map((b) => ({
      id: b.id, name: b.name as string, slug: b.slug as string, description: b.description as string | null, logo: b.logo as string | null,
      position: b.position as number, products_count: counts.find((c) => c.id === b.id)?.n ?? 0,
    }));
  },
});

const optionValueJson = (v: typeof optionValues.$inferSelect) => ({
  id: v.id, option_type_id: v.optionTypeId, name: v.name, presentation_en: v.presentationEn, presentation_mn: v.presentationMn, position: v.position,
});

const optionType = crud({
  table: optionTypes, label: 'option type',
  match: (s) => or(ilike(optionTypes.name, s), ilike(optionTypes.presentationEn, s), ilike(optionTypes.presentationMn, s)),
  order: [asc(optionTypes.position), asc(optionTypes.id)],
  unique: { field: 'name', where: (i) => (i.name !== undefined ? eq(optionTypes.name, String(i.name)) : undefined) },
  columns: (i) => ({ ...presentation(i), position: i.position }),
  json: async (ctx, rows) => {
    const values = rows.length ? await ctx.db.select().from(optionValues).where(inArray(optionValues.optionTypeId, rows.map((r) => r.id)))
      .orderBy(asc(optionValues.position), asc(optionValues.id)) : [];
    return rows.map((o) => ({
      id: o.id, name: o.name as string, presentation_en: o.presentationEn as string, presentation_mn: o.presentationMn as string,
      position: o.position as number, option_values: values.filter((v) => v.optionTypeId === o.id).map(optionValueJson),
    }));
  },
});

const optionValue = crud({
  table: optionValues as unknown as typeof brands, label: 'option value',
  match: (s) => or(ilike(optionValues.name, s), ilike(optionValues.presentationEn, s), ilike(optionValues.presentationMn, s)),
  order: [asc(optionValues.optionTypeId), asc(optionValues.position), asc(optionValues.id)],
  unique: {
    field: 'name',
    where: (i, row) => (i.name !== undefined
      ? and(eq(optionValues.name, String(i.name)), eq(optionValues.optionTypeId, Number(i.option_type_id ?? row?.optionTypeId)))
      : undefined),
  },
  columns: (i) => ({ ...presentation(i), position: i.position, optionTypeId: i.option_type_id }),
  afterWrite: async () => {},
  json: async (_ctx, rows) => rows.map((v) => optionValueJson(v as unknown as typeof optionValues.$inferSelect)),
});

const property = crud({
  table: properties, label: 'property',
  match: (s) => or(ilike(properties.name, s), ilike(properties.presentationEn, s), ilike(properties.presentationMn, s)),
  order: [asc(properties.name)],
  unique: { field: 'name', where: (i) => (i.name !== undefined ? eq(properties.name, String(i.name)) : undefined) },
  columns: (i) => presentation(i),
  json: async (_ctx, rows) => rows.map((p) => ({
    id: p.id, name: p.name as string, presentation_en: p.presentationEn as string, presentation_mn: p.presentationMn as string,
  })),
});

const prototype = crud({
  table: prototypes, label: 'prototype',
  match: (s) => ilike(prototypes.name, s),
  order: [asc(prototypes.name)],
  unique: { field: 'name', where: (i) => (i.name !== undefined ? eq(prototypes.name, String(i.name)) : undefined) },
  columns: (i) => ({ name: i.name }),
  afterWrite: async (ctx, id, i) => {
    await assertExist(ctx, optionTypes, i.option_type_ids, 'option_type_ids');
    await assertExist(ctx, properties, i.property_ids, 'property_ids');
    if (i.option_type_ids) {
      await ctx.db.delete(prototypeOptionTypes).where(eq(prototypeOptionTypes.prototypeId, id));
      const ids = [...new Set(i.option_type_ids as number[])];
      if (ids.length) await ctx.db.insert(prototypeOptionTypes).values(ids.map((optionTypeId) => ({ prototypeId: id, optionTypeId })));
    }
    if (i.property_ids) {
      await ctx.db.delete(prototypeProperties).where(eq(prototypeProperties.prototypeId, id));
      const ids = [...new Set(i.property_ids as number[])];
      if (ids.length) await ctx.db.insert(prototypeProperties).values(ids.map((propertyId) => ({ prototypeId: id, propertyId })));
    }
  },
  json: async (ctx, rows) => {
    const ids = rows.map((r) => r.id);
    const [types, props] = ids.length ? await Promise.all([
      ctx.db.select().from(prototypeOptionTypes).where(inArray(prototypeOptionTypes.prototypeId, ids)),
      ctx.db.select().from(prototypeProperties).where(inArray(prototypeProperties.prototypeId, ids)),
    ]) : [[], []];
    return rows.map((p) => ({
      id: p.id, name: p.name as string,
      option_type_ids: types.filter((t) => t.prototypeId === p.id).map((t) => t.optionTypeId).sort((a, b) => a - b),
      property_ids: props.filter((t) => t.prototypeId === p.id).map((t) => t.propertyId).sort((a, b) => a - b),
    }));
  },
});

const stockLocation = crud({
  table: stockLocations, label: 'stock location',
  match: (s) => or(ilike(stockLocations.name, s), ilike(stockLocations.code, s)),
  order: [asc(stockLocations.id)],
  unique: { field: 'code', where: (i) => (i.code !== undefined ? eq(stockLocations.code, String(i.code)) : undefined) },
  columns: (i) => ({
    name: i.name, code: i.code, address: i.address, phone: i.phone, active: i.active, isDefault: i.is_default, backorderableDefault: i.backorderable_default,
  }),
  afterWrite: async (ctx, id, i, created) => {
    if (i.is_default === true) await ctx.db.update(stockLocations).set({ isDefault: false }).where(ne(stockLocations.id, id));
    // every live variant gets a (zero) stock item at a new location, so lists show every place
    if (created) {
      await ctx.db.execute(sql`insert into ${stockItems} (variant_id, stock_location_id, count_on_hand, backorderable)
        select v.id, ${id}, 0, ${i.backorderable_default === true} from ${variants} v where v.deleted_at is null on conflict do nothing`);
    }
  },
  beforeDelete: async (ctx, row) => {
    const [held] = await ctx.db.select({ id: stockItems.id }).from(stockItems).where(and(eq(stockItems.stockLocationId, row.id), ne(stockItems.countOnHand, 0))).limit(1);
    if (held) throw ruleError(ctx, 'in_use', { id: 'still holds stock' });
  },
  json: async (_ctx, rows) => rows.map((l) => ({
    id: l.id, name: l.name as string, code: l.code as string, address: l.address as string | null, phone: l.phone as string | null,
    active: l.active as boolean, is_default: l.isDefault as boolean, backorderable_default: l.backorderableDefault as boolean,
  })),
});

const flat = <P extends string>(prefix: P, h: ReturnType<typeof crud>) => ({
  [`${prefix}_list`]: h.list, [`${prefix}_get`]: h.get, [`${prefix}_create`]: h.create, [`${prefix}_update`]: h.update, [`${prefix}_delete`]: h.delete,
});

export const resourceHandlers = {
  ...flat('brand', brand as ReturnType<typeof crud>),
  ...flat('option_type', optionType as ReturnType<typeof crud>),
  ...flat('option_value', optionValue as ReturnType<typeof crud>),
  ...flat('property', property as ReturnType<typeof crud>),
  ...flat('prototype', prototype as ReturnType<typeof crud>),
  ...flat('stock_location', stockLocation as ReturnType<typeof crud>),
} as unknown as HandlersOf<typeof resourceCommandsAll>;
