import { posErrorResponse, posInfoResponse, posReceiptResponse, type PosInfo, type PosReceiptRequest, type PosReceiptResponse } from './protocol.js';

/** A refusal or failure of the PosAPI, its own message kept so the user reads why. */
export class PosApiError extends Error {
  constructor(message: string, readonly httpStatus: number | null) {
    super(message);
  }
}

/**
 * Short: a call runs inside the mutation's transaction, with the order's row locked (and on PGlite
 * the one connection held), so a PosAPI that hangs must not hold everything for long.
 */
const TIMEOUT_MS = 15_000;

/** The local PosAPI 3.0 service: three calls, JSON both ways, answers checked with zod. */
export class PosApiClient {
  constructor(private readonly baseUrl: string) {}

  private async call(method: 'GET' | 'POST' | 'DELETE', path: string, body?: unknown): Promise<unknown> {
    let res: Response;
    try {
      res = await fetch(new URL(path, this.baseUrl.endsWith('/') ? this.baseUrl : `${this.baseUrl}/`), {
        method,
        headers: body === undefined ? { accept: 'application/json' } : { accept: 'application/json', 'content-type': 'application/json' },
        body: body === undefined ? undefined : JSON.stringify(body),
        signal: AbortSignal.timeout(TIMEOUT_MS),
      });
    } catch (e) {
      throw new PosApiError(`PosAPI unreachable: ${(e as Error).message}`, null);
    }
    const text = await res.text();
    let json: unknown = null;
    if (text.trim()) {
      try {
        json = JSON.parse(text);
      } catch {
        if (!res.ok) throw new PosApiError(text.slice(0, 500), res.status);
        throw new PosApiError('PosAPI answered something that is not JSON', res.status);
      }
    }
    if (!res.ok) {
      const err = posErrorResponse.safeParse(json);
      throw new PosApiError((err.success && err.data.message) || `PosAPI answered HTTP ${res.status}`, res.status);
    }
    return json;
  }

  /** Issues a package receipt; a `status` other than SUCCESS is a refusal with PosAPI's message. */
  async issue(request: PosReceiptRequest): Promise<PosReceiptResponse & { id: string; date: string }> {
    const parsed = posReceiptResponse.safeParse(await this.call('POST', 'rest/receipt', request));
    if (!parsed.success) throw new PosApiError('PosAPI answered a receipt of an unknown shape', 200);
    const r = parsed.data;
    if (r.status !== 'SUCCESS') throw new PosApiError(r.message || `PosAPI status ${r.status}`, 200);
    if (!r.id || !r.date) throw new PosApiError('PosAPI answered SUCCESS without a receipt id or date', 200);
    return { ...r, id: r.id, date: r.date };
  }

  /** Returns (voids) a receipt by its id and the date it was issued on. */
  async returnReceipt(id: string, date: string): Promise<void> {
    const json = await this.call('DELETE', 'rest/receipt', { id, date });
    // success is an empty body; some builds answer `{ status, message }`
    const r = posErrorResponse.safeParse(json);
    if (json !== null && r.success && r.data.status && r.data.status !== 'SUCCESS') {
      throw new PosApiError(r.data.message || `PosAPI status ${r.data.status}`, 200);
    }
  }

  async info(): Promise<PosInfo> {
    const parsed = posInfoResponse.safeParse(await this.call('GET', 'rest/info'));
    if (!parsed.success) throw new PosApiError('PosAPI answered its info in an unknown shape', 200);
    return parsed.data;
  }
}

/** `yyyy-MM-dd HH:mm:ss` in Ulaanbaatar time (UTC+8, no daylight saving) ↔ an instant. */
export function parsePosDate(s: string): Date {
  const m = /^(\d{4})-(\d{2})-(\d{2})[ T](\d{2}):(\d{2}):(\d{2})/.exec(s);
  if (!m) throw new PosApiError(`PosAPI answered a date it should not: ${s}`, 200);
  return new Date(Date.UTC(+m[1]!, +m[2]! - 1, +m[3]!, +m[4]! - 8, +m[5]!, +m[6]!));
}

export function formatPosDate(d: Date): string {
  const ub = new Date(d.getTime() + 8 * 3600_000);
  const p = (n: number) => String(n).padStart(2, '0');
  return `${ub.getUTCFullYear()}-${p(ub.getUTCMonth() + 1)}-${p(ub.getUTCDate())} ${p(ub.getUTCHours())}:${p(ub.getUTCMinutes())}:${p(ub.getUTCSeconds())}`;
}
