import { and, eq, inArray, notInArray } from 'drizzle-orm';
import { jobCommands } from '../../../shared/commands/jobs/index.js';
import { ACTIVE_STATUSES } from '../../../shared/schema/jobs.js';
import { defineHandlers, type AuthedContext } from '../../commands/handler.js';
import { schema } from '../../db/index.js';
import { conflict, forbidden, notFound } from '../../errors.js';
import { notifyJobChanged } from '../../jobs/notify.js';
import { countJobs, jobById, mayManage, readJob, selectJobs, STOPPED, visibleJobs, type JobReader } from '../../jobs/read.js';

const { jobs } = schema;

const readerOf = (ctx: AuthedContext): JobReader => ({ userId: ctx.principal.user.id, scope: ctx.scope });

/** A job the caller may see, else 404: another's job is not said to exist. */
async function visible(ctx: AuthedContext, id: number) {
  const job = await readJob(ctx.db, jobById(id, visibleJobs(readerOf(ctx))));
  if (!job) throw notFound('No such job');
  return job;
}

/** One that he may also stop and resume (his own while he may run its kind, or as its overseer). */
async function managed(ctx: AuthedContext, id: number) {
  const job = await visible(ctx, id);
  if (!mayManage(readerOf(ctx), job)) throw forbidden('Your roles do not allow stopping or resuming this job');
  ctx.auditTarget = `job:${id}`;
  return job;
}

/** After a change of status: the watchers are told (at commit), the caller answered. */
async function told(ctx: AuthedContext, id: number) {
  await notifyJobChanged(ctx.db, id);
  return (await selectJobs(ctx.db, jobById(id), 1))[0]!;
}

export const jobHandlers = defineHandlers(jobCommands, {
  async list({ page, per_page, kind, status, active, mine }, ctx) {
    const where = and(
      visibleJobs(readerOf(ctx)),
      mine ? eq(jobs.userId, ctx.principal.user.id) : undefined,
      kind ? eq(jobs.kind, kind) : undefined,
      status ? eq(jobs.status, status) : undefined,
      active === undefined ? undefined : active ? inArray(jobs.status, [...ACTIVE_STATUSES]) : notInArray(jobs.status, [...ACTIVE_STATUSES]),
    );
    const [items, total] = await Promise.all([selectJobs(ctx.db, where, per_page, (page - 1) * per_page), countJobs(ctx.db, where)]);
    return { items, page, per_page, total };
  },

  async get({ id }, ctx) {
    return { job: await visible(ctx, id) };
  },

  async cancel({ id }, ctx) {
    await managed(ctx, id);
    // a chunk under way holds the row: this waits for it to commit, and the job stops before its next one
    const [stopped] = await ctx.db.update(jobs).set({ status: 'cancelled', finishedAt: new Date(), leasedUntil: null })
      .where(and(eq(jobs.id, id), inArray(jobs.status, [...ACTIVE_STATUSES]))).returning({ id: jobs.id });
    if (!stopped) throw conflict('The job has already ended');
    return { job: await told(ctx, id) };
  },

  async resume({ id }, ctx) {
    const job = await managed(ctx, id);
    if (!job.resumable) throw conflict(job.status === 'done' ? 'The job is done' : 'The job is not stopped: only a cancelled, interrupted or failed job resumes');
    // it goes back in the queue as it was: its committed progress, its kept rows, its author
    const [queued] = await ctx.db.update(jobs).set({ status: 'queued', finishedAt: null, message: null, leasedBy: null, leasedUntil: null })
      .where(and(eq(jobs.id, id), inArray(jobs.status, [...STOPPED]))).returning({ id: jobs.id });
    if (!queued) throw conflict('The job changed meanwhile; look at it again');
    ctx.services.jobs.notify(id);
    // and once this transaction has ended: on PostgreSQL the runner, told before the commit, saw
    // the row still stopped, took it for another instance's, and left it for its next heartbeat
    ctx.afterwards?.(async () => ctx.services.jobs.notify(id));
    return { job: await told(ctx, id) };
  },
});
