import { z } from 'zod';
import { zDateTime } from './common.js';

/**
 * Where a job is. `interrupted`: its server died while it ran (a crash, a kill), so it waits for
 * someone to resume it rather than starting again by itself (it might be what brought the server
 * down). `cancelled`: stopped on request after its last committed chunk. Both, and `failed`, go on
 * from their last committed chunk when resumed (`jobs.resume`).
 */
export const JOB_STATUSES = ['queued', 'running', 'done', 'failed', 'cancelled', 'interrupted'] as const;
export type JobStatus = (typeof JOB_STATUSES)[number];
/** Still working or waiting to: what the header's tray counts. */
export const ACTIVE_STATUSES: readonly JobStatus[] = ['queued', 'running'];
export const isActive = (status: JobStatus): boolean => ACTIVE_STATUSES.includes(status);

/** One row of a job that failed, and why: `ref` is what the row names (an import's sku). */
export const jobErrorSchema = z.object({ row: z.number().int(), ref: z.string(), field: z.string(), message: z.string() });
export type JobError = z.infer<typeof jobErrorSchema>;

/**
 * A job as lists and the live socket carry it: progress and counts, no failed rows. `resumable`:
 * stopped with work left (its rows are kept until it is done). `result`: the file it left, fetched
 * with the caller's token from `url`.
 */
export const jobSummarySchema = z.object({
  id: z.number().int(),
  kind: z.string(),
  status: z.enum(JOB_STATUSES),
  file_name: z.string().nullable(),
  user_id: z.number().int().nullable(),
  user_email: z.string().nullable(),
  total: z.number().int(),
  processed: z.number().int(),
  succeeded: z.number().int(),
  failed: z.number().int(),
  message: z.string().nullable(),
  resumable: z.boolean(),
  result: z.object({ name: z.string(), url: z.string() }).nullable(),
  created_at: zDateTime,
  started_at: zDateTime.nullable(),
  finished_at: zDateTime.nullable(),
});
export type JobSummary = z.infer<typeof jobSummarySchema>;

/** A job with the rows that failed (the first thousand; the counts stay exact beyond them). */
export const jobSchema = jobSummarySchema.extend({ errors: z.array(jobErrorSchema) });
export type Job = z.infer<typeof jobSchema>;

/** Where the result file of job `id` is fetched (outside the catalogue: a file, not JSON). */
export const jobResultPath = (id: number): string => `/api/bo/jobs/${id}/result`;
