import { eq } from 'drizzle-orm';
import { erpIntegrations, type erpCommands } from '../../../shared/commands/system/erp-integrations.js';
import type { AnyResource } from '../../../shared/resources/define.js';
import type { AuthedContext, HandlersOf } from '../../commands/handler.js';
import { schema } from '../../db/index.js';
import { notFound } from '../../errors.js';
import { camel, plainItem, type Row } from '../../resources/columns.js';
import { serveResource } from '../../resources/serve.js';

const table = schema.erpIntegrations;
/** A test waits this long for the ERP, then says it did not answer. */
export const TEST_TIMEOUT_MS = 10_000;
/** What of the ERP's answer is shown: enough to see what it said. */
const BODY_CHARS = 2000;

/** The credential is never answered: only whether one is set. */
async function items(_ctx: AuthedContext, rows: Row[]): Promise<unknown[]> {
  return rows.map((r) => ({ ...plainItem(erpIntegrations.def as AnyResource['def'], r, camel), secret_set: !!r.secret }));
}

export const erpIntegrationHandlers = serveResource(erpIntegrations, {
  table, items,
  // the form cannot show the stored credential, so an empty one means "keep it"
  prepare(values) {
    if (values.secret !== '') return values;
    const { secret: _kept, ...rest } = values;
    return rest;
  },
});

/** The connection's credential as the ERP wants it, beside `accept`. */
export function headersOf(row: typeof table.$inferSelect): Record<string, string> {
  const headers: Record<string, string> = { accept: 'application/json, text/plain;q=0.9, */*;q=0.5' };
  if (row.auth === 'bearer' && row.secret) headers.authorization = `Bearer ${row.secret}`;
  if (row.auth === 'basic') headers.authorization = `Basic ${Buffer.from(`${row.username ?? ''}:${row.secret ?? ''}`).toString('base64')}`;
  return headers;
}

/** Why a request got no answer, in words that hold no credential (the URL is the configured one, without its user part). */
export function failure(e: unknown): string {
  if (e instanceof Error && e.name === 'TimeoutError') return `no answer within ${TEST_TIMEOUT_MS / 1000} s`;
  const cause = (e as { cause?: { code?: unknown } } | null)?.cause?.code;
  return typeof cause === 'string' ? cause : 'the request failed';
}

export const erpHandlers: HandlersOf<typeof erpCommands> = {
  /** One GET to the configured endpoint with its credential; the answer as the ERP gave it, cut short. */
  async testErpRequest({ id }, ctx) {
    const [row] = await ctx.db.select().from(table).where(eq(table.id, id)).limit(1);
    if (!row) throw notFound();
    ctx.auditTarget = `erp_integration:${id}`;
    const started = Date.now();
    try {
      const res = await fetch(row.endpoint, { headers: headersOf(row), redirect: 'manual', signal: AbortSignal.timeout(TEST_TIMEOUT_MS) });
      const text = await res.text();
      return {
        ok: res.ok, status: res.status, duration_ms: Date.now() - started, content_type: res.headers.get('content-type'),
        body: text.slice(0, BODY_CHARS), error: null,
      };
    } catch (e) {
      return { ok: false, status: null, duration_ms: Date.now() - started, content_type: null, body: '', error: failure(e) };
    }
  },
};
