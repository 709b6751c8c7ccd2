import { randomUUID } from 'node:crypto';
import { and, asc, eq, inArray, isNull, lt, ne, or, sql, type SQL } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { recordAudit } from '../commands/register.js';
import { schema, type Db } from '../db/index.js';
import { redactError, redactText } from '../log-redact.js';
import type { Services } from '../services.js';
import { JobRefused, jobContext } from './context.js';
import { writeResult } from './files.js';
import { jobKind, registeredKinds, unregisteredKinds, type JobRow } from './kinds.js';
import { notifyJobChanged } from './notify.js';
import { notifyUsers } from '../areas/users/notify.js';

const { jobs } = schema;

/**
 * Thrown in a chunk whose job is no longer this instance's to run: cancelled, or marked interrupted
 * after this instance stalled past its lease. It lets go; whoever stopped the job wrote its status.
 */
class JobStopped extends Error {
  constructor() { super('the job was stopped'); }
}

/** Thrown between chunks once the server is closing: the job goes back to `queued`, not `failed`. */
export class JobInterrupted extends Error {
  constructor() { super('the server is closing'); }
}

/**
 * Jobs run at once by one server instance: on PostgreSQL two, so an import does not wait for a
 * reindex. On PGlite one: its one connection runs in the server's own thread, so a second job only
 * takes turns with the first and leaves the console's requests waiting behind both.
 */
const CONCURRENCY = { postgres: 2, pglite: 1 } as const;
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
 * or writes to a closed database. A job stopped that way is `queued` again and goes on by itself
 * from its committed progress at the next start. A job left `running` by a process that died (its
 * lease ran out; on PGlite, whatever the last process left) is `interrupted` instead: it may be what
 * brought its server down, so it waits for someone to resume it rather than running again at each
 * start. A cancelled one stops after its chunk. Every change is told on the jobs channel.
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
    const missing = unregisteredKinds();
    if (missing.length) throw new Error(`job kinds declared without a run (registerJobKind): ${missing.join(', ')}`);
    this.services = services;
    this.log = log.child({ component: 'jobs' });
    // a PGlite folder has one process (its lock file): what it left running died with it. On
    // PostgreSQL other instances may be running those jobs; their leases say when one died.
    await this.interruptStale(services.database.db, services.database.kind === 'pglite');
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

  /**
   * `running` jobs whose instance died become `interrupted`: those past their lease, or (`all`, a
   * PGlite start) every one. Their committed chunks stay; `jobs.resume` goes on from there.
   */
  private async interruptStale(db: Db, all = false): Promise<void> {
    const kinds = registeredKinds();
    if (!kinds.length) return;
    // never this instance's own: a job it runs is alive, even when a busy moment let its lease lapse
    const stale = and(eq(jobs.status, 'running'), inArray(jobs.kind, kinds), or(isNull(jobs.leasedBy), ne(jobs.leasedBy, this.instance)),
      all ? undefined : lt(jobs.leasedUntil, sql`now()`));
    const stopped = await db.update(jobs).set({ status: 'interrupted', leasedUntil: null, leasedBy: null }).where(stale).returning({ id: jobs.id });
    if (!stopped.length) return;
    this.log!.warn({ jobs: stopped.map((r) => r.id) }, 'jobs interrupted by the end of their server; they go on when resumed');
    for (const { id } of stopped) await notifyJobChanged(db, id);
  }

  private async pump(): Promise<void> {
    const db = this.services!.database.db;
    await this.interruptStale(db);
    const concurrency = CONCURRENCY[this.services!.database.kind];
    while (!this.stopping && this.running.size < concurrency) {
      const job = await this.claim(db);
      if (!job) break;
      this.expected.delete(job.id);
      // a job claimed while closing still runs: it stops at its first chunk and is queued again
      this.running.set(job.id, this.execute(job).finally(() => {
        this.running.delete(job.id);
        this.wake();
      }));
    }
    if (!this.stopping && this.running.size < concurrency && (await this.stillExpected(db))) {
      this.retry = setTimeout(() => { this.retry = null; this.wake(); }, RETRY_MS);
    }
  }

  /** `queued` → `running` for the oldest job; SKIP LOCKED keeps two instances off the same row. */
  private async claim(db: Db): Promise<JobRow | null> {
    const kinds = registeredKinds();
    if (!kinds.length) return null;
    const next = db.select({ id: jobs.id }).from(jobs).where(and(eq(jobs.status, 'queued'), inArray(jobs.kind, kinds)))
      .orderBy(asc(jobs.id)).limit(1).for('update', { skipLocked: true });
    const [row] = await db.update(jobs).set({ status: 'running', leasedUntil: lease(), leasedBy: this.instance, startedAt: sql`coalesce(${jobs.startedAt}, now())` })
      .where(inArray(jobs.id, next)).returning();
    if (row) await notifyJobChanged(db, row.id);
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
    // the row is this instance's to write while it is `running` under its lease
    const held = and(eq(jobs.id, job.id), eq(jobs.status, 'running'), eq(jobs.leasedBy, this.instance));
    try {
      const ctx = await jobContext(services, job, kind, log);
      const outcome = await kind.run({
        job, ctx, db, signal, log,
        async chunk(work) {
          if (signal.aborted) throw new JobInterrupted();
          const result = await db.transaction(async (tx) => {
            // the chunk commits only while this instance holds the job: it renews the lease and
            // locks the row, so a cancel waits for this chunk to commit and the next one sees it
            const [holds] = await tx.update(jobs).set({ leasedUntil: lease() }).where(held).returning({ id: jobs.id });
            if (!holds) throw new JobStopped();
            const done = await work(tx);
            await notifyJobChanged(tx, job.id);
            return done;
          });
          // a breath between chunks: on PGlite's one connection the waiting requests (progress polls) go first
          await sleep(5);
          return result;
        },
      });
      const resultFile = outcome.result ? await writeResult(services.config, job.id, outcome.result.name, outcome.result.content) : null;
      const finished = await db.transaction(async (tx) => {
        // still this instance's: a cancel after the last chunk leaves the job cancelled (and resumable to its end)
        const [marked] = await tx.update(jobs).set({ status: 'done', payload: null, finishedAt: new Date(), leasedUntil: null, resultFile, message: null })
          .where(held).returning({ id: jobs.id });
        if (!marked) return false;
        await recordAudit(tx, {
          userId: ctx.principal.user.id, commandId: outcome.audit.commandId, target: `job:${job.id}`, scope: ctx.scope,
          input: outcome.audit.input, ip: ctx.request.ip,
        });
        await notifyJobChanged(tx, job.id);
        return true;
      });
      log.info(finished ? 'job done' : 'job stopped after its last chunk');
      if (finished) await this.tell(job, 'job_finished', null, log);
    } catch (e) {
      if (e instanceof JobStopped) {
        log.info('job stopped (cancelled, or interrupted while this instance stalled); letting go');
        return;
      }
      if (e instanceof JobInterrupted) {
        await this.mark(db, held, { status: 'queued', leasedUntil: null, leasedBy: null }, job.id)
          .catch((err: unknown) => log.error(err, 'could not queue the job again'));
        log.info('job interrupted by the server closing; it resumes at the next start');
        return;
      }
      // a failed chunk's query quotes its rows (customers' phones and emails): the log gets them redacted
      if (e instanceof JobRefused) log.warn({ reason: redactText(e.message) }, 'job refused');
      else log.error({ error: redactError(e) }, 'job failed');
      // its rows are kept: once the cause is fixed (a role given back), it can be resumed
      const message = (e as Error).message.slice(0, 500);
      await this.mark(db, held, { status: 'failed', finishedAt: new Date(), leasedUntil: null, message }, job.id)
        .then(() => this.tell(job, 'job_failed', message, log), (err: unknown) => log.error(err, 'could not mark the job failed'));
    }
  }

  /**
   * Its author hears that it ended (issue 23): after the job's own commit, so a notification that
   * could not be written never leaves the job unfinished. A failure is told each time (a resumed
   * job may fail again), a success once.
   */
  private async tell(job: JobRow, event: 'job_finished' | 'job_failed', message: string | null, log: FastifyBaseLogger): Promise<void> {
    if (job.userId === null) return;
    const services = this.services!;
    await notifyUsers(services.database.db, services.config, [job.userId], {
      event, key: event === 'job_finished' ? `job:${job.id}` : `job:${job.id}:${Date.now()}`, link: `/jobs/${job.id}`,
      params: { id: String(job.id), kind: job.kind, ...(message ? { message: redactText(message).slice(0, 200) } : {}) },
    }).catch((e: unknown) => log.error({ error: redactError(e) }, 'could not notify the job\'s author'));
  }

  private async mark(db: Db, where: SQL | undefined, set: Partial<JobRow>, id: number): Promise<void> {
    await db.transaction(async (tx) => {
      await tx.update(jobs).set(set).where(where);
      await notifyJobChanged(tx, id);
    });
  }
}
