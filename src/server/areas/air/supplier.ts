import type { SupplierAction } from '../../../shared/commands/air/bookings.js';

/**
 * The one interface every air supplier (a GDS or a consolidator) is reached through. The booking
 * handlers know only this; a website's configuration (air_suppliers) picks where it points.
 */
export interface AirSupplier {
  hold(request: HoldRequest): Promise<{ pnr: string; hold_until: string | null }>;
  ticket(request: { pnr: string; passengers: { ref: number; name: string }[]; segments: { ref: number; flight: string }[] }): Promise<{ tickets: { passenger: number; segment: number; number: string }[] }>;
  cancel(request: { pnr: string }): Promise<{ status: string }>;
  void(request: { pnr: string; ticket: string }): Promise<{ status: string }>;
  refund(request: { pnr: string; tickets: string[] }): Promise<{ status: string; amount: number }>;
}

export interface HoldRequest {
  passengers: { ref: number; last_name: string; first_name: string; document: string }[];
  segments: { ref: number; from: string; to: string; flight: string; departs_at: string }[];
}

/** One exchange as the logs keep it: what went, what came back, the supplier's own words on a failure. */
export interface Exchange {
  action: SupplierAction;
  url: string;
  request: unknown;
  response: unknown;
  status: number | null;
  ok: boolean;
  error: string | null;
  durationMs: number;
}

/** A refusal or a failure of the supplier, in its own words (or the network's). */
export class SupplierError extends Error {
  constructor(message: string, readonly status: number | null) {
    super(message);
  }
}

/** What the network said: the system's code (ECONNREFUSED) or fetch's own reason (a bad port). */
function reason(e: unknown): string {
  const cause = (e as { cause?: { code?: string; message?: string; errors?: { code?: string }[] } }).cause;
  return cause?.code ?? cause?.errors?.[0]?.code ?? cause?.message ?? (e as Error).message;
}

export interface SupplierConfig {
  url: string;
  username: string;
  secret: string;
  timeoutMs: number;
}

/**
 * The JSON protocol: `POST <url>/<action>` with a JSON body and HTTP Basic credentials; a 2xx
 * answers JSON, anything else `{ "error": { "code", "message" } }`. Every exchange, failed or not,
 * goes to `record` before the call returns or throws.
 */
export function jsonSupplier(config: SupplierConfig, record: (exchange: Exchange) => void): AirSupplier {
  async function call<T>(action: SupplierAction, body: unknown): Promise<T> {
    const url = `${config.url.replace(/\/+$/, '')}/${action}`;
    const started = performance.now();
    const done = (e: Omit<Exchange, 'action' | 'url' | 'request' | 'durationMs'>) =>
      record({ action, url, request: body, durationMs: Math.round(performance.now() - started), ...e });
    let res: Response;
    try {
      res = await fetch(url, {
        method: 'POST',
        headers: {
          'content-type': 'application/json', accept: 'application/json',
          ...(config.username && { authorization: `Basic ${Buffer.from(`${config.username}:${config.secret}`).toString('base64')}` }),
        },
        body: JSON.stringify(body),
        signal: AbortSignal.timeout(config.timeoutMs),
      });
    } catch (e) {
      const message = e instanceof Error && e.name === 'TimeoutError' ? `no answer in ${config.timeoutMs} ms`
        : `unreachable: ${reason(e)}`;
      done({ response: null, status: null, ok: false, error: message });
      throw new SupplierError(message, null);
    }
    const text = await res.text();
    let json: unknown = null;
    try { json = text ? JSON.parse(text) : null; } catch { json = text.slice(0, 2000); }
    if (!res.ok) {
      const said = (json as { error?: { message?: unknown; code?: unknown } | string } | null)?.error;
      const message = typeof said === 'string' ? said : typeof said?.message === 'string' ? said.message : `HTTP ${res.status}`;
      done({ response: json, status: res.status, ok: false, error: message });
      throw new SupplierError(message, res.status);
    }
    done({ response: json, status: res.status, ok: true, error: null });
    return json as T;
  }
  return {
    hold: (r) => call('hold', r),
    ticket: (r) => call('ticket', r),
    cancel: (r) => call('cancel', r),
    void: (r) => call('void', r),
    refund: (r) => call('refund', r),
  };
}
