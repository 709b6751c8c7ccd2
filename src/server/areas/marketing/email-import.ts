import { eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { contactImportRow, emailContactsImport } from '../../../shared/commands/marketing/email.js';
import { csvLine } from '../../../shared/csv.js';
import type { JobError } from '../../../shared/schema/jobs.js';
import type { Handler } from '../../commands/handler.js';
import { schema } from '../../db/index.js';
import { registerJobKind, type JobOutcome, type JobRun } from '../../jobs/kinds.js';
import { queued } from '../../jobs/queue.js';

const { jobs } = schema;
export const CONTACT_IMPORT_JOB = 'email_contact_import';
/** Rows per transaction: one insert statement of arrays, so 100,000 rows are a handful of statements. */
const CHUNK = 10_000;
const MAX_ERRORS = 1000;

type Row = z.infer<typeof contactImportRow>;
type Plan = { rows: Row[]; tags: string[] };

/** An address as mail servers take it: one @, a dotted domain, no spaces; at most 254 characters. */
const EMAIL = /^[^\s@<>(),;:"[\]]+@[^\s@<>(),;:"[\]]+\.[a-z]{2,}$/i;
const splitTags = (cell: string | undefined) => (cell ?? '').split(/[,;]/).map((t) => t.trim().toLowerCase()).filter((t) => t && t.length <= 40);
const arr = (values: readonly (string | null)[]) => sql`${`{${values.map((v) => (v === null ? 'NULL' : `"${v.replace(/["\\]/g, (c) => `\\${c}`)}"`)).join(',')}}`}::text[]`;

/** The mapped rows of a file as a job: nothing long runs inside the request. */
export const importContacts: Handler<typeof emailContactsImport> = async ({ rows, tags, file_name }, ctx) => {
  const [job] = await ctx.db.insert(jobs).values({
    kind: CONTACT_IMPORT_JOB, status: 'queued', userId: ctx.principal.user.id, total: rows.length,
    fileName: file_name ?? 'contacts.csv', payload: { rows, tags } satisfies Plan,
  }).returning({ id: jobs.id });
  return { job: await queued(ctx, job!.id) };
};

/**
 * A file's contacts, chunk by chunk from the first row not committed: a bad address and an address
 * the file already gave are refused with their reason; a known address keeps its names where the
 * file has none and gains the file's tags; a new one is a contact of source `import`. The refused
 * rows are the job's errors and its result file.
 */
async function runImport({ job, chunk }: JobRun): Promise<JobOutcome> {
  const { rows, tags } = job.payload as Plan;
  const errors = [...((job.errors as JobError[] | null) ?? [])];
  // the addresses of the rows already committed, so a duplicate across chunks is seen after a resume too
  const seen = new Map<string, number>();
  for (let i = 0; i < job.processed; i++) {
    const e = rows[i]!.email.trim().toLowerCase();
    if (EMAIL.test(e) && !seen.has(e)) seen.set(e, i + 1);
  }
  let succeeded = job.succeeded;
  for (let start = job.processed; start < rows.length; start += CHUNK) {
    const slice = rows.slice(start, start + CHUNK);
    const failures: JobError[] = [];
    const good: { email: string; first: string | null; last: string | null; phone: string | null; tags: string }[] = [];
    slice.forEach((row, k) => {
      const n = start + k + 1;
      const email = row.email.trim().toLowerCase();
      if (!email || email.length > 254 || !EMAIL.test(email)) {
        failures.push({ row: n, ref: row.email, field: 'email', message: email ? 'bad email' : 'no email' });
        return;
      }
      const first = seen.get(email);
      if (first !== undefined) {
        failures.push({ row: n, ref: email, field: 'email', message: `duplicate of row ${first}` });
        return;
      }
      seen.set(email, n);
      const rowTags = [...new Set([...tags, ...splitTags(row.tags)])];
      good.push({ email, first: row.first_name?.trim() || null, last: row.last_name?.trim() || null, phone: row.phone?.trim() || null, tags: `{${rowTags.map((t) => `"${t.replace(/["\\]/g, (c) => `\\${c}`)}"`).join(',')}}` });
    });
    const done = await chunk(async (tx) => {
      if (good.length) {
        await tx.execute(sql`insert into email_contacts (email, first_name, last_name, phone, tags, source)
          select v.email, v.first_name, v.last_name, v.phone, v.tags::text[], 'import'
          from unnest(${arr(good.map((g) => g.email))}, ${arr(good.map((g) => g.first))}, ${arr(good.map((g) => g.last))},
            ${arr(good.map((g) => g.phone))}, ${arr(good.map((g) => g.tags))}) as v(email, first_name, last_name, phone, tags)
          on conflict (email) do update set first_name = coalesce(email_contacts.first_name, excluded.first_name),
            last_name = coalesce(email_contacts.last_name, excluded.last_name), phone = coalesce(email_contacts.phone, excluded.phone),
            tags = (select array(select distinct t from unnest(email_contacts.tags || excluded.tags) t order by t)), updated_at = now()`);
      }
      const processed = Math.min(rows.length, start + CHUNK);
      const kept = [...errors, ...failures].slice(0, MAX_ERRORS);
      await tx.update(jobs).set({ processed, succeeded: succeeded + good.length, failed: processed - succeeded - good.length, errors: kept }).where(eq(jobs.id, job.id));
      return kept;
    });
    succeeded += good.length;
    errors.splice(0, errors.length, ...done);
  }
  const name = (job.fileName ?? 'contacts').replace(/\.[^.]*$/, '');
  const refused = [csvLine(['row', 'email', 'reason']), ...errors.map((e) => csvLine([e.row, e.ref ?? '', e.message]))].join('');
  return {
    audit: { commandId: 'email.contacts_import_job', input: { job_id: job.id, total: rows.length, succeeded } },
    ...(errors.length ? { result: { name: `${name}-refused-rows.csv`, content: refused } } : {}),
  };
}

registerJobKind(CONTACT_IMPORT_JOB, runImport);
