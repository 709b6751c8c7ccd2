import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { lookup } from '../shared/i18n/index.js';
import { AppError } from './errors.js';
import { API_HEADERS } from './security-headers.js';
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
  '22021': [400, 'validation_failed'], // character_not_in_repertoire: a NUL in a text value
  '22P05': [400, 'validation_failed'], // untranslatable_character
};

/** Every string a failed query was given, anywhere in the error's chain (drizzle's error, the driver's). */
function paramValues(error: unknown, depth = 0): string[] {
  if (!error || typeof error !== 'object' || depth > 4) return [];
  const { params, cause } = error as { params?: unknown; cause?: unknown };
  const flat = (v: unknown): string[] =>
    v === null || v === undefined ? [] : Array.isArray(v) ? v.flatMap(flat) : [typeof v === 'object' ? JSON.stringify(v) : String(v)];
  return [...(Array.isArray(params) ? flat(params) : []), ...paramValues(cause, depth + 1)];
}

function scrub(text: string, values: readonly string[]): string {
  // drizzle appends `\nparams: a,b,c` to its message; the values may turn up elsewhere too
  let out = text.replace(/\nparams: [\s\S]*?(?=\n\s+at |$)/, '');
  for (const v of values) if (v.length >= 4) out = out.split(v).join('[redacted]');
  return out;
}

function loggable(error: unknown, values: readonly string[], depth: number): Record<string, unknown> {
  if (!(error instanceof Error)) return { type: typeof error, message: scrub(String(error), values) };
  const e = error as Error & { code?: unknown; query?: unknown; cause?: unknown };
  // drizzle's DrizzleQueryError keeps the name `Error`; its class says what it is
  const type = e.name === 'Error' ? e.constructor.name : e.name;
  // drizzle's message is the SQL and the values: the SQL is under `query`
  const message = typeof e.query === 'string' && e.message.startsWith('Failed query:') ? 'Failed query' : scrub(e.message, values);
  const frames = (e.stack ?? '').split('\n').filter((line) => /^\s+at /.test(line)).map((line) => scrub(line, values));
  return {
    type,
    message,
    ...(typeof e.code === 'string' && { code: e.code }),
    ...(typeof e.query === 'string' && { query: e.query }),
    stack: [`${type}: ${message}`, ...frames].join('\n'),
    ...(e.cause !== undefined && depth < 3 && { cause: loggable(e.cause, values, depth + 1) }),
  };
}

/**
 * An error as it may be logged: name, message, SQLSTATE, the SQL text and the stack, never the
 * values a query was given (an attempted username, a token's hash, a customer's phone). drizzle's
 * error carries them in its message and `params`, the driver's in its own `params`; both are left out.
 */
export function errorForLog(error: unknown): Record<string, unknown> {
  return loggable(error, [...new Set(paramValues(error))].sort((a, b) => b.length - a.length), 0);
}

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
    request.log.error({ error: errorForLog(error) }, 'unhandled error');
    return send(request, reply, 500, 'internal', undefined);
  });
  app.setNotFoundHandler((request, reply) => {
    // a page of the web console (/u/users/12) is the app's to route; the API's 404s stay JSON
    if (appPage && wantsAppPage(request)) return appPage(request, reply);
    // with the console built, the router falls back to its files' wildcard instead of refusing an
    // over-long path parameter (frameworkError below): the same refusal is made here
    const path = request.url.split('?')[0] ?? '';
    if (path.startsWith('/api/') && path.split('/').some((part) => part.length > MAX_PARAM_LENGTH)) {
      return send(request, reply, 414, 'request_too_large', undefined);
    }
    return send(request, reply, 404, 'not_found', undefined);
  });
}

/** Fastify's default `maxParamLength`: the longest path parameter the router takes. */
export const MAX_PARAM_LENGTH = 100;

/**
 * Fastify's router refusals, before any route or hook: a path parameter over `maxParamLength`
 * (414) and a malformed URL (400). Fastify's `frameworkErrors` option; its own bodies are not ours.
 */
export function frameworkError(error: FastifyError, request: FastifyRequest, reply: FastifyReply): void {
  const status = error.code === 'FST_ERR_MAX_PARAM_LENGTH' ? 414 : error.statusCode ?? 400;
  const code = status === 414 ? 'request_too_large' : status < 500 ? FASTIFY_CODES[status] ?? 'validation_failed' : 'internal';
  if (status >= 500) request.log.error({ error: errorForLog(error) }, 'router error');
  // no onRequest hook ran: the API's headers are set here
  reply.headers(API_HEADERS);
  void send(request, reply, status, code, undefined);
}

/**
 * What Node's HTTP parser refuses before Fastify sees a request (headers or URL over
 * `maxHeaderSize`: 431; too slow: 408; not HTTP: 400) is answered in the error shape too.
 * Fastify's `clientErrorHandler` option; the language comes from the raw bytes, since no request exists.
 */
export function clientError(error: Error & { code?: string }, socket: Socket): void {
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const [status, code]: [number, string] = error.code === 'HPE_HEADER_OVERFLOW' ? [431, 'request_too_large']
    : error.code === 'ERR_HTTP_REQUEST_TIMEOUT' ? [408, 'request_timeout']
    : [400, 'validation_failed'];
  const packet = (error as { rawPacket?: unknown }).rawPacket;
  const raw = Buffer.isBuffer(packet) ? packet.toString('latin1') : '';
  const locale = /\r\naccept-language:[ \t]*mn\b/i.test(raw) ? 'mn' : 'en';
  const body = JSON.stringify({ error: { code, message: lookup(locale, `errors.${code}`) ?? lookup('en', 'errors.internal')! } });
  const headers = {
    ...API_HEADERS,
    'content-type': 'application/json; charset=utf-8',
    'content-length': String(Buffer.byteLength(body)),
    connection: 'close',
  };
  const inResponse = (socket as Socket & { _httpMessage?: { headersSent?: boolean } })._httpMessage?.headersSent;
  if (!socket.writable || inResponse) {
    socket.destroy();
    return;
  }
  const head = [`HTTP/1.1 ${status} ${STATUS_CODES[status]}`, ...Object.entries(headers).map(([k, v]) => `${k}: ${v}`)].join('\r\n');
  // ended, not destroyed: a reset at once could drop the answer before the client read it; what
  // the client still sends is read and discarded until it closes, or a second later
  socket.end(`${head}\r\n\r\n${body}`);
  socket.resume();
  setTimeout(() => socket.destroy(), 1_000).unref();
}
