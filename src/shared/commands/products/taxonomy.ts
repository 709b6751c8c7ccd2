import { z } from 'zod';
import { taxonFields, taxonNodeSchema, taxonomyFields, taxonomySchema, taxonSchema } from '../../schema/catalog.js';
import { zId, zText } from '../../schema/common.js';
import { listOutput } from '../../schema/list.js';
import { defineCommand } from '../define.js';
import { TAXON_EDIT, TAXON_READ } from './roles.js';

const partial = <S extends z.ZodRawShape>(shape: S) =>
  Object.fromEntries(Object.entries(shape).map(([k, v]) => [k, (v as z.ZodType).optional()])) as unknown as { [K in keyof S]: z.ZodOptional<S[K]> };

export const taxonomyList = defineCommand({
  id: 'taxonomy.list', area: 'products', kind: 'query', roles: TAXON_READ,
  http: { method: 'GET', path: 'taxonomies' },
  input: z.object({}),
  output: z.object({ items: z.array(taxonomySchema) }),
  ui: { title: 'commands.products.taxonomy.list', keywords: ['categories', 'ангилал'] },
  cli: { verb: ['taxonomies', 'list'] },
});

export const taxonomyCreate = defineCommand({
  id: 'taxonomy.create', area: 'products', kind: 'mutation', roles: TAXON_EDIT,
  http: { method: 'POST', path: 'taxonomies' },
  input: z.object({ ...partial(taxonomyFields), name_en: taxonomyFields.name_en, name_mn: taxonomyFields.name_mn }),
  output: z.object({ taxonomy: taxonomySchema }),
  ui: { title: 'commands.products.taxonomy.create', keywords: ['new category tree'] },
  cli: { verb: ['taxonomies', 'create'] },
});

export const taxonomyUpdate = defineCommand({
  id: 'taxonomy.update', area: 'products', kind: 'mutation', roles: TAXON_EDIT,
  http: { method: 'PUT', path: 'taxonomies/:id' },
  input: z.object({ ...partial(taxonomyFields), id: zId }),
  output: z.object({ taxonomy: taxonomySchema }),
  ui: { title: 'commands.products.taxonomy.update' },
  cli: { verb: ['taxonomies', 'update'], positionals: ['id'] },
});

export const taxonomyDelete = defineCommand({
  id: 'taxonomy.delete', area: 'products', kind: 'mutation', roles: TAXON_EDIT, danger: true,
  http: { method: 'DELETE', path: 'taxonomies/:id' },
  input: z.object({ id: zId }),
  output: z.object({ deleted: z.literal(true) }),
  ui: { title: 'commands.products.taxonomy.delete' },
  cli: { verb: ['taxonomies', 'delete'], positionals: ['id'] },
});

export const tree = defineCommand({
  id: 'taxonomy.tree', area: 'products', kind: 'query', roles: TAXON_READ,
  http: { method: 'GET', path: 'taxonomies/:id/tree' },
  input: z.object({ id: zId }),
  output: z.object({ taxonomy: taxonomySchema, root: taxonNodeSchema.nullable() }),
  ui: { title: 'commands.products.taxonomy.tree', keywords: ['category tree', 'ангилал'] },
  cli: { verb: ['taxonomies', 'tree'], positionals: ['id'] },
});

/** Recomputes permalinks, depths and the nested set of a taxonomy from the parent links. */
export const rebuildTree = defineCommand({
  id: 'taxonomy.rebuild_tree', area: 'products', kind: 'mutation', roles: TAXON_EDIT,
  http: { method: 'POST', path: 'taxonomies/:id/rebuild_tree' },
  input: z.object({ id: zId }),
  output: z.object({ message: z.string(), taxons: z.number().int() }),
  ui: { title: 'commands.products.taxonomy.rebuild_tree', keywords: ['rebuild', 'category tree saved'] },
  cli: { verb: ['taxonomies', 'rebuild-tree'], positionals: ['id'] },
});

export const taxonSearch = defineCommand({
  id: 'taxon.search', area: 'products', kind: 'query', roles: TAXON_READ,
  http: { method: 'POST', path: 'taxons/search' },
  input: z.object({
    query: zText(100).optional(),
    taxonomy_id: zId.optional(),
    page: z.coerce.number().int().min(1).max(1_000_000).default(1),
    per_page: z.coerce.number().int().min(1).max(1000).default(50),
  }),
  output: listOutput(taxonSchema),
  ui: { title: 'commands.products.taxon.search', keywords: ['category', 'taxon', 'ангилал'] },
  cli: { verb: ['taxons', 'search'], positionals: ['query'] },
});

export const taxonCreate = defineCommand({
  id: 'taxon.create', area: 'products', kind: 'mutation', roles: TAXON_EDIT,
  http: { method: 'POST', path: 'taxons' },
  input: z.object({
    ...partial(taxonFields), name_en: taxonFields.name_en, name_mn: taxonFields.name_mn, parent_id: zId,
    position: z.coerce.number().int().min(0).max(100_000).optional(),
  }),
  output: z.object({ taxon: taxonSchema }),
  ui: { title: 'commands.products.taxon.create', keywords: ['new category'] },
  cli: { verb: ['taxons', 'create'] },
});

export const taxonUpdate = defineCommand({
  id: 'taxon.update', area: 'products', kind: 'mutation', roles: TAXON_EDIT,
  http: { method: 'PUT', path: 'taxons/:id' },
  input: z.object({ ...partial(taxonFields), id: zId }),
  output: z.object({ taxon: taxonSchema }),
  ui: { title: 'commands.products.taxon.update' },
  cli: { verb: ['taxons', 'update'], positionals: ['id'] },
});

export const taxonMove = defineCommand({
  id: 'taxon.move', area: 'products', kind: 'mutation', roles: TAXON_EDIT,
  http: { method: 'PUT', path: 'taxons/:id/move' },
  input: z.object({ id: zId, parent_id: zId, position: z.coerce.number().int().min(0).max(100_000).default(0) }),
  output: z.object({ taxon: taxonSchema }),
  ui: { title: 'commands.products.taxon.move', keywords: ['move category'] },
  cli: { verb: ['taxons', 'move'], positionals: ['id'] },
});

export const taxonReorder = defineCommand({
  id: 'taxon.reorder', area: 'products', kind: 'mutation', roles: TAXON_EDIT,
  http: { method: 'PUT', path: 'taxons/:id/reorder' },
  /** The children of taxon `id`, in their new order. */
  input: z.object({ id: zId, child_ids: z.array(zId).min(1).max(1000) }),
  output: z.object({ items: z.array(taxonSchema) }),
  ui: { title: 'commands.products.taxon.reorder', keywords: ['sort categories'] },
  cli: { verb: ['taxons', 'reorder'], positionals: ['id'] },
});

export const taxonDelete = defineCommand({
  id: 'taxon.delete', area: 'products', kind: 'mutation', roles: TAXON_EDIT, danger: true,
  http: { method: 'DELETE', path: 'taxons/:id' },
  input: z.object({ id: zId }),
  output: z.object({ deleted: z.literal(true) }),
  ui: { title: 'commands.products.taxon.delete', keywords: ['remove category'] },
  cli: { verb: ['taxons', 'delete'], positionals: ['id'] },
});

export const taxonomyCommands = {
  taxonomyList, taxonomyCreate, taxonomyUpdate, taxonomyDelete, tree, rebuildTree,
  taxonSearch, taxonCreate, taxonUpdate, taxonMove, taxonReorder, taxonDelete,
};
