import { sql, type SQL } from 'drizzle-orm';
import type { smsReport, smsReportDate } from '../../../shared/commands/marketing/sms.js';
import type { Handler } from '../../commands/handler.js';
import { rowsOf } from '../../db/rows.js';

type Range = { from?: string; to?: string };
type Totals = { messages: number; sent: number; delivered: number; failed: number; queued: number; parts: number; cost: number };

const num = (v: unknown) => Number(v ?? 0);

function totalsOf(rows: Totals[]): Totals {
  const t: Totals = { messages: 0, sent: 0, delivered: 0, failed: 0, queued: 0, parts: 0, cost: 0 };
  for (const r of rows) for (const k of Object.keys(t) as (keyof Totals)[]) t[k] += r[k];
  return t;
}

function range(column: SQL, { from, to }: Range): SQL {
  const parts: SQL[] = [sql`true`];
  if (from) parts.push(sql`${column} >= ${from}::timestamptz`);
  if (to) parts.push(sql`${column} <= ${to}::timestamptz`);
  return sql.join(parts, sql` and `);
}

/**
 * The sent parts are what the gateway bills: parts × sent, at the price the campaign was made at.
 * Per campaign from its counters (kept by the sender with each batch), so the report reads one row
 * a campaign, not its 80,000 recipients.
 */
export const smsReportHandler: Handler<typeof smsReport> = async (input, ctx) => {
  const rows = rowsOf<Record<string, unknown>>(await ctx.db.execute(sql`
    select id, name, state, created_at, recipient_count, sent, delivered, failed, parts, part_cost from sms_campaigns
    where ${range(sql`created_at`, input)} order by id desc limit 1000`));
  const items = rows.map((r) => {
    const sent = num(r.sent);
    const failed = num(r.failed);
    const parts = num(r.parts) * sent;
    return {
      campaign_id: num(r.id), name: String(r.name), state: r.state as 'done', created_at: new Date(r.created_at as string).toISOString(),
      messages: num(r.recipient_count), sent, delivered: num(r.delivered), failed, queued: num(r.recipient_count) - sent - failed, parts, cost: parts * num(r.part_cost),
    };
  });
  return { totals: totalsOf(items), items };
};

/** By day in Ulaanbaatar: a message counts on the day it left; one not yet sent on its campaign's day. */
export const smsReportDateHandler: Handler<typeof smsReportDate> = async (input, ctx) => {
  const day = sql`to_char(coalesce(r.sent_at, c.created_at) at time zone 'Asia/Ulaanbaatar', 'YYYY-MM-DD')`;
  const rows = rowsOf<Record<string, unknown>>(await ctx.db.execute(sql`
    select ${day} as day, count(*) as messages,
      count(*) filter (where r.state in ('sent', 'delivered')) as sent, count(*) filter (where r.state = 'delivered') as delivered,
      count(*) filter (where r.state = 'failed') as failed,
      count(*) filter (where r.state = 'queued') as queued,
      coalesce(sum(c.parts) filter (where r.state in ('sent', 'delivered')), 0) as parts,
      coalesce(sum(c.parts * c.part_cost) filter (where r.state in ('sent', 'delivered')), 0) as cost
    from sms_recipients r join sms_campaigns c on c.id = r.campaign_id
    where c.state <> 'scheduled' and ${range(sql`coalesce(r.sent_at, c.created_at)`, input)}
    group by 1 order by 1 desc limit 400`));
  const items = rows.map((r) => ({
    day: String(r.day), messages: num(r.messages), sent: num(r.sent), delivered: num(r.delivered), failed: num(r.failed), queued: num(r.queued), parts: num(r.parts), cost: num(r.cost),
  }));
  return { totals: totalsOf(items), items };
};

export const reportHandlers = () => ({ smsReport: smsReportHandler, smsReportDate: smsReportDateHandler });
