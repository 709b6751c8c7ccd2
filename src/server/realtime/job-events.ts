import { inArray } from 'drizzle-orm';
import type { JobSummary } from '../../shared/schema/jobs.js';
import { schema, type Db } from '../db/index.js';
import { maySee, overseenKinds, selectJobs, type JobReader } from '../jobs/read.js';

/** What a socket is told of a job that moved: the job as lists show it (no failed rows). */
export interface JobEvent {
  type: 'job';
  job: JobSummary;
}

/**
 * The events of the jobs heard, for one reader: those he may see (his own, and every job of the
 * kinds he oversees), the same rule as `jobs.get`.
 */
export async function loadJobs(db: Db, ids: number[]): Promise<JobSummary[]> {
  return selectJobs(db, inArray(schema.jobs.id, ids), ids.length);
}

export function jobEventsFor(reader: JobReader, loaded: readonly JobSummary[]): JobEvent[] {
  const overseen = overseenKinds(reader.scope);
  return loaded.filter((job) => maySee(reader, job, overseen)).map((job) => ({ type: 'job', job }));
}
