import { z } from 'zod';
import type { Role } from '../../roles/roles.js';
import type { RouteId } from '../../roles/routes.js';
import { CGW_READ } from '../gateway.js';
import { EMAIL_ROLES } from '../marketing/email.js';
import { PUSH_ROLES } from '../marketing/push.js';
import { RFM_ROLES } from '../marketing/rfm.js';
import { SMS_ROLES } from '../marketing/sms.js';
import { APPROVE, EDIT, STAFF_EDIT } from '../products/roles.js';
import { PROMOTIONS_OVERSEERS, PROMOTIONS_WRITE } from '../promotions/roles.js';

/**
 * The job kinds: the one list of the console's long work. A kind is declared here, once, and the
 * rest follows from it: `jobs list --kind`, the jobs screen and tray (title `jobs.kinds.<name>` in
 * en and mn), who sees whose jobs, the link to the screen it belongs to. Its run is registered
 * beside its area's handlers with `registerJobKind(name, run)` (src/server/jobs/kinds.ts), and the
 * server refuses to start while a declared kind has no run.
 *
 * To add one (code generation, an export, a campaign send):
 * 1. declare it below: `roles` (who may start it; the author must still hold one when it runs or
 *    resumes), `overseers` (who sees and manages everyone's jobs of the kind; others see their own),
 *    `route` (the screen it is started from);
 * 2. add `jobs.kinds.<name>` to src/shared/i18n/{en,mn}/jobs.ts;
 * 3. write its run in the area (src/server/areas/<area>/): chunks through `run.chunk(tx => …)`,
 *    each writing its rows and the job's progress together, resuming from `job.processed` and
 *    `job.payload` (what is left), optionally answering a result file;
 * 4. make the command that starts it insert a `queued` row with its payload and answer
 *    `{ job: await queued(ctx, id) }` (src/server/jobs/queue.ts; see product.import_start).
 * Cancel, resume, the live progress, the tray, `bo jobs` and the audit of its end come with it.
 */
export interface JobKindDeclaration {
  readonly roles: readonly Role[];
  readonly overseers: readonly Role[];
  readonly route: RouteId;
}

export const JOB_KINDS = {
  /** product.import_start: the checked rows of a file, applied in chunks (src/server/areas/products/import-jobs.ts). */
  product_import: { roles: EDIT, overseers: APPROVE, route: 'products.mass' },
  /** search_index.reindex_all: every product's search rows rebuilt (src/server/areas/products/search-index.ts). */
  search_reindex: { roles: ['admin', 'product_admin'], overseers: ['admin', 'product_admin', 'product', 'product_view'], route: 'products.elastic_products' },
  /** coupon.generate: a discount's batch of unique codes, in chunks (src/server/areas/promotions/generate.ts). */
  coupon_generate: { roles: PROMOTIONS_WRITE, overseers: PROMOTIONS_OVERSEERS, route: 'promotions.discount' },
  /** sms.create: a campaign's messages through the SMS gateway at its rate (src/server/areas/marketing/sender.ts). */
  sms_send: { roles: SMS_ROLES, overseers: ['admin', 'marketing'], route: 'marketing.sms' },
  /** push.notification_create: a notification to its devices through the push provider (src/server/areas/marketing/push-sender.ts). */
  push_send: { roles: PUSH_ROLES, overseers: ['admin', 'marketing'], route: 'marketing.notifications' },
  /** push.devices_sync: the provider's devices read page by page (src/server/areas/marketing/push-devices.ts). */
  push_devices_sync: { roles: PUSH_ROLES, overseers: ['admin', 'marketing'], route: 'marketing.devices' },
  /** email.contacts_import: a file's contacts, refused rows with their reasons (src/server/areas/marketing/email-import.ts). */
  email_contact_import: { roles: EMAIL_ROLES, overseers: ['admin', 'marketing'], route: 'marketing.audience_import_contact' },
  /** email.campaign_send: a campaign's letters through SMTP, each address once (src/server/areas/marketing/email-sender.ts). */
  email_send: { roles: EMAIL_ROLES, overseers: ['admin', 'marketing'], route: 'marketing.campaigns' },
  /** rfm.refresh: a website's customers scored again (src/server/areas/marketing/rfm.ts). */
  rfm_refresh: { roles: RFM_ROLES, overseers: ['admin', 'marketing'], route: 'marketing.rfm' },
  /** A corporate account's statement imported on its schedule (src/server/areas/gateway/schedule.ts). */
  cgw_import: { roles: CGW_READ, overseers: ['admin', 'cgw'], route: 'gateway.accounts' },
  /** affinity.compute: products bought together, recomputed from the orders (src/server/areas/products/affinities.ts). */
  affinity_compute: { roles: STAFF_EDIT, overseers: APPROVE, route: 'products.all' },
  /** report.export: a report as a CSV or XLSX file (src/server/areas/reports/export.ts). */
  report_export: { roles: ['admin', 'report', 'finance_report', 'merchant'], overseers: ['admin'], route: 'reports.overview' },
} as const satisfies Record<string, JobKindDeclaration>;

export type JobKindName = keyof typeof JOB_KINDS;
export const JOB_KIND_NAMES = Object.keys(JOB_KINDS) as JobKindName[];
export const zJobKind = z.enum(JOB_KIND_NAMES as [JobKindName, ...JobKindName[]]);

export const jobKindDeclaration = (name: string): JobKindDeclaration | undefined =>
  Object.hasOwn(JOB_KINDS, name) ? JOB_KINDS[name as JobKindName] : undefined;
