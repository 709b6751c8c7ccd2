import { randomUUID } from 'node:crypto';
import { and, asc, eq, inArray, lt, or, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { recordAudit } from '../commands/register.js';
import { schema, type Db } from '../db/index.js';
import { redactError, redactText } from '../log-redact.js';
import type { Services } from '../services.js';
import { JobRefused, jobContext } from './context.js';
import { jobKind, registeredKinds, type JobRow } from './kinds.js';

const { jobs } = schema;

/** Thrown in a chunk whose job another instance took over: this one lets go without a word. */
class LeaseLost extends Error {
  constructor() { super('another instance holds the job'); }
}

/** Thrown between chunks once the server is closing: the job goes back to `queued`, not `failed`. */
export class JobInterrupted extends Error {
  constructor() { super('the server is closing'); }
}

/** Jobs run at once by one server instance: enough that an import does not wait for a reindex. */
const CONCURRENCY = 2;
/** How long a job announced by a request is looked for: its transaction may still be committing. */
const EXPECT_MS = 60_000;
const RETRY_MS = 25;
/** How long a claim holds without renewal; renewed every third of it while the job runs. */
export const LEASE_MS = Number(process.env.BO_JOB_LEASE_MS) || 60_000;
const lease = () => sql`now() + ${`${LEASE_MS} milliseconds`}::interval`;

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/**
 * Runs the jobs of registered kinds, rows of `jobs`, with their authors' scopes. It tracks every run
 * so that `stop()` (from `app.close()`) returns only once none is left: no job outlives its server
 * or writes to a closed database. A job stopped that way, or left `running` by a process that died,
 * is `queued` again and resumes from its committed progress at the next start.
 */
export class JobRunner {
  private services: Services | null = null;
  private log: FastifyBaseLogger | null = null;
  private readonly controller = new AbortController();
  private readonly running = new Map<number, Promise<void>>();
  /** Job ids a request queued, by the time after which they are given up (a rolled-back request). */
  private readonly expected = new Map<number, number>();
  private pumping: Promise<void> | null = null;
  private again = false;
  private retry: NodeJS.Timeout | null = null;
  private heartbeat: NodeJS.Timeout | null = null;
  /** Whose lease a job row holds: this process. */
  readonly instance = randomUUID();

  get stopping(): boolean { return this.controller.signal.aborted; }
  /** Ids of the jobs this instance runs now. */
  get active(): number[] { return [...this.running.keys()]; }

  /** Puts back in the queue what a previous process left running, then runs the queue. */
  async start(services: Services, log: FastifyBaseLogger): Promise<void> {
    this.services = services;
    this.log = log.child({ component: 'jobs' });
    const kinds = registeredKinds();
    // a PGlite folder has one process (its lock file): what it left running is ours to take now. On
    // PostgreSQL other instances may be running those jobs; their leases say when one died.
    if (services.database.kind === 'pglite' && kinds.length) {
      const resumed = await services.database.db.update(jobs).set({ status: 'queued', leasedUntil: null })
        .where(and(eq(jobs.status, 'running'), inArray(jobs.kind, kinds))).returning({ id: jobs.id });
      if (resumed.length) this.log.info({ jobs: resumed.map((r) => r.id) }, 'resuming jobs an earlier process left running');
    }
    // renews this instance's leases, and looks for jobs whose instance stopped renewing
    this.heartbeat = setInterval(() => void this.renew(), LEASE_MS / 3);
    this.heartbeat.unref();
    this.wake();
  }

  private async renew(): Promise<void> {
    if (this.stopping || !this.services) return;
    const ids = this.active;
    if (ids.length) {
      await this.services.database.db.update(jobs).set({ leasedUntil: lease() })
        .where(and(inArray(jobs.id, ids), eq(jobs.status, 'running'), eq(jobs.leasedBy, this.instance)))
        .catch((e: unknown) => this.log!.error(e, 'could not renew the job leases'));
    }
    this.wake();
  }

  /**
   * A request queued this job: it starts once the request's transaction has committed (on PGlite
   * the claim waits for that transaction; on PostgreSQL the row is looked for until it shows).
   */
  notify(id: number): void {
    if (this.stopping) return;
    this.expected.set(id, Date.now() + EXPECT_MS);
    this.wake();
  }

  /** Stops claiming, lets each running job finish its chunk and go back to `queued`, then returns. */
  async stop(): Promise<void> {
    this.controller.abort();
    if (this.retry) clearTimeout(this.retry);
    if (this.heartbeat) clearInterval(this.heartbeat);
    await this.pumping;
    await Promise.allSettled(this.running.values());
  }

  private wake(): void {
    if (this.stopping || !this.services) return;
    if (this.pumping) {
      this.again = true;
      return;
    }
    this.pumping = this.pump()
      .catch((e: unknown) => this.log!.error(e, 'job queue'))
      .finally(() => {
        this.pumping = null;
        if (this.again) {
          this.again = false;
          this.wake();
        }
      });
  }

  private async pump(): Promise<void> {
    const db = this.services!.database.db;
    while (!this.stopping && this.running.size < CONCURRENCY) {
      const job = await this.claim(db);
      if (!job) break;
      this.expected.delete(job.id);
      // a job claimed while closing still runs: it stops at its first chunk and is queued again
      this.running.set(job.id, this.execute(job).finally(() => {
        this.running.delete(job.id);
        this.wake();
      }));
    }
    if (!this.stopping && this.running.size < CONCURRENCY && (await this.stillExpected(db))) {
      this.retry = setTimeout(() => { this.retry = null; this.wake(); }, RETRY_MS);
    }
  }

  /**
   * `queued` → `running` for the oldest job, or a `running` one whose lease ran out (its instance
   * died); SKIP LOCKED keeps two instances off the same row.
   */
  private async claim(db: Db): Promise<JobRow | null> {
    const kinds = registeredKinds();
    if (!kinds.length) return null;
    const claimable = or(eq(jobs.status, 'queued'), and(eq(jobs.status, 'running'), lt(jobs.leasedUntil, sql`now()`)));
    const next = db.select({ id: jobs.id }).from(jobs).where(and(claimable, inArray(jobs.kind, kinds)))
      .orderBy(asc(jobs.id)).limit(1).for('update', { skipLocked: true });
    const [row] = await db.update(jobs).set({ status: 'running', leasedUntil: lease(), leasedBy: this.instance, startedAt: sql`coalesce(${jobs.startedAt}, now())` })
      .where(inArray(jobs.id, next)).returning();
    return row ?? null;
  }

  /** Whether a job a request announced may still show up (its transaction not yet committed). */
  private async stillExpected(db: Db): Promise<boolean> {
    const now = Date.now();
    for (const [id, until] of this.expected) if (until < now) this.expected.delete(id);
    if (!this.expected.size) return false;
    const ids = [...this.expected.keys()];
    const seen = await db.select({ id: jobs.id, status: jobs.status }).from(jobs).where(inArray(jobs.id, ids));
    // there and not queued: done, or claimed by another instance
    for (const row of seen) if (row.status !== 'queued') this.expected.delete(row.id);
    return this.expected.size > 0;
  }

  private async execute(job: JobRow): Promise<void> {
    const services = this.services!;
    const db = services.database.db;
    const log = this.log!.child({ job: job.id, kind: job.kind });
    const kind = jobKind(job.kind)!;
    const signal = this.controller.signal;
    const instance = this.instance;
    try {
      const ctx = await jobContext(services, job, kind, log);
      const outcome = await kind.run({
        job, ctx, db, signal, log,
        async chunk(work) {
          if (signal.aborted) throw new JobInterrupted();
          const result = await db.transaction(async (tx) => {
            // the chunk commits only while this instance holds the job: it renews the lease and
            // locks the row, so an instance taking over waits for this chunk or sees it done
            const [held] = await tx.update(jobs).set({ leasedUntil: lease() })
              .where(and(eq(jobs.id, job.id), eq(jobs.status, 'running'), eq(jobs.leasedBy, instance))).returning({ id: jobs.id });
            if (!held) throw new LeaseLost();
            return work(tx);
          });
          // a breath between chunks: on PGlite's one connection the waiting requests (progress polls) go first
          await sleep(5);
          return result;
        },
      });
      await db.transaction(async (tx) => {
        await tx.update(jobs).set({ status: 'done', payload: null, finishedAt: new Date(), leasedUntil: null }).where(eq(jobs.id, job.id));
        await recordAudit(tx, {
          userId: ctx.principal.user.id, commandId: outcome.audit.commandId, target: `job:${job.id}`, scope: ctx.scope,
          input: outcome.audit.input, ip: ctx.request.ip,
        });
      });
      log.info('job done');
    } catch (e) {
      if (e instanceof LeaseLost) {
        log.warn('another instance took the job over (this one stalled past its lease); letting go');
        return;
      }
      if (e instanceof JobInterrupted) {
        await db.update(jobs).set({ status: 'queued', leasedUntil: null, leasedBy: null })
          .where(and(eq(jobs.id, job.id), eq(jobs.status, 'running'), eq(jobs.leasedBy, this.instance)))
          .catch((err: unknown) => log.error(err, 'could not queue the job again'));
        log.info('job interrupted by the server closing; it resumes at the next start');
        return;
      }
      // a failed chunk's query quotes its rows (customers' phones and emails): the log gets them redacted
      if (e instanceof JobRefused) log.warn({ reason: redactText(e.message) }, 'job refused');
      else log.error({ error: redactError(e) }, 'job failed');
      await db.update(jobs).set({ status: 'failed', payload: null, finishedAt: new Date(), message: (e as Error).message.slice(0, 500) })
        .where(eq(jobs.id, job.id)).catch((err: unknown) => log.error(err, 'could not mark the job failed'));
    }
  }
}
