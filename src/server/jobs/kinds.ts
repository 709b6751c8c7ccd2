import type { FastifyBaseLogger } from 'fastify';
import type { AccessRule } from '../../shared/roles/access.js';
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
   * neither skips nor repeats a row. Before starting it stops the job when the server is closing.
   */
  chunk<T>(work: (tx: Db) => Promise<T>): Promise<T>;
}

/** What a finished run leaves in the audit log, in the transaction that marks the job done. */
export interface JobOutcome {
  audit: { commandId: string; input: object };
}

export interface JobKind {
  /** The author must still hold one of these when the job runs (or resumes): a revoked role stops it. */
  roles: AccessRule['roles'];
  run(run: JobRun): Promise<JobOutcome>;
}

const kinds = new Map<string, JobKind>();

/** Kinds are code, registered when their area's module loads; the runner claims only these. */
export function registerJobKind(kind: string, definition: JobKind): void {
  if (kinds.has(kind) && kinds.get(kind) !== definition) throw new Error(`job kind ${kind} is registered twice`);
  kinds.set(kind, definition);
}

export const jobKind = (kind: string): JobKind | undefined => kinds.get(kind);
export const registeredKinds = (): string[] => [...kinds.keys()];
