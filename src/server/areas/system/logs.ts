import { eq, sql, type SQL } from 'drizzle-orm';
import type { LogEntry, logCommands } from '../../../shared/commands/system/logs.js';
import type { AuthedContext, HandlersOf } from '../../commands/handler.js';
import { likeEscape } from '../../commands/ransack.js';
import { schema } from '../../db/index.js';
import { rowsOf } from '../../db/rows.js';
import { notFound, unprocessable } from '../../errors.js';
import { requestLocale } from '../../http-errors.js';
import { lookup } from '../../../shared/i18n/index.js';
import { camel, plainItem } from '../../resources/columns.js';
import { syncLogs } from '../../../shared/commands/system/logs.js';
import type { AnyResource } from '../../../shared/resources/define.js';
import { failure, headersOf, TEST_TIMEOUT_MS } from './erp-integrations.js';

const { erpIntegrations, orders, products, syncLogs: syncTable } = schema;
/** Job statuses that are a failure to look at. */
const FAILED_JOBS = ['failed', 'interrupted'];

/**
 * Both sources as one relation of the same columns: the sync log's exchanges, and the jobs with the
 * moment they last moved. The filters apply to it as a whole, so a page is a page of both.
 */
function unified(): SQL {
  return sql`(
    select 'sync' as source, s.id, s.at, case when s.status = 'failed' then 'error' else 'info' end as level,
      s.integration as name, s.status, s.entity || ' ' || s.reference as subject, s.message, s.duration_ms, null::text as user_email
    from sync_logs s
    union all
    select 'job', j.id, coalesce(j.finished_at, j.started_at, j.created_at),
      case when j.status in (${sql.join(FAILED_JOBS.map((s) => sql`${s}`), sql`, `)}) then 'error' else 'info' end,
      j.kind, j.status, coalesce(j.file_name, ''), coalesce(j.message, ''),
      (extract(epoch from (j.finished_at - j.started_at)) * 1000)::int, u.email
    from jobs j left join users u on u.id = j.user_id
  ) l`;
}

/** The ransack filters over the one relation: `l.<field>` by predicate. */
function whereOf(q: Record<string, unknown> | undefined, query: string | undefined): SQL {
  const parts: SQL[] = [sql`true`];
  for (const [key, value] of Object.entries(q ?? {})) {
    if (value === undefined || key === 's') continue;
    const cut = key.lastIndexOf('_');
    const field = FIELDS[key.slice(0, cut)];
    if (!field) continue;
    const col = sql.raw(`l.${field}`);
    const predicate = key.slice(cut + 1);
    if (predicate === 'eq') parts.push(field === 'at' ? sql`(${col} at time zone 'Asia/Ulaanbaatar')::date = ${String(value)}::date` : sql`${col} = ${String(value)}`);
    else if (predicate === 'cont') parts.push(sql`${col} ilike ${`%${likeEscape(String(value))}%`}`);
    else if (predicate === 'start') parts.push(sql`${col} ilike ${`${likeEscape(String(value))}%`}`);
    else if (predicate === 'in' && Array.isArray(value) && value.length) parts.push(sql`${col} in (${sql.join(value.map((v) => sql`${String(v)}`), sql`, `)})`);
    else if (predicate === 'gteq') parts.push(sql`${col} >= ${boundary(String(value), false)}`);
    else if (predicate === 'lteq') parts.push(sql`${col} <= ${boundary(String(value), true)}`);
  }
  if (query) {
    const like = `%${likeEscape(query)}%`;
    parts.push(sql`(l.subject ilike ${like} or l.message ilike ${like} or l.name ilike ${like})`);
  }
  return sql.join(parts, sql` and `);
}

const FIELDS: Record<string, string> = { source: 'source', level: 'level', name: 'name', status: 'status', at: 'at' };

/** A day alone bounds the range by its start, or (as an upper bound) its end, in Ulaanbaatar. */
function boundary(value: string, end: boolean): string {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return new Date(value).toISOString();
  const start = new Date(`${value}T00:00:00+08:00`);
  return new Date(start.getTime() + (end ? 86_400_000 - 1 : 0)).toISOString();
}

type Raw = Omit<LogEntry, 'at' | 'id' | 'duration_ms'> & { at: string | Date; id: string | number; duration_ms: number | string | null };

/** A refusal's message in the reader's language, `{{name}}` filled from `values`. */
const say = (ctx: AuthedContext, key: string, values: Record<string, string>) =>
  (lookup(requestLocale(ctx.request), `errors.${key}`) ?? key).replace(/\{\{(\w+)\}\}/g, (_m, k: string) => values[k] ?? '');

/** What an exchange sends: the record as it stands now, in the few fields an ERP reads. */
async function payloadOf(ctx: AuthedContext, entity: string, reference: string): Promise<Record<string, unknown>> {
  if (entity === 'order') {
    const [o] = await ctx.db.select({ number: orders.number, state: orders.state, payment_state: orders.paymentState, total: orders.total, completed_at: orders.completedAt })
      .from(orders).where(eq(orders.number, reference)).limit(1);
    if (!o) throw unprocessable(say(ctx, 'sync_no_order', { reference }), { reference: 'no such order' });
    const lines = rowsOf<{ sku: string; quantity: number; price: string | number }>(await ctx.db.execute(sql`
      select v.sku, li.quantity, li.price from line_items li join variants v on v.id = li.variant_id join orders o on o.id = li.order_id
      where o.number = ${reference} order by li.id`));
    return { ...o, lines: lines.map((l) => ({ sku: l.sku, quantity: Number(l.quantity), price: Number(l.price) })) };
  }
  if (entity === 'product') {
    const [p] = await ctx.db.select({ sku: products.sku, name: products.nameMn, price: products.price }).from(products).where(eq(products.sku, reference)).limit(1);
    if (!p) throw unprocessable(say(ctx, 'sync_no_product', { reference }), { reference: 'no such product' });
    return p;
  }
  return { reference };
}

export const logHandlers: HandlersOf<typeof logCommands> = {
  async logList({ page, per_page, q, query }, ctx) {
    const where = whereOf(q, query);
    const [items, [total]] = await Promise.all([
      ctx.db.execute(sql`select * from ${unified()} where ${where} order by l.at desc, l.source, l.id desc limit ${per_page} offset ${(page - 1) * per_page}`),
      ctx.db.execute(sql`select count(*)::int as n from ${unified()} where ${where}`).then((r) => rowsOf<{ n: number }>(r)),
    ]);
    return {
      items: rowsOf<Raw>(items).map((r) => ({
        ...r, id: Number(r.id), at: new Date(r.at).toISOString(), duration_ms: r.duration_ms === null ? null : Number(r.duration_ms),
        message: r.message ?? '', subject: r.subject ?? '',
      })),
      page, per_page, total: Number(total?.n ?? 0),
    };
  },

  async syncAgain({ id }, ctx) {
    const [entry] = await ctx.db.select().from(syncTable).where(eq(syncTable.id, id)).limit(1);
    if (!entry) throw notFound();
    if (!entry.integration.startsWith('erp:')) {
      throw unprocessable(say(ctx, 'sync_not_erp', { integration: entry.integration }), { integration: 'not an ERP connection' });
    }
    const name = entry.integration.slice('erp:'.length);
    const [erp] = await ctx.db.select().from(erpIntegrations).where(eq(erpIntegrations.name, name)).limit(1);
    if (!erp) throw unprocessable(say(ctx, 'sync_no_erp', { name }), { integration: 'no such ERP connection' });
    if (!erp.active) throw unprocessable(say(ctx, 'sync_erp_off', { name }), { integration: 'switched off' });
    const headers = { ...headersOf(erp), 'content-type': 'application/json' };
    const body = entry.direction === 'out' ? JSON.stringify({ entity: entry.entity, reference: entry.reference, data: await payloadOf(ctx, entry.entity, entry.reference) }) : undefined;
    const url = new URL(erp.endpoint);
    if (entry.direction === 'in') { url.searchParams.set('entity', entry.entity); url.searchParams.set('reference', entry.reference); }
    const started = Date.now();
    let status: 'ok' | 'failed' = 'failed';
    let httpStatus: number | null = null;
    let message: string;
    try {
      const res = await fetch(url, { method: entry.direction === 'out' ? 'POST' : 'GET', headers, body, redirect: 'manual', signal: AbortSignal.timeout(TEST_TIMEOUT_MS) });
      httpStatus = res.status;
      const text = (await res.text()).slice(0, 500);
      status = res.ok ? 'ok' : 'failed';
      message = `Re-sync of #${id}: ${res.ok ? 'accepted' : 'refused'}${text ? ` — ${text}` : ''}`;
    } catch (e) {
      message = `Re-sync of #${id}: ${failure(e)}`;
    }
    const [row] = await ctx.db.insert(syncTable).values({
      integration: entry.integration, direction: entry.direction, entity: entry.entity, reference: entry.reference,
      status, httpStatus, durationMs: Date.now() - started, message,
    }).returning();
    ctx.auditTarget = `sync_log:${id}`;
    return { entry: plainItem(syncLogs.def as AnyResource['def'], row!, camel) as never };
  },
};
