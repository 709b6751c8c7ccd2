import type { Job } from '../../shared/schema/jobs.js';
import type { AuthedContext } from '../commands/handler.js';
import { notifyJobChanged } from './notify.js';
import { jobById, readJob } from './read.js';

/**
 * What a command that starts a job does once it has inserted the `queued` row in its transaction:
 * names the job in its audit entry, tells the watchers, has the runner start it after the commit
 * (as its author), and answers it.
 */
export async function queued(ctx: AuthedContext, id: number): Promise<Job> {
  ctx.auditTarget = `job:${id}`;
  await notifyJobChanged(ctx.db, id);
  ctx.services.jobs.notify(id);
  return (await readJob(ctx.db, jobById(id)))!;
}
