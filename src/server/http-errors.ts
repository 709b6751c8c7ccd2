import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { lookup } from '../shared/i18n/index.js';
import { AppError } from './errors.js';
import { wantsAppPage, type AppPage } from './web.js';

/** `mn` when the client asks for Mongolian first; English otherwise. */
export function requestLocale(request: FastifyRequest): 'en' | 'mn' {
  const header = request.headers['accept-language'];
  return typeof header === 'string' && /^\s*mn\b/i.test(header) ? 'mn' : 'en';
}

const FASTIFY_CODES: Record<number, string> = {
  400: 'validation_failed', 401: 'unauthorized', 403: 'forbidden', 404: 'not_found', 405: 'not_found',
  409: 'conflict', 413: 'payload_too_large', 415: 'unsupported_media_type', 422: 'unprocessable', 429: 'rate_limited',
};

const SQLSTATE: Record<string, [number, string]> = {
  '23505': [409, 'conflict'], // unique_violation
  '23503': [409, 'conflict'], // foreign_key_violation
  '23514': [400, 'validation_failed'], // check_violation: a rule the handler should have named first
  '22003': [400, 'validation_failed'], // numeric_value_out_of_range
  '22P02': [400, 'validation_failed'], // invalid_text_representation
  '22007': [400, 'validation_failed'], // invalid_datetime_format
  '22008': [400, 'validation_failed'], // datetime_field_overflow
};

function send(request: FastifyRequest, reply: FastifyReply, status: number, code: string, message: string | undefined, fields?: Record<string, string>) {
  // the catalogue's message in the reader's language when the thrower gave only a code
  const text = message ?? lookup(requestLocale(request), `errors.${code}`) ?? lookup('en', 'errors.internal')!;
  return reply.code(status).type('application/json; charset=utf-8').send({ error: fields ? { code, message: text, fields } : { code, message: text } });
}

/** Every failure answers `{ error: { code, message, fields? } }`; bad input never becomes a 500. */
export function installErrorHandlers(app: FastifyInstance, appPage: AppPage | null = null): void {
  app.setErrorHandler((error: FastifyError | AppError | Error, request, reply) => {
    if (error instanceof AppError) {
      if (error.headers) reply.headers(error.headers);
      const message = error.message === error.code ? undefined : error.message;
      return send(request, reply, error.status, error.code, message, error.fields);
    }
    // PostgreSQL's own refusals (a race past a uniqueness check, a value out of range) are the
    // client's conflict or bad input, never a 500; PGlite reports the same SQLSTATE codes.
    // drizzle wraps the driver's error: the SQLSTATE is on its cause
    const sqlState = (error as { cause?: { code?: unknown } }).cause?.code ?? (error as { code?: unknown }).code;
    if (typeof sqlState === 'string' && sqlState in SQLSTATE) {
      const [status, code] = SQLSTATE[sqlState]!;
      return send(request, reply, status, code, undefined);
    }
    const status = (error as FastifyError).statusCode;
    if (status && status >= 400 && status < 500) {
      const code = FASTIFY_CODES[status] ?? 'validation_failed';
      const fastifyCode = (error as FastifyError).code ?? '';
      const fields = status === 400 && /JSON|CTP|SyntaxError/i.test(`${fastifyCode} ${error.name}`)
        ? { body: 'must be valid JSON' }
        : undefined;
      return send(request, reply, status, code, undefined, fields);
    }
    request.log.error({ err: error }, 'unhandled error');
    return send(request, reply, 500, 'internal', undefined);
  });
  app.setNotFoundHandler((request, reply) => {
    // a page of the web console (/u/users/12) is the app's to route; the API's 404s stay JSON
    if (appPage && wantsAppPage(request)) return appPage(request, reply);
    return send(request, reply, 404, 'not_found', undefined);
  });
}
