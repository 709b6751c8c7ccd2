import { FetchError, ofetch } from 'ofetch';
import qs from 'qs';
import { API_PREFIX, pathParams, sendsBody, type AnyCommand, type InputOf, type OutputOf } from '../commands/define.js';
import { dispositionName, type FileOutput } from '../schema/file.js';
import { ApiError } from './errors.js';

export { API_PREFIX };
export const REQUEST_TIMEOUT_MS = 60_000;

type Lazy<T> = T | (() => T);
const read = <T>(v: Lazy<T>): T => (typeof v === 'function' ? (v as () => T)() : v);

export interface ClientOptions {
  /** Server origin, e.g. `http://127.0.0.1:3000`; empty for the same origin in the browser. */
  baseURL: string;
  token?: Lazy<string | null | undefined>;
  vendorId?: Lazy<number | null | undefined>;
  websiteId?: Lazy<number | null | undefined>;
  timeoutMs?: number;
  locale?: Lazy<string | undefined>;
  /** Told of every 401, so the web can go to /login and the CLI can say "bo login". */
  onUnauthorized?: (error: ApiError) => void;
}

export interface CallOptions {
  /** Makes a mutation safe to retry: the server answers a repeat with the stored result. */
  idempotencyKey?: string;
  /** The typed word a command with `confirm` needs (e.g. `cancel`). */
  confirm?: string;
  signal?: AbortSignal;
}

export interface RawRequest {
  query?: Record<string, unknown>;
  body?: unknown;
  headers?: Record<string, string>;
  signal?: AbortSignal;
  /** The answer is a file of this type, not JSON: given back as `FileOutput`. */
  file?: string;
}

/** Splits a command's input into the URL (path params, query) and the JSON body. */
export function buildRequest(command: AnyCommand, input: Record<string, unknown>) {
  const rest: Record<string, unknown> = { ...input };
  const path = command.http.path.replace(/:([A-Za-z_][A-Za-z0-9_]*)/g, (_, name: string) => {
    const value = rest[name];
    delete rest[name];
    if (value === undefined || value === null || value === '') throw new ApiError(400, 'validation_failed', `${name} is required`, { [name]: 'Required' });
    return encodeURIComponent(String(value));
  });
  const body = sendsBody(command.http.method) ? rest : undefined;
  const query = body === undefined ? rest : {};
  return { path: path.startsWith('/') ? path : `${API_PREFIX}/${path}`, query, body, params: pathParams(command.http.path) };
}

export function createClient(options: ClientOptions) {
  const timeout = options.timeoutMs ?? REQUEST_TIMEOUT_MS;

  async function request<T>(method: string, path: string, req: RawRequest = {}): Promise<T> {
    const query: Record<string, unknown> = { ...req.query };
    const vendorId = options.vendorId === undefined ? undefined : read(options.vendorId);
    const websiteId = options.websiteId === undefined ? undefined : read(options.websiteId);
    if (vendorId != null && query.vendor_id === undefined) query.vendor_id = vendorId;
    if (websiteId != null && query.website_id === undefined) query.website_id = websiteId;
    const search = qs.stringify(query, { arrayFormat: 'brackets', encodeValuesOnly: true, skipNulls: true });
    const headers: Record<string, string> = { ...req.headers };
    const token = options.token === undefined ? undefined : read(options.token);
    if (token) headers.authorization = `Bearer ${token}`;
    const locale = options.locale === undefined ? undefined : read(options.locale);
    if (locale) headers['accept-language'] = locale;
    try {
      if (req.file) {
        // a file command: its bytes and the name the server gives them (src/shared/schema/file.ts)
        const res = await ofetch.raw(`${options.baseURL}${path}${search ? `?${search}` : ''}`, {
          method, headers, timeout, retry: 0, signal: req.signal, responseType: 'arrayBuffer',
        });
        const file: FileOutput = {
          name: dispositionName(res.headers.get('content-disposition')) ?? 'file',
          type: res.headers.get('content-type') ?? req.file,
          bytes: new Uint8Array(res._data as ArrayBuffer),
        };
        return file as T;
      }
      const res = await ofetch.raw<T>(`${options.baseURL}${path}${search ? `?${search}` : ''}`, {
        method,
        body: req.body as Record<string, unknown> | undefined,
        headers,
        timeout,
        retry: 0,
        signal: req.signal,
      });
      // the answer is taken off the Response (what ofetch() returns, left attached): the Response
      // outlives the call inside fetch, and with it an answer of thousands of rows, which the
      // garbage collector then promotes to its old generation; a streamed `bo … --file` sending
      // a million rows saw its memory grow with the file from that alone
      const data = res._data as T;
      res._data = undefined;
      return data;
    } catch (e) {
      const error = toApiError(e);
      if (error.status === 401) options.onUnauthorized?.(error);
      throw error;
    }
  }

  return {
    request,
    /** Runs a catalogue command; typed by its declaration. */
    call<C extends AnyCommand>(command: C, input: InputOf<C>, opts: CallOptions = {}): Promise<OutputOf<C>> {
      const { path, query, body } = buildRequest(command, (input ?? {}) as Record<string, unknown>);
      const headers: Record<string, string> = {};
      if (opts.idempotencyKey) headers['idempotency-key'] = opts.idempotencyKey;
      if (opts.confirm) headers['bo-confirm'] = opts.confirm;
      const req = { query, body, headers, signal: opts.signal };
      if (command.file) return request<OutputOf<C>>(command.http.method, path, { ...req, file: command.file.type });
      return request<OutputOf<C>>(command.http.method, path, req);
    },
  };
}

export type ApiClient = ReturnType<typeof createClient>;

function toApiError(e: unknown): ApiError {
  if (e instanceof ApiError) return e;
  if (e instanceof FetchError) {
    // a refused file call still answers JSON, read as bytes
    const data: unknown = e.data instanceof ArrayBuffer ? parseJson(new TextDecoder().decode(e.data)) : e.data;
    if (e.status && ApiError.isErrorBody(data)) {
      return new ApiError(e.status, data.error.code, data.error.message, data.error.fields);
    }
    if (e.status) return new ApiError(e.status, 'http_error', e.statusText ?? `HTTP ${e.status}`);
    const timedOut = e.cause instanceof Error && e.cause.name === 'TimeoutError';
    return new ApiError(0, timedOut ? 'timeout' : 'network', e.message);
  }
  return new ApiError(0, 'network', e instanceof Error ? e.message : String(e));
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}
