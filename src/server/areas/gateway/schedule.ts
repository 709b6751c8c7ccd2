import { and, asc, eq, gt, isNull, lte, or, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { schema, type Db } from '../../db/index.js';
import { notifyJobChanged } from '../../jobs/notify.js';
import { registerJobKind, type JobOutcome, type JobRun } from '../../jobs/kinds.js';
import type { Services } from '../../services.js';
import { findAccount } from './accounts.js';
import { fetchStatement, importLines } from './import.js';
import { hasEndpoint } from './bank.js';

const { corporateAccounts, jobs, users } = schema;
export const IMPORT_JOB = 'cgw_import';
export type ImportPlan = { account_id: number };

/** Statement lines written and matched per chunk (each chunk one transaction, its progress with it). */
const CHUNK = 10_000;

/**
 * A scheduled import of one account's statement: the statement read from the bank once, then kept
 * and matched in chunks. A resumed job reads it again and goes through it from the start: a line
 * already kept is skipped by the bank id's unique index, so nothing is imported twice.
 */
async function runImport({ job, ctx, chunk, db }: JobRun): Promise<JobOutcome> {
  const { account_id: accountId } = job.payload as ImportPlan;
  const account = await findAccount(db, accountId);
  const lines = await fetchStatement(ctx.services.config, db, account);
  await db.update(jobs).set({ total: lines.length, processed: 0, succeeded: 0 }).where(eq(jobs.id, job.id));
  const sum = { imported: 0, matched: 0, settled: 0 };
  for (let at = 0; at < lines.length; at += CHUNK) {
    const part = lines.slice(at, at + CHUNK);
    const done = await chunk(async (tx) => {
      const r = await importLines(tx, accountId, part);
      await tx.update(jobs).set({ processed: at + part.length, succeeded: sql`${jobs.succeeded} + ${r.imported}` }).where(eq(jobs.id, job.id));
      return r;
    });
    sum.imported += done.imported;
    sum.matched += done.matched;
    sum.settled += done.settled;
  }
  return { audit: { commandId: 'gateway.import_job', input: { job_id: job.id, account_id: accountId, lines: lines.length, ...sum } } };
}

registerJobKind(IMPORT_JOB, runImport);

/**
 * Who a scheduled import runs as: the jobs kit runs every job as a person holding a role of its
 * kind (the jobs centre shows him as its author). The first administrator, else the first cgw.
 */
async function scheduleAuthor(db: Db): Promise<number | null> {
  const [u] = await db.select({ id: users.id }).from(users).where(sql`${users.roles} && array['admin', 'cgw']::text[]`)
    .orderBy(sql`('admin' = any(${users.roles})) desc`, asc(users.id)).limit(1);
  return u?.id ?? null;
}

/**
 * Makes the import jobs of the accounts whose time has come (`next_import_at`, moved on by each
 * account's `import_every_minutes`), as the SMS scheduler makes its send jobs. An account is
 * claimed with its row locked (SKIP LOCKED: two instances never claim the same one) and gets no
 * job while one of its imports is still queued or running, so one account is never imported
 * twice at once, whichever instance looks.
 */
export class StatementScheduler {
  private timer: NodeJS.Timeout | null = null;
  private running: Promise<unknown> | null = null;
  private stopped = false;

  start(services: Services, log: FastifyBaseLogger): void {
    const every = services.config.bank.importPollMs ?? 0;
    if (every <= 0) return;
    const tick = () => {
      if (this.stopped) return;
      this.running = this.due(services).catch((e: unknown) => log.error(e, 'statement schedule')).finally(() => {
        this.running = null;
        if (!this.stopped) this.timer = setTimeout(tick, every);
      });
    };
    tick();
  }

  /** One look: answers the jobs it made (tests call it directly, with the schedule's timer off). */
  async due(services: Services): Promise<number[]> {
    const db = services.database.db;
    const author = await scheduleAuthor(db);
    if (author === null) return [];
    const made = await db.transaction(async (tx) => {
      const due = await tx.select({ id: corporateAccounts.id, bank: corporateAccounts.bank, every: corporateAccounts.importEveryMinutes }).from(corporateAccounts)
        .where(and(eq(corporateAccounts.active, true), gt(corporateAccounts.importEveryMinutes, 0),
          or(isNull(corporateAccounts.nextImportAt), lte(corporateAccounts.nextImportAt, sql`now()`))))
        .orderBy(asc(corporateAccounts.id)).limit(20).for('update', { skipLocked: true });
      const ids: number[] = [];
      for (const a of due) {
        await tx.update(corporateAccounts).set({ nextImportAt: sql`now() + ${a.every} * interval '1 minute'` }).where(eq(corporateAccounts.id, a.id));
        // a bank with no endpoint configured has nothing to give: no job that can only fail (on-demand imports still say why)
        if (!hasEndpoint(services.config, a.bank)) continue;
        const [busy] = await tx.select({ id: jobs.id }).from(jobs)
          .where(and(eq(jobs.kind, IMPORT_JOB), sql`${jobs.status} in ('queued', 'running')`, sql`${jobs.payload}->>'account_id' = ${String(a.id)}`)).limit(1);
        if (busy) continue;
        const [job] = await tx.insert(jobs).values({
          kind: IMPORT_JOB, status: 'queued', userId: author, fileName: `statement-${a.id}`, payload: { account_id: a.id } satisfies ImportPlan,
        }).returning({ id: jobs.id });
        await notifyJobChanged(tx, job!.id);
        ids.push(job!.id);
      }
      return ids;
    });
    for (const id of made) services.jobs.notify(id);
    return made;
  }

  async stop(): Promise<void> {
    this.stopped = true;
    if (this.timer) clearTimeout(this.timer);
    await this.running;
  }
}
