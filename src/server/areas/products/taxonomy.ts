import { and, asc, count, eq, ilike, isNull, ne, or, sql } from 'drizzle-orm';
import type { taxonomyCommands } from '../../../shared/commands/products/taxonomy.js';
import type { Taxon, TaxonNode } from '../../../shared/schema/catalog.js';
import type { AuthedContext, HandlersOf } from '../../commands/handler.js';
import { likeEscape } from '../../commands/ransack.js';
import { schema, type DbOrTx } from '../../db/index.js';
import { conflict, notFound, unprocessable } from '../../errors.js';
import { ruleError } from './messages.js';
import { slugify } from './write.js';

const { taxonomies, taxons } = schema;
type TaxonRow = typeof taxons.$inferSelect;

export function toTaxonJson(t: TaxonRow): Taxon {
  return {
    id: t.id, taxonomy_id: t.taxonomyId, parent_id: t.parentId, name_en: t.nameEn, name_mn: t.nameMn, slug: t.slug,
    permalink: t.permalink, position: t.position, depth: t.depth, icon: t.icon, banner_link: t.bannerLink,
    cover_image: t.coverImage, meta_title: t.metaTitle, meta_description: t.metaDescription, meta_keywords: t.metaKeywords,
    query_string: t.queryString, hidden: t.hidden,
  };
}

/**
 * Recomputes a taxonomy's permalinks, depths, positions and nested set from the parent links:
 * after every change of the tree, and on demand (`rebuild_tree`). Children keep their order
 * (position, then id) and are renumbered 0, 1, 2…
 */
export async function rebuildTaxonomy(db: DbOrTx, taxonomyId: number): Promise<number> {
  const rows = await db.select().from(taxons).where(eq(taxons.taxonomyId, taxonomyId)).orderBy(asc(taxons.position), asc(taxons.id));
  if (!rows.length) return 0;
  const children = new Map<number | null, TaxonRow[]>();
  for (const r of rows) children.set(r.parentId, [...(children.get(r.parentId) ?? []), r]);
  const updates: { id: number; lft: number; rgt: number; depth: number; position: number; permalink: string }[] = [];
  let counter = 0;
  const visit = (t: TaxonRow, depth: number, position: number, prefix: string) => {
    const lft = ++counter;
    const permalink = prefix ? `${prefix}/${t.slug}` : t.slug;
    const entry = { id: t.id, lft, rgt: 0, depth, position, permalink };
    updates.push(entry);
    (children.get(t.id) ?? []).forEach((c, i) => visit(c, depth + 1, i, permalink));
    entry.rgt = ++counter;
  };
  (children.get(null) ?? []).forEach((root, i) => visit(root, 0, i, ''));
  // a permalink may move to a sibling in the same statement: clear them first, then write
  await db.update(taxons).set({ permalink: sql`'~' || ${taxons.id}` }).where(eq(taxons.taxonomyId, taxonomyId));
  for (let i = 0; i < updates.length; i += 1000) {
    const chunk = updates.slice(i, i + 1000);
    await db.execute(sql`update taxons set lft = m.lft, rgt = m.rgt, depth = m.depth, position = m.position, permalink = m.permalink, updated_at = now()
      from (values ${sql.join(chunk.map((u) => sql`(${u.id}::bigint, ${u.lft}::int, ${u.rgt}::int, ${u.depth}::int, ${u.position}::int, ${u.permalink}::text)`), sql`, `)})
      as m(id, lft, rgt, depth, position, permalink) where taxons.id = m.id`);
  }
  return updates.length;
}

async function findTaxon(ctx: AuthedContext, id: number): Promise<TaxonRow> {
  const [t] = await ctx.db.select().from(taxons).where(eq(taxons.id, id)).limit(1);
  if (!t) throw notFound('No such taxon');
  return t;
}

async function taxonomyJson(ctx: AuthedContext, id: number) {
  const [t] = await ctx.db.select().from(taxonomies).where(eq(taxonomies.id, id));
  if (!t) throw notFound('No such taxonomy');
  const [root] = await ctx.db.select({ id: taxons.id }).from(taxons).where(and(eq(taxons.taxonomyId, id), isNull(taxons.parentId))).orderBy(asc(taxons.id)).limit(1);
  return { id: t.id, name_en: t.nameEn, name_mn: t.nameMn, position: t.position, root_id: root?.id ?? null };
}

async function assertSlugFree(ctx: AuthedContext, parentId: number | null, slug: string, exceptId?: number) {
  const [taken] = await ctx.db.select({ id: taxons.id }).from(taxons)
    .where(and(parentId === null ? isNull(taxons.parentId) : eq(taxons.parentId, parentId), eq(taxons.slug, slug), exceptId ? ne(taxons.id, exceptId) : undefined)).limit(1);
  if (taken) throw conflict('A sibling already has this url name', { slug: 'already taken' });
}

/** Puts `id` at `position` among the children of `parentId`, renumbering the others. */
async function placeAmongSiblings(ctx: AuthedContext, parentId: number, id: number, position: number) {
  const siblings = await ctx.db.select({ id: taxons.id }).from(taxons).where(and(eq(taxons.parentId, parentId), ne(taxons.id, id))).orderBy(asc(taxons.position), asc(taxons.id));
  const order = siblings.map((s) => s.id);
  order.splice(Math.min(position, order.length), 0, id);
  await ctx.db.execute(sql`update taxons set position = m.pos from (values ${sql.join(order.map((t, i) => sql`(${t}::bigint, ${i}::int)`), sql`, `)}) as m(id, pos) where taxons.id = m.id`);
}

const taxonColumns = (i: Record<string, unknown>) => Object.fromEntries(Object.entries({
  nameEn: i.name_en, nameMn: i.name_mn, slug: i.slug, icon: i.icon, bannerLink: i.banner_link, coverImage: i.cover_image,
  metaTitle: i.meta_title, metaDescription: i.meta_description, metaKeywords: i.meta_keywords, queryString: i.query_string, hidden: i.hidden,
}).filter(([, v]) => v !== undefined)) as Partial<typeof taxons.$inferInsert>;

export const taxonomyHandlers: HandlersOf<typeof taxonomyCommands> = {
  async taxonomyList(_input, ctx) {
    const rows = await ctx.db.select().from(taxonomies).orderBy(asc(taxonomies.position), asc(taxonomies.id));
    return { items: await Promise.all(rows.map((t) => taxonomyJson(ctx, t.id))) };
  },

  async taxonomyCreate(input, ctx) {
    const [t] = await ctx.db.insert(taxonomies).values({ nameEn: input.name_en, nameMn: input.name_mn, position: input.position ?? 0 }).returning();
    const slug = slugify(input.name_en);
    await ctx.db.insert(taxons).values({ taxonomyId: t!.id, nameEn: input.name_en, nameMn: input.name_mn, slug, permalink: slug });
    await rebuildTaxonomy(ctx.db, t!.id);
    ctx.auditTarget = `taxonomy:${t!.id}`;
    return { taxonomy: await taxonomyJson(ctx, t!.id) };
  },

  async taxonomyUpdate(input, ctx) {
    await taxonomyJson(ctx, input.id);
    const set = Object.fromEntries(Object.entries({ nameEn: input.name_en, nameMn: input.name_mn, position: input.position }).filter(([, v]) => v !== undefined));
    if (Object.keys(set).length) await ctx.db.update(taxonomies).set(set).where(eq(taxonomies.id, input.id));
    ctx.auditTarget = `taxonomy:${input.id}`;
    return { taxonomy: await taxonomyJson(ctx, input.id) };
  },

  async taxonomyDelete({ id }, ctx) {
    await taxonomyJson(ctx, id);
    await ctx.db.delete(taxonomies).where(eq(taxonomies.id, id));
    ctx.auditTarget = `taxonomy:${id}`;
    return { deleted: true as const };
  },

  async tree({ id }, ctx) {
    const taxonomy = await taxonomyJson(ctx, id);
    const rows = await ctx.db.select().from(taxons).where(eq(taxons.taxonomyId, id)).orderBy(asc(taxons.lft), asc(taxons.position), asc(taxons.id));
    const nodes = new Map<number, TaxonNode>(rows.map((r) => [r.id, { ...toTaxonJson(r), children: [] }]));
    let root: TaxonNode | null = null;
    for (const r of rows) {
      const node = nodes.get(r.id)!;
      if (r.parentId === null) root ??= node;
      else nodes.get(r.parentId)?.children.push(node);
    }
    for (const n of nodes.values()) n.children.sort((a, b) => a.position - b.position || a.id - b.id);
    return { taxonomy, root };
  },

  async rebuildTree({ id }, ctx) {
    await taxonomyJson(ctx, id);
    const n = await rebuildTaxonomy(ctx.db, id);
    ctx.auditTarget = `taxonomy:${id}`;
    return { message: 'category tree saved', taxons: n };
  },

  async taxonSearch({ query, taxonomy_id, page, per_page }, ctx) {
    const text = query ? `%${likeEscape(query)}%` : null;
    const where = and(
      taxonomy_id ? eq(taxons.taxonomyId, taxonomy_id) : undefined,
      text ? or(ilike(taxons.nameEn, text), ilike(taxons.nameMn, text), ilike(taxons.permalink, text)) : undefined,
    );
    const [rows, [total]] = await Promise.all([
      ctx.db.select().from(taxons).where(where).orderBy(asc(taxons.taxonomyId), asc(taxons.lft)).limit(per_page).offset((page - 1) * per_page),
      ctx.db.select({ n: count() }).from(taxons).where(where),
    ]);
    return { items: rows.map(toTaxonJson), page, per_page, total: total?.n ?? 0 };
  },

  async taxonCreate(input, ctx) {
    const parent = await findTaxon(ctx, input.parent_id).catch(() => {
      throw unprocessable('No such parent', { parent_id: 'no such taxon' });
    });
    const slug = input.slug ?? slugify(input.name_en);
    await assertSlugFree(ctx, parent.id, slug);
    const [t] = await ctx.db.insert(taxons).values({
      ...taxonColumns(input), nameEn: input.name_en, nameMn: input.name_mn, slug, taxonomyId: parent.taxonomyId, parentId: parent.id,
      permalink: `~new-${Date.now()}`, position: 1_000_000,
    }).returning();
    await placeAmongSiblings(ctx, parent.id, t!.id, input.position ?? 1_000_000);
    await rebuildTaxonomy(ctx.db, parent.taxonomyId);
    ctx.auditTarget = `taxon:${t!.id}`;
    return { taxon: toTaxonJson(await findTaxon(ctx, t!.id)) };
  },

  async taxonUpdate(input, ctx) {
    const t = await findTaxon(ctx, input.id);
    if (input.slug !== undefined) await assertSlugFree(ctx, t.parentId, input.slug, t.id);
    const set = taxonColumns(input);
    if (Object.keys(set).length) await ctx.db.update(taxons).set({ ...set, updatedAt: new Date() }).where(eq(taxons.id, t.id));
    if (input.slug !== undefined && input.slug !== t.slug) await rebuildTaxonomy(ctx.db, t.taxonomyId);
    ctx.auditTarget = `taxon:${t.id}`;
    return { taxon: toTaxonJson(await findTaxon(ctx, t.id)) };
  },

  async taxonMove({ id, parent_id, position }, ctx) {
    const t = await findTaxon(ctx, id);
    if (t.parentId === null) throw ruleError(ctx, 'taxon_root', { id: 'the root of a taxonomy stays the root' });
    const parent = await findTaxon(ctx, parent_id).catch(() => {
      throw unprocessable('No such parent', { parent_id: 'no such taxon' });
    });
    if (parent.taxonomyId !== t.taxonomyId) throw unprocessable('Another taxonomy', { parent_id: 'is in another taxonomy' });
    if (parent.id === t.id || (parent.lft > t.lft && parent.rgt < t.rgt)) throw ruleError(ctx, 'taxon_cycle', { parent_id: 'is this taxon or under it' });
    await assertSlugFree(ctx, parent.id, t.slug, t.id);
    await ctx.db.update(taxons).set({ parentId: parent.id, updatedAt: new Date() }).where(eq(taxons.id, id));
    await placeAmongSiblings(ctx, parent.id, id, position);
    await rebuildTaxonomy(ctx.db, t.taxonomyId);
    ctx.auditTarget = `taxon:${id}`;
    return { taxon: toTaxonJson(await findTaxon(ctx, id)) };
  },

  async taxonReorder({ id, child_ids }, ctx) {
    const t = await findTaxon(ctx, id);
    const children = (await ctx.db.select({ id: taxons.id }).from(taxons).where(eq(taxons.parentId, id))).map((c) => c.id);
    const same = children.length === child_ids.length && new Set(child_ids).size === child_ids.length && child_ids.every((c) => children.includes(c));
    if (!same) throw unprocessable('Not the children of this taxon', { child_ids: 'must list every child of this taxon once' });
    await ctx.db.execute(sql`update taxons set position = m.pos from (values ${sql.join(child_ids.map((c, i) => sql`(${c}::bigint, ${i}::int)`), sql`, `)}) as m(id, pos) where taxons.id = m.id`);
    await rebuildTaxonomy(ctx.db, t.taxonomyId);
    ctx.auditTarget = `taxon:${id}`;
    const rows = await ctx.db.select().from(taxons).where(eq(taxons.parentId, id)).orderBy(asc(taxons.position));
    return { items: rows.map(toTaxonJson) };
  },

  async taxonDelete({ id }, ctx) {
    const t = await findTaxon(ctx, id);
    if (t.parentId === null) throw ruleError(ctx, 'taxon_root', { id: 'delete the taxonomy instead' });
    await ctx.db.delete(taxons).where(eq(taxons.id, id));
    await rebuildTaxonomy(ctx.db, t.taxonomyId);
    ctx.auditTarget = `taxon:${id}`;
    return { deleted: true as const };
  },
};
