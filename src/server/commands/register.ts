import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { commandPath, sendsBody, type AnyCommand } from '../../shared/commands/define.js';
import { canAccess, type AccessRule } from '../../shared/roles/access.js';
import type { Principal } from '../auth/principal.js';
import { authenticate } from '../auth/authenticate.js';
import { resolveScope, type Scope } from '../auth/scope.js';
import { schema, type DbOrTx } from '../db/index.js';
import { AppError, badRequest, forbidden } from '../errors.js';
import { redactError } from '../log-redact.js';
import type { Services } from '../services.js';
import { JsonText, type BoundHandler, type HandlerContext } from './handler.js';
import { withPaging } from './paging.js';
import { contentDisposition, type FileOutput } from '../../shared/schema/file.js';
import { findStored, readIdempotencyKey, requestHash, store } from './idempotency.js';

/** `users/:id` is the same path syntax for Fastify. */
export const routeUrl = (command: AnyCommand) => commandPath(command);

const TENANT_PARAMS = new Set(['vendor_id', 'website_id']);

/** Field paths of a zod error, the way clients name fields: `q.email_cont`, `websites.0.roles`. */
export function zodFields(error: z.ZodError): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const issue of error.issues) {
    const key = issue.path.length ? issue.path.join('.') : 'input';
    fields[key] ??= issue.message;
  }
  return fields;
}

function rawInput(command: AnyCommand, request: FastifyRequest): Record<string, unknown> {
  const params = request.params as Record<string, unknown>;
  let source: unknown;
  if (sendsBody(command.http.method)) {
    source = request.body ?? {};
    if (typeof source !== 'object' || source === null || Array.isArray(source)) {
      throw badRequest({ body: 'must be a JSON object' });
    }
  } else {
    source = Object.fromEntries(Object.entries(request.query as Record<string, unknown>).filter(([k]) => !TENANT_PARAMS.has(k)));
  }
  const input = { ...(source as Record<string, unknown>), ...params };
  const nul = nulField(input, '');
  if (nul !== null) throw badRequest({ [nul || 'input']: 'must not contain NUL characters' });
  return input;
}

/**
 * The path of the first string holding a NUL byte: PostgreSQL refuses 0x00 in text, so it is
 * refused here, at the boundary, for every text of every command, instead of as a 500 deep inside.
 */
function nulField(value: unknown, path: string, depth = 0): string | null {
  if (typeof value === 'string') return value.includes('\u0000') ? path : null;
  if (typeof value !== 'object' || value === null || depth > 20) return null;
  for (const [key, item] of Object.entries(value)) {
    if (key.includes('\u0000')) return path ? `${path}.${key.replace(/\u0000/g, '')}` : 'input';
    const found = nulField(item, path ? `${path}.${key}` : key, depth + 1);
    if (found !== null) return found;
  }
  return null;
}

/** Everything but the secrets, for the audit log and the idempotency hash. */
function redact(command: AnyCommand, input: unknown): unknown {
  if (!command.secret?.length || typeof input !== 'object' || input === null) return input;
  const copy: Record<string, unknown> = { ...(input as Record<string, unknown>) };
  for (const key of command.secret) if (key in copy) copy[key] = '[redacted]';
  return copy;
}

/** An answer as the idempotency store keeps it: the secret fields (a key answered once) at any depth redacted. */
function redactAnswer(command: AnyCommand, value: unknown): unknown {
  if (!command.secret?.length || typeof value !== 'object' || value === null) return value;
  if (Array.isArray(value)) return value.map((v) => redactAnswer(command, v));
  return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, command.secret!.includes(k) ? '[redacted]' : redactAnswer(command, v)]));
}

/** A mutation's answer as an object: it is stored for idempotent replays. */
const plain = (result: unknown) => (result instanceof JsonText ? (JSON.parse(result.text) as unknown) : result);

/** One audit row per successful mutation, in the mutation's transaction. */
/** One audit row: what ran, for whom, where and on what. The upload route writes through it too. */
export async function recordAudit(db: DbOrTx, entry: {
  userId: number | null; commandId: string; target: string | null; scope: Pick<Scope, 'vendorId' | 'website'> | null; input: object; ip: string;
}) {
  await db.insert(schema.auditLog).values({
    userId: entry.userId,
    commandId: entry.commandId,
    target: entry.target,
    vendorId: entry.scope?.vendorId ?? null,
    websiteId: entry.scope?.website?.id ?? null,
    input: entry.input,
    ip: entry.ip,
  });
}

async function writeAudit(db: DbOrTx, command: AnyCommand, ctx: HandlerContext, input: unknown, result: unknown) {
  // sign-in has no principal yet: the user is the one it answers with
  const userId = ctx.principal?.user.id ?? (result as { user?: { id?: number } } | null)?.user?.id ?? null;
  await recordAudit(db, {
    userId, commandId: command.id, target: ctx.auditTarget ?? null, scope: ctx.scope ?? null,
    input: redact(command, input) as object, ip: ctx.request.ip,
  });
}

/**
 * Who calls and where (the `vendor_id`/`website_id` query parameters), refused unless the rule's
 * roles allow it: the same guard for catalogue routes and the few routes outside it (uploads).
 */
export async function authorizeRequest(services: Services, request: FastifyRequest, rule: AccessRule): Promise<{ principal: Principal; scope: Scope }> {
  const principal = await authenticate(services, request);
  const query = request.query as Record<string, unknown>;
  const scope = await resolveScope(services.database.db, principal, query.vendor_id, query.website_id);
  if (!canAccess(rule, scope.viewer)) throw forbidden('Your roles do not allow this');
  return { principal, scope };
}

export function registerCommand(app: FastifyInstance, services: Services, bound: BoundHandler): void {
  const { command, handler } = bound;
  const { db } = services.database;
  const isMutation = command.kind === 'mutation';

  app.route({
    method: command.http.method,
    url: routeUrl(command),
    ...(command.http.bodyLimit && { bodyLimit: Math.max(command.http.bodyLimit, services.config.bodyLimit) }),
    async handler(request: FastifyRequest, reply: FastifyReply) {
      const later: ((db: DbOrTx) => Promise<void>)[] = [];
      const ctx: HandlerContext = { db, principal: null, scope: null, request, services, command, afterwards: (work) => void later.push(work) };
      try {
        return await run(request, reply, ctx);
      } finally {
        // after the transaction, whatever its end; a failure here is logged, never the caller's
        for (const work of later) await work(db).catch((e: unknown) => request.log.error({ err: redactError(e) }, `after ${command.id}`));
      }
    },
  });

  /** Authorises, validates and runs the command: a read as it is, a mutation in its transaction with its audit entry. */
  async function run(request: FastifyRequest, reply: FastifyReply, ctx: HandlerContext) {
    if (!command.public) Object.assign(ctx, await authorizeRequest(services, request, command));
    if (command.confirm && request.headers['bo-confirm'] !== command.confirm) {
      throw new AppError(400, 'confirmation_required', `Type "${command.confirm}" to confirm`, { confirm: `type ${command.confirm}` });
    }
    const parsed = command.input.safeParse(rawInput(command, request));
    if (!parsed.success) throw badRequest(zodFields(parsed.error));
    const input = parsed.data;

    if (!isMutation) {
      const result = withPaging(await handler(input, ctx));
      if (command.cache) {
        // only a success is kept (errors stay no-store from the security headers); the answer
        // depends on who asks and in which language, so a shared browser keys on both
        reply.header('cache-control', `private, max-age=${command.cache.maxAgeSeconds}`);
        reply.header('vary', 'authorization, accept-language');
      }
      if (command.file) {
        // a file command (a PDF): the bytes themselves, to save, never kept by a shared cache
        const file = result as FileOutput;
        return reply.type(file.type).header('content-disposition', contentDisposition(file.name)).header('cache-control', 'private, no-store').send(Buffer.from(file.bytes));
      }
      return result instanceof JsonText ? reply.type('application/json; charset=utf-8').send(result.text) : result;
    }

    const key = ctx.principal ? readIdempotencyKey(request.headers['idempotency-key']) : null;
    const hash = key ? requestHash(command.id, redact(command, input)) : '';
    if (key && ctx.principal) {
      const stored = await findStored(db, ctx.principal.user.id, key, hash);
      if (stored) {
        reply.header('idempotent-replayed', 'true');
        return reply.code(stored.statusCode).send(stored.response);
      }
    }
    // Sign-in runs outside a transaction: a failed attempt must still be counted when it throws.
    if (command.public) {
      const result = plain(await handler(input, ctx));
      await writeAudit(db, command, ctx, input, result);
      return result;
    }
    return db.transaction(async (tx) => {
      const txCtx: HandlerContext = { ...ctx, db: tx };
      const result = plain(await handler(input, txCtx));
      await writeAudit(tx, command, txCtx, input, result);
      if (key && ctx.principal) {
        await store(tx, { userId: ctx.principal.user.id, key, commandId: command.id, hash, response: redactAnswer(command, result) });
      }
      return result;
    });

  }
}
