import { z } from 'zod';

/** The kinds of background job `job_logs` and `current_job` answer for. */
export const JOB_KINDS = ['product_import', 'search_reindex'] as const;
export type JobKindName = (typeof JOB_KINDS)[number];
export const zJobKind = z.enum(JOB_KINDS);
