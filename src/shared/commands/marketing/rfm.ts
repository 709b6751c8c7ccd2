import { z } from 'zod';
import type { Role } from '../../roles/roles.js';
import { zBool, zDateTime } from '../../schema/common.js';
import { jobSchema } from '../../schema/jobs.js';
import { listOutput } from '../../schema/list.js';
import { RFM_CELLS } from '../../schema/rfm.js';
import { defineCommand } from '../define.js';

/** §2 /marketing/rfm [marketing, admin]. */
export const RFM_ROLES: readonly Role[] = ['marketing', 'admin'];

export const zRfmCell = z.enum(RFM_CELLS);

const totals = { customers: z.number().int(), revenue: z.number().int() };

export const rfmGridSchema = z.object({
  website_id: z.number().int().nullable(),
  /** When the scores were last refreshed; null before the first refresh. */
  computed_at: zDateTime.nullable(),
  /** Customers whose orders changed since: the next refresh scores them again. */
  pending: z.number().int(),
  /** The last refresh: how many customers it read again (every one when full), and how long it took. */
  last_refresh: z.object({ changed: z.number().int(), ms: z.number().int() }).nullable(),
  ...totals,
  cells: z.array(z.object({ cell: zRfmCell, ...totals })),
  /** The 25 squares of R × FM (FM: the F and M scores' mean), each in one cell. */
  squares: z.array(z.object({ r: z.number().int(), fm: z.number().int(), cell: zRfmCell, ...totals })),
});

export const rfmCustomerSchema = z.object({
  customer: z.string(),
  user_id: z.number().int().nullable(),
  name: z.string().nullable(),
  phone: z.string().nullable(),
  email: z.string().nullable(),
  r: z.number().int(),
  f: z.number().int(),
  m: z.number().int(),
  cell: zRfmCell,
  orders: z.number().int(),
  revenue: z.number().int(),
  first_order_at: zDateTime,
  last_order_at: zDateTime,
  cell_since: zDateTime,
  computed_at: zDateTime,
});

/** §7 websites rfm: the header's website's customers by cell and by R × FM square, with their revenue. */
export const rfmGrid = defineCommand({
  id: 'rfm.grid', area: 'marketing', kind: 'query', roles: RFM_ROLES,
  http: { method: 'GET', path: 'websites/rfm' },
  input: z.object({}),
  output: rfmGridSchema,
  ui: { title: 'commands.marketing.rfm.grid', keywords: ['rfm', 'recency frequency monetary', 'champions', 'at risk', 'хэрэглэгчийн ангилал'] },
  cli: { verb: ['rfm-grid'], columns: ['cell', 'customers', 'revenue'] },
});

/** The scored customers of the header's website, of one cell or of all: `bo rfm --cell champions --csv`. */
export const rfmCustomers = defineCommand({
  id: 'rfm.customers', area: 'marketing', kind: 'query', roles: RFM_ROLES,
  http: { method: 'GET', path: 'websites/rfm/customers' },
  input: z.object({
    cell: zRfmCell.optional(),
    page: z.coerce.number().int().min(1).max(1_000_000).default(1),
    /** Up to 5,000 a page: a cell's CSV is read in a few pages. */
    per_page: z.coerce.number().int().min(1).max(5000).default(50),
  }),
  output: listOutput(rfmCustomerSchema),
  ui: { title: 'commands.marketing.rfm.customers', keywords: ['rfm customers', 'rfm csv', 'segment customers'] },
  cli: { verb: ['rfm'], columns: ['customer', 'name', 'phone', 'email', 'r', 'f', 'm', 'cell', 'orders', 'revenue', 'last_order_at'] },
});

/**
 * Scores again, as a job of the jobs kit: the customers whose orders changed since the last
 * refresh (every customer the first time, or with `full`), then every customer's quintiles.
 */
export const rfmRefresh = defineCommand({
  id: 'rfm.refresh', area: 'marketing', kind: 'mutation', roles: RFM_ROLES,
  http: { method: 'POST', path: 'websites/rfm/refresh' },
  input: z.object({ full: zBool.default(false) }),
  output: z.object({ job: jobSchema }),
  ui: { title: 'commands.marketing.rfm.refresh', keywords: ['refresh rfm', 'recompute rfm'] },
  cli: { verb: ['rfm-refresh'] },
});

export const rfmCommands = { rfmGrid, rfmCustomers, rfmRefresh };
