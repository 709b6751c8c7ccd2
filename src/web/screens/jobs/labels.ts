import type { TFunction } from 'i18next';
import { isActive, type JobSummary } from '../../../shared/schema/jobs.js';

/** A kind's name in the reader's language (`jobs.kinds.<kind>`), or its id for a kind this console does not know. */
export function kindTitle(t: TFunction, exists: (key: string) => boolean, kind: string): string {
  return exists(`jobs.kinds.${kind}`) ? String(t(`jobs.kinds.${kind}`)) : kind;
}

/** `Product import · shop.csv` */
export function jobName(t: TFunction, exists: (key: string) => boolean, job: Pick<JobSummary, 'kind' | 'file_name'>): string {
  const kind = kindTitle(t, exists, job.kind);
  return job.file_name ? `${kind} · ${job.file_name}` : kind;
}

/**
 * The sentence of a job's end for its author's toast: a kind may say it its own way
 * (`jobs.toast.done_<kind>`, the §8 "import completed"), else the words every kind shares.
 */
export function endedText(t: TFunction, exists: (key: string) => boolean, job: JobSummary): string {
  const values = { kind: kindTitle(t, exists, job.kind), succeeded: job.succeeded, failed: job.failed, processed: job.processed, total: job.total, message: job.message ?? '' };
  const own = `jobs.toast.${job.status}_${job.kind}`;
  return String(exists(own) ? t(own, values) : t(`jobs.toast.${job.status}`, values));
}

export const toastKind = (job: JobSummary): 'success' | 'warning' | 'error' =>
  job.status === 'done' ? (job.failed ? 'warning' : 'success') : job.status === 'failed' ? 'error' : 'warning';

export const ended = (job: JobSummary): boolean => !isActive(job.status);
