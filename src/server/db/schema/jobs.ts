import { bigint, bigserial, index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { products, variants } from './products.js';
import { vendors } from './tenancy.js';
import { users } from './users.js';

/**
 * A long operation run after the request that started it (src/shared/commands/jobs/kinds.ts): what
 * is left of it waits in `payload`, and `processed`/`succeeded`/`failed` move as chunks commit, so
 * `jobs.get` answers progress while it runs. Rows, not memory: any server instance can answer for it.
 */
export const jobs = pgTable('jobs', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  /** A declared kind: `product_import`, `search_reindex`… */
  kind: text('kind').notNull(),
  /** queued | running | done | failed | cancelled | interrupted (src/shared/schema/jobs.ts) */
  status: text('status').notNull().default('queued'),
  userId: bigint('user_id', { mode: 'number' }).references(() => users.id, { onDelete: 'set null' }),
  /** The vendor the caller was confined to when the job was made (null: all vendors). */
  vendorIds: jsonb('vendor_ids'),
  selectedVendorId: bigint('selected_vendor_id', { mode: 'number' }).references(() => vendors.id, { onDelete: 'set null' }),
  fileName: text('file_name'),
  total: integer('total').notNull().default(0),
  processed: integer('processed').notNull().default(0),
  succeeded: integer('succeeded').notNull().default(0),
  failed: integer('failed').notNull().default(0),
  /** What the job works through (an import's rows, a reindex's next id); kept until done, so a stopped job can resume. */
  payload: jsonb('payload'),
  /** Per-row failures: `[{ row, ref, field, message }]`. */
  errors: jsonb('errors'),
  /** The file name of the job's result, under `<data folder>/jobs/<id>/` (src/server/jobs/files.ts). */
  resultFile: text('result_file'),
  message: text('message'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  startedAt: timestamp('started_at', { withTimezone: true }),
  finishedAt: timestamp('finished_at', { withTimezone: true }),
  /**
   * Until when the instance running the job holds it; renewed while it runs. A `running` job past
   * its lease belonged to an instance that died, and another instance takes it over.
   */
  leasedUntil: timestamp('leased_until', { withTimezone: true }),
  /** The instance holding the lease (a random id per server process). */
  leasedBy: text('leased_by'),
}, (t) => [index('jobs_kind_created_idx').on(t.kind, t.createdAt), index('jobs_status_idx').on(t.status)]);

/**
 * An image of a product (§7 images), optionally tied to one variant. The files live under the data
 * folder, `images/<id>/<variant>/<file>`, one per §5 variant (mini, product, thumb) and the original.
 */
export const productImages = pgTable('product_images', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  productId: bigint('product_id', { mode: 'number' }).notNull().references(() => products.id, { onDelete: 'cascade' }),
  variantId: bigint('variant_id', { mode: 'number' }).references(() => variants.id, { onDelete: 'set null' }),
  position: integer('position').notNull().default(0),
  alt: text('alt'),
  fileName: text('file_name').notNull(),
  contentType: text('content_type').notNull(),
  width: integer('width').notNull(),
  height: integer('height').notNull(),
  byteSize: integer('byte_size').notNull(),
  createdBy: bigint('created_by', { mode: 'number' }).references(() => users.id, { onDelete: 'set null' }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
}, (t) => [index('product_images_product_idx').on(t.productId, t.position)]);
