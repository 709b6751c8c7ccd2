import { sql, type SQL } from 'drizzle-orm';
import { ubDay } from '../../../shared/commands/fulfillment/labels.js';
import { PIVOT_MAX_DAYS, type fulfillmentPivotCommands, type PivotBy } from '../../../shared/commands/fulfillment/pivot.js';
import type { HandlersOf } from '../../commands/handler.js';
import { withParallelWorkers } from '../../db/parallel.js';
import { rowsOf } from '../../db/rows.js';
import { AppError } from '../../errors.js';
import { linesInScope } from './labels.js';

/** A column's key in SQL: the Ulaanbaatar day, the vendor, or the district ('' for none); made text once summed. */
const COLUMN: Record<PivotBy, SQL> = {
  // a date, not text: grouping 100,000 lines by a date is a third of grouping them by a formatted string
  day: sql`((orders.completed_at at time zone 'UTC') + interval '8 hours')::date`,
  vendor: sql`line_items.vendor_id::text`,
  zone: sql`coalesce(orders.ship_district, '')`,
};

type Cell = { v: string | number; sku: string; name: string; c: string; q: string | number };

export const pivotHandlers: HandlersOf<typeof fulfillmentPivotCommands> = {
  /**
   * One statement: the quantities summed by product and column over the days' live orders, the
   * largest `limit` products kept, then named. Lines are read through orders_completed_idx,
   * then line_items_order_idx alone (it holds the product, vendor and quantity).
   */
  async pivot({ by, date_from, date_to, limit }, ctx) {
    const a = ubDay(date_from);
    const b = ubDay(date_to ?? date_from);
    if (b.to <= a.from) throw new AppError(400, 'validation_failed', 'date_to is before date_from', { date_to: 'on or after date_from' });
    const days = Math.round((b.to.getTime() - a.from.getTime()) / 86_400_000);
    if (by === 'day' && days > PIVOT_MAX_DAYS) throw new AppError(400, 'validation_failed', `At most ${PIVOT_MAX_DAYS} days`, { date_to: `at most ${PIVOT_MAX_DAYS} days after date_from` });
    const scope = linesInScope(ctx.scope);
    // a month of lines: worth PostgreSQL's parallel workers
    const result = await withParallelWorkers(ctx.db, (tx) => tx.execute(sql`with cells as (
        select line_items.variant_id as v, ${COLUMN[by]} as c, sum(line_items.quantity) as q
        from line_items join orders on orders.id = line_items.order_id
        where orders.completed_at >= ${a.from} and orders.completed_at < ${b.to} and orders.state <> 'canceled' ${scope ? sql`and ${scope}` : sql``}
        group by 1, 2),
      tops as (select v, sum(q) as t from cells group by v order by t desc, v limit ${limit + 1})
      select cells.v, variants.sku, coalesce(nullif(products.name_mn, ''), products.name_en) as name, cells.c::text as c, cells.q
      from tops join cells on cells.v = tops.v join variants on variants.id = tops.v join products on products.id = variants.product_id
      order by tops.t desc, tops.v`));
    const cells = rowsOf<Cell>(result);

    const keys = new Set<string>();
    const rows = new Map<number, { variant_id: number; sku: string; name: string; by: Map<string, number> }>();
    for (const r of cells) {
      const v = Number(r.v);
      keys.add(r.c);
      const row = rows.get(v) ?? { variant_id: v, sku: r.sku, name: r.name, by: new Map() };
      row.by.set(r.c, Number(r.q));
      rows.set(v, row);
    }
    const truncated = rows.size > limit;
    const columns = await columnsOf(ctx, by, keys, a.from, days);
    const out = [...rows.values()].slice(0, limit).map((r) => {
      const c = columns.map((col) => r.by.get(col.key) ?? 0);
      return { variant_id: r.variant_id, sku: r.sku, name: r.name, total: c.reduce((s, n) => s + n, 0), cells: c };
    });
    const totals = columns.map((_, i) => out.reduce((s, r) => s + r.cells[i]!, 0));
    return { by, date_from: a.date, date_to: b.date, columns, rows: out, totals, total: totals.reduce((s, n) => s + n, 0), truncated };
  },
};

/** Every day of the range (empty ones too); the merchants and zones that had lines, by name. */
async function columnsOf(ctx: Parameters<typeof pivotHandlers.pivot>[1], by: PivotBy, keys: Set<string>, from: Date, days: number) {
  if (by === 'day') {
    return Array.from({ length: days }, (_, i) => {
      const key = new Date(from.getTime() + 8 * 3_600_000 + i * 86_400_000).toISOString().slice(0, 10);
      return { key, label: key.slice(5).replace('-', '/') };
    });
  }
  if (by === 'zone') return [...keys].sort((x, y) => (x === '' ? 1 : y === '' ? -1 : x.localeCompare(y))).map((key) => ({ key, label: key || '-' }));
  if (!keys.size) return [];
  const ids = [...keys].map(Number);
  const names = rowsOf<{ id: string | number; name: string }>(await ctx.db.execute(sql`select id, name from vendors where id in (${sql.join(ids.map((i) => sql`${i}`), sql`, `)}) order by name`));
  return names.map((n) => ({ key: String(n.id), label: n.name }));
}
