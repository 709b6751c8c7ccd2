import { z } from 'zod';
import { zBool, zId } from '../../schema/common.js';
import { JOB_STATUSES, jobSchema, jobSummarySchema } from '../../schema/jobs.js';
import { listOutput } from '../../schema/list.js';
import { defineCommand } from '../define.js';
import { zJobKind } from './kinds.js';

export { JOB_KINDS, JOB_KIND_NAMES, jobKindDeclaration, zJobKind, type JobKindName } from './kinds.js';

/**
 * The jobs centre: every kind of long work (src/shared/commands/jobs/kinds.ts) is listed, watched,
 * cancelled and resumed through these four, on every side (the tray and /jobs, `bo jobs`). Any
 * signed-in user has his own jobs; a kind's overseers (admins among them) see everyone's.
 */
export const list = defineCommand({
  id: 'jobs.list', area: 'jobs', kind: 'query', roles: true,
  http: { method: 'GET', path: 'jobs' },
  input: z.object({
    page: z.coerce.number().int().min(1).max(1_000_000).default(1),
    per_page: z.coerce.number().int().min(1).max(100).default(10),
    kind: zJobKind.optional(),
    status: z.enum(JOB_STATUSES).optional(),
    /** Only those still working or waiting to (queued, running). */
    active: zBool.optional(),
    /** Only the caller's own, even for an overseer. */
    mine: zBool.optional(),
  }),
  output: listOutput(jobSummarySchema),
  ui: { title: 'commands.jobs.list', keywords: ['jobs', 'background', 'progress', 'import log', 'ажил', 'ажлууд'] },
  cli: { verb: ['jobs', 'list'], columns: ['id', 'kind', 'status', 'file_name', 'user_email', 'processed', 'total', 'failed', 'created_at'] },
});

export const get = defineCommand({
  id: 'jobs.get', area: 'jobs', kind: 'query', roles: true,
  http: { method: 'GET', path: 'jobs/:id' },
  input: z.object({ id: zId }),
  output: z.object({ job: jobSchema }),
  ui: { title: 'commands.jobs.get', keywords: ['job', 'progress', 'failed rows', 'ажил'] },
  cli: { verb: ['jobs', 'get'], positionals: ['id'] },
});

/** Stops a job after the chunk it is in: what its committed chunks did stays, and it can be resumed. */
export const cancel = defineCommand({
  id: 'jobs.cancel', area: 'jobs', kind: 'mutation', roles: true, danger: true,
  http: { method: 'PUT', path: 'jobs/:id/cancel' },
  input: z.object({ id: zId }),
  output: z.object({ job: jobSummarySchema }),
  ui: { title: 'commands.jobs.cancel', keywords: ['stop job', 'abort', 'зогсоох'] },
  cli: { verb: ['jobs', 'cancel'], positionals: ['id'] },
});

/** A cancelled, interrupted or failed job goes on from its last committed chunk; nothing is applied twice. */
export const resume = defineCommand({
  id: 'jobs.resume', area: 'jobs', kind: 'mutation', roles: true,
  http: { method: 'PUT', path: 'jobs/:id/resume' },
  input: z.object({ id: zId }),
  output: z.object({ job: jobSummarySchema }),
  ui: { title: 'commands.jobs.resume', keywords: ['continue job', 'restart job', 'үргэлжлүүлэх'] },
  cli: { verb: ['jobs', 'resume'], positionals: ['id'] },
});

export const jobCommands = { list, get, cancel, resume };
