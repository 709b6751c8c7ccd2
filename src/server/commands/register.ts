import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { sendsBody, type AnyCommand } from '../../shared/commands/define.js';
import { API_PREFIX } from '../../shared/api/client.js';
import { canAccess } from '../../shared/roles/access.js';
import { authenticate } from '../auth/authenticate.js';
import { resolveScope } from '../auth/scope.js';
import { schema, type DbOrTx } from '../db/index.js';
import { AppError, badRequest, forbidden } from '../errors.js';
import type { Services } from '../services.js';
import { JsonText, type BoundHandler, type HandlerContext } from './handler.js';
import { findStored, readIdempotencyKey, requestHash, store } from './idempotency.js';

/** `users/:id` is the same path syntax for Fastify. */
export const routeUrl = (command: AnyCommand) => `${API_PREFIX}/${command.http.path}`;

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
  return { ...(source as Record<string, unknown>), ...params };
}

/** Everything but the secrets, for the audit log and the idempotency hash. */
function redact(command: AnyCommand, input: unknown): unknown {
  if (!command.secret?.length || typeof input !== 'object' || input === null) return input;
  const copy: Record<string, unknown> = { ...(input as Record<string, unknown>) };
  for (const key of command.secret) if (key in copy) copy[key] = '[redacted]';
  return copy;
}

/** A mutation's answer as an object: it is stored for idempotent replays. */
const plain = (result: unknown) => (result instanceof JsonText ? (JSON.parse(result.text) as unknown) : result);

/** One audit row per successful mutation, in the mutation's transaction. */
async function writeAudit(db: DbOrTx, command: AnyCommand, ctx: HandlerContext, input: unknown, result: unknown) {
  // sign-in has no principal yet: the user is the one it answers with
  const userId = ctx.principal?.user.id ?? (result as { user?: { id?: number } } | null)?.user?.id ?? null;
  await db.insert(schema.auditLog).values({
    userId,
    commandId: command.id,
    target: ctx.auditTarget ?? null,
    vendorId: ctx.scope?.vendorId ?? null,
    websiteId: ctx.scope?.website?.id ?? null,
    input: redact(command, input) as object,
    ip: ctx.request.ip,
  });
}

export function registerCommand(app: FastifyInstance, services: Services, bound: BoundHandler): void {
  const { command, handler } = bound;
  const { db } = services.database;
  const isMutation = command.kind === 'mutation';

  app.route({
    method: command.http.method,
    url: routeUrl(command),
    async handler(request: FastifyRequest, reply: FastifyReply) {
      const ctx: HandlerContext = { db, principal: null, scope: null, request, services };
      if (!command.public) {
        ctx.principal = await authenticate(services, request);
        const query = request.query as Record<string, unknown>;
        ctx.scope = await resolveScope(db, ctx.principal, query.vendor_id, query.website_id);
        if (!canAccess(command, ctx.scope.viewer)) throw forbidden('Your roles do not allow this');
      }
      if (command.confirm && request.headers['bo-confirm'] !== command.confirm) {
        throw new AppError(400, 'confirmation_required', `Type "${command.confirm}" to confirm`, { confirm: `type ${command.confirm}` });
      }
      const parsed = command.input.safeParse(rawInput(command, request));
      if (!parsed.success) throw badRequest(zodFields(parsed.error));
      const input = parsed.data;

      if (!isMutation) {
        const result = await handler(input, ctx);
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
          await store(tx, { userId: ctx.principal.user.id, key, commandId: command.id, hash, response: result });
        }
        return result;
      });
    },
  });
}
