import { z } from 'zod';
import type { Role } from '../../roles/roles.js';
import { zId, zText } from '../../schema/common.js';
import { jobSchema } from '../../schema/jobs.js';
import { listOutput } from '../../schema/list.js';
import { defineCommand } from '../define.js';
import { JOB_KINDS } from '../jobs/kinds.js';
import { STAFF_EDIT } from './roles.js';

/**
 * The spec's "elastic products": here the search index is PostgreSQL's own (a search row per
 * product, tsvector and trigram text, kept by a trigger), so a document is current; these show it
 * and rebuild it.
 */
const STAFF_VIEW: readonly Role[] = ['admin', 'product_admin', 'product', 'product_view'];

export const searchDocumentSchema = z.object({
  product_id: z.number().int(),
  sku: z.string(),
  name_en: z.string(),
  name_mn: z.string(),
  /** The full-text lexemes with their positions and weights. */
  lexemes: z.string(),
  /** The lower-cased text trigram matching reads. */
  text: z.string(),
  updated_at: z.string(),
});

export const documents = defineCommand({
  id: 'search_index.documents', area: 'products', kind: 'query', roles: STAFF_VIEW,
  http: { method: 'GET', path: 'products/elastic' },
  input: z.object({
    query: zText(200).optional(),
    page: z.coerce.number().int().min(1).max(1_000_000).default(1),
    per_page: z.coerce.number().int().min(1).max(1000).default(40),
  }),
  output: listOutput(searchDocumentSchema),
  ui: { title: 'commands.products.search_index.documents', keywords: ['elastic', 'search index', 'indexed'] },
  cli: { verb: ['search-index', 'documents'], positionals: ['query'] },
});

export const reindex = defineCommand({
  id: 'search_index.reindex', area: 'products', kind: 'mutation', roles: STAFF_EDIT,
  http: { method: 'PUT', path: 'products/:id/es_update' },
  input: z.object({ id: zId }),
  output: z.object({ document: searchDocumentSchema }),
  ui: { title: 'commands.products.search_index.reindex', keywords: ['reindex', 'es update'] },
  cli: { verb: ['search-index', 'reindex'], positionals: ['id'] },
});

/**
 * Rebuilds every product's search rows as a `search_reindex` job of the jobs centre: it answers the
 * job at once (or the one already running), whose progress `jobs.get` answers.
 */
export const reindexAll = defineCommand({
  id: 'search_index.reindex_all', area: 'products', kind: 'mutation', roles: JOB_KINDS.search_reindex.roles,
  http: { method: 'POST', path: 'products/elastic/reindex' },
  input: z.object({}),
  output: z.object({ job: jobSchema }),
  ui: { title: 'commands.products.search_index.reindex_all', keywords: ['reindex all'] },
  cli: { verb: ['search-index', 'reindex-all'] },
});

export const searchIndexCommands = { documents, reindex, reindexAll };
