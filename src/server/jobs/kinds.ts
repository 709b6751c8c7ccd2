import type { FastifyBaseLogger } from 'fastify';
import { JOB_KIND_NAMES, jobKindDeclaration, type JobKindDeclaration, type JobKindName } from '../../shared/commands/jobs/kinds.js';
import type { AuthedContext } from '../commands/handler.js';
import { schema, type Db } from '../db/index.js';

export type JobRow = typeof schema.jobs.$inferSelect;

/** The author's context, rebuilt from the job's row: a handler's context without its transaction. */
export type JobContext = Omit<AuthedContext, 'db'>;

/** What a kind's run is given each time the job starts or resumes. */
export interface JobRun {
  /** The row as the last committed chunk left it: resume from `processed`, keep `succeeded`/`failed`/`errors`. */
  job: JobRow;
  ctx: JobContext;
  /** Outside any transaction; write a chunk's rows and its progress through `chunk`. */
  db: Db;
  signal: AbortSignal;
  log: FastifyBaseLogger;
  /**
   * One chunk in one transaction: its rows and its progress commit together, so a resumed job
   * neither skips nor repeats a row. Before starting it stops the job when the server is closing
   * or the job was cancelled; after it, the job's watchers hear of its progress.
   */
  chunk<T>(work: (tx: Db) => Promise<T>): Promise<T>;
}

/** What a finished run leaves: its audit entry, and the file it produced, if any. */
export interface JobOutcome {
  audit: { commandId: string; input: object };
  /** Kept under the data folder and fetched from `jobs/:id/result` by whoever may see the job. */
  result?: { name: string; content: string | Buffer };
}

export type JobRunner = (run: JobRun) => Promise<JobOutcome>;

/** A declared kind (src/shared/commands/jobs/kinds.ts) with the run its area registered. */
export interface JobKind extends JobKindDeclaration {
  name: JobKindName;
  run: JobRunner;
}

const kinds = new Map<JobKindName, JobKind>();

/**
 * The run of a kind declared in src/shared/commands/jobs/kinds.ts, registered when its area's module
 * loads (beside its handlers); the declaration says who runs and sees it, this only how.
 */
export function registerJobKind(name: JobKindName, run: JobRunner): void {
  const declared = jobKindDeclaration(name);
  if (!declared) throw new Error(`job kind ${name} is not declared in src/shared/commands/jobs/kinds.ts`);
  const known = kinds.get(name);
  if (known && known.run !== run) throw new Error(`job kind ${name} is registered twice`);
  kinds.set(name, { ...declared, name, run });
}

export const jobKind = (name: string): JobKind | undefined => kinds.get(name as JobKindName);
export const registeredKinds = (): JobKindName[] => [...kinds.keys()];
/** Declared kinds nobody registered a run for: the server refuses to start with one. */
export const unregisteredKinds = (): JobKindName[] => JOB_KIND_NAMES.filter((k) => !kinds.has(k));
