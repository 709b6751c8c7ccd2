import { eq } from 'drizzle-orm';
import type { FastifyBaseLogger, FastifyRequest } from 'fastify';
import { canAccess, isAdminRoles } from '../../shared/roles/access.js';
import { loadMemberships, toRoles, type Principal } from '../auth/principal.js';
import { resolveScope, type Scope } from '../auth/scope.js';
import { schema, type Db } from '../db/index.js';
import type { Services } from '../services.js';
import type { JobContext, JobKind, JobRow } from './kinds.js';

/** The author can no longer run the job (deleted, removed from the merchant, role taken away). */
export class JobRefused extends Error {}

/**
 * The author as the auth code loads him, but from the user id the job stored instead of a session
 * token: a job resumed after a restart outlives the request (and maybe the session) that made it.
 */
async function loadAuthor(db: Db, userId: number): Promise<Principal | null> {
  const [user] = await db.select().from(schema.users).where(eq(schema.users.id, userId)).limit(1);
  if (!user) return null;
  const { websites, vendors } = await loadMemberships(db, user.id, isAdminRoles(user.roles));
  return {
    // no session: nothing touches or expires it during a job
    sessionId: 0, sessionExpiresAt: Number.MAX_SAFE_INTEGER, sessionLastUsedAt: Date.now(),
    user, roles: toRoles(user.roles), isAdmin: isAdminRoles(user.roles), websites, vendors, scopes: new Map(),
  };
}

/**
 * The scope the author had when he made the job, never wider: the vendors he was confined to then
 * (`vendor_ids`), and only those he still belongs to now.
 */
function confine(scope: Scope, stored: unknown): Scope {
  if (!Array.isArray(stored)) return scope;
  const then = stored.filter((v): v is number => typeof v === 'number');
  const vendorIds = scope.vendorIds === 'all' ? then : then.filter((v) => (scope.vendorIds as number[]).includes(v));
  if (!vendorIds.length) throw new JobRefused('the author no longer belongs to the merchant of this job');
  return { ...scope, vendorIds };
}

/**
 * What handlers read from a request, for code shared with them (`requestLocale`, audit `ip`,
 * `request.log`): the author's language, no address, the app logger. Nothing else is read.
 */
function jobRequest(job: JobRow, locale: string, log: FastifyBaseLogger): FastifyRequest {
  return { id: `job-${job.id}`, headers: { 'accept-language': locale }, ip: null, log } as unknown as FastifyRequest;
}

/** Rebuilds the author's principal and scope from the job's row, as his own calls would have them. */
export async function jobContext(services: Services, job: JobRow, kind: JobKind, log: FastifyBaseLogger): Promise<JobContext> {
  const db = services.database.db;
  const principal = job.userId === null ? null : await loadAuthor(db, job.userId);
  if (!principal) throw new JobRefused('the author of this job no longer exists');
  let scope: Scope;
  try {
    scope = await resolveScope(db, principal, job.selectedVendorId === null ? undefined : String(job.selectedVendorId), undefined);
  } catch (e) {
    throw new JobRefused((e as Error).message);
  }
  scope = confine(scope, job.vendorIds);
  if (!canAccess({ roles: kind.roles }, scope.viewer)) throw new JobRefused('the author no longer holds a role that runs this job');
  return { principal, scope, services, request: jobRequest(job, principal.user.locale, log) };
}
