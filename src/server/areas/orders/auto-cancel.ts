import { and, eq, inArray, sql } from 'drizzle-orm';
import type { FastifyBaseLogger, FastifyRequest } from 'fastify';
import { autoCancelReason, type autoCancelCommands, type AUTO_CANCEL_BASES } from '../../../shared/commands/orders/auto-cancel.js';
import { cancel } from '../../../shared/commands/orders/orders.js';
import { orderSettings } from '../../../shared/commands/settings/singletons.js';
import type { Principal, UserRow } from '../../auth/principal.js';
import type { AuthedContext, HandlersOf } from '../../commands/handler.js';
import { recordAudit } from '../../commands/register.js';
import { schema, type Db } from '../../db/index.js';
import { rowsOf } from '../../db/rows.js';
import { readSingleton } from '../../resources/singleton.js';
import type { Services } from '../../services.js';
import { orderFacts } from './availability.js';
import { cancelOrder } from './operations.js';

const { orders } = schema;

/** Unpaid as the list's `unpaid` tab has it (src/server/areas/orders/find.ts), and nothing paid at all. */
const UNPAID = ['balance_due', 'failed'];
/**
 * Cash on delivery is paid when the parcel arrives: such an order waits for its driver, not for a
 * payment, and is never the sweep's (a person cancels it when the customer refuses the parcel).
 */
const notCashOnDelivery = (orderId: unknown) => sql`not exists (select 1 from ${schema.payments} cod where cod.order_id = ${orderId} and cod.method = 'cash')`;

interface Due {
  id: number; number: string; placed_at: Date; hours: number; basis: (typeof AUTO_CANCEL_BASES)[number]; due_at: Date; total: number; payment_state: string | null;
}

/**
 * The orders due, the longest overdue first. Only a placed order (`complete`; one a person resumed
 * is his to decide) whose payments came to nothing and from which nothing has left. Its hours: the
 * order settings' `auto_cancel_hours`, or fewer when one of its products says so; a lease not yet
 * approved waits `lease_auto_cancel_hours` instead, and an approved lease is financed, never swept.
 * Age counts from when it was placed.
 */
async function dueOrders(db: Db, limit: number): Promise<Due[]> {
  const settings = await readSingleton(db, orderSettings);
  const rows = rowsOf<{ id: number; number: string; placed_at: string | Date; hours: number; basis: Due['basis']; total: number; payment_state: string | null }>(await db.execute(sql`
    select o.id, o.number, coalesce(o.completed_at, o.created_at) as placed_at, h.hours, h.basis, o.total, o.payment_state
    from ${orders} o
    cross join lateral (
      select (select min(p.auto_cancel_hours) from line_items li join variants v on v.id = li.variant_id join products p on p.id = v.product_id
              where li.order_id = o.id) as product_hours
    ) ph
    cross join lateral (
      select case when o.lease_amount is not null then ${settings.lease_auto_cancel_hours}::int
                  else least(${settings.auto_cancel_hours}::int, ph.product_hours) end as hours,
             case when o.lease_amount is not null then 'lease'
                  when ph.product_hours < ${settings.auto_cancel_hours}::int then 'product' else 'setting' end as basis
    ) h
    where o.state = 'complete' and o.payment_state in (${sql.join(UNPAID.map((s) => sql`${s}`), sql`, `)}) and o.payment_total = 0
      and o.shipment_state is distinct from 'shipped' and o.shipment_state is distinct from 'partial'
      and not (o.lease_amount is not null and o.approved_at is not null)
      and ${notCashOnDelivery(sql`o.id`)}
      and o.created_at < now() - interval '1 hour'
      and coalesce(o.completed_at, o.created_at) < now() - make_interval(hours => h.hours)
    order by coalesce(o.completed_at, o.created_at) + make_interval(hours => h.hours), o.id
    limit ${limit}`));
  return rows.map((r) => {
    const placed = new Date(r.placed_at);
    const hours = Number(r.hours);
    return {
      id: Number(r.id), number: r.number, placed_at: placed, hours, basis: r.basis, due_at: new Date(placed.getTime() + hours * 3_600_000),
      total: Number(r.total), payment_state: r.payment_state,
    };
  });
}

/**
 * Cancels one due order through the person's cancel (operations.ts `cancelOrder`), in its own
 * transaction, or savepoint inside a request's. The row is locked with SKIP LOCKED and checked again
 * once held: an order another server (or a person) is canceling or paying right now is left alone,
 * and one canceled meanwhile no longer matches, so no order is canceled twice.
 */
async function cancelDue(ctx: AuthedContext, due: Due): Promise<boolean> {
  return ctx.db.transaction(async (tx) => {
    const [o] = await tx.select().from(orders)
      .where(and(eq(orders.id, due.id), eq(orders.state, 'complete'), inArray(orders.paymentState, UNPAID), eq(orders.paymentTotal, 0),
        sql`not (${orders.leaseAmount} is not null and ${orders.approvedAt} is not null)`, notCashOnDelivery(orders.id)))
      .for('update', { skipLocked: true });
    if (!o || cancel.available?.(orderFacts(o))) return false;
    const reason = autoCancelReason(due.hours);
    const txCtx: AuthedContext = { ...ctx, db: tx };
    await cancelOrder(txCtx, o, 'order.auto_cancel', reason);
    // one entry per order, as a person's cancel leaves one: who (the admin who ran it, or nobody), which order, why
    await recordAudit(tx, {
      userId: ctx.principal.user.id, commandId: 'order.auto_cancel', target: `order:${o.number}`, scope: ctx.scope,
      input: { number: o.number, reason, hours: due.hours, basis: due.basis }, ip: ctx.request.ip,
    });
    return true;
  });
}

const itemOf = (d: Due) => ({
  number: d.number, placed_at: d.placed_at.toISOString(), hours: d.hours, basis: d.basis, due_at: d.due_at.toISOString(), total: d.total, payment_state: d.payment_state,
});

/** The sweep: what is due, and unless `dryRun`, canceled one by one. */
export async function sweepAutoCancel(ctx: AuthedContext, { dryRun, limit }: { dryRun: boolean; limit: number }) {
  const due = await dueOrders(ctx.db, limit);
  if (dryRun) return { dry_run: true, canceled: 0, items: due.map(itemOf) };
  const done: Due[] = [];
  for (const d of due) {
    try {
      if (await cancelDue(ctx, d)) done.push(d);
    } catch (e) {
      // one order refusing (its stock rule, a row gone) must not keep the others waiting
      ctx.request.log.warn({ number: d.number, reason: (e as Error).message }, 'auto-cancel skipped an order');
    }
  }
  ctx.auditTarget = `orders:auto_cancel:${done.length}`;
  return { dry_run: false, canceled: done.length, items: done.map(itemOf) };
}

export const autoCancelHandlers: HandlersOf<typeof autoCancelCommands> = {
  autoCancel: ({ dry_run, limit }, ctx) => sweepAutoCancel(ctx, { dryRun: dry_run, limit }),
};

/**
 * Nobody: the server itself. Every author column the cancel writes (canceled_by, the state changes',
 * the stock movements', the audit's) is nullable and emptied when a user goes, so null is how the
 * history says no person did it; nothing on the cancel path reads more of the user than his id.
 */
const NOBODY = { id: null } as unknown as UserRow;

function systemContext(services: Services, log: FastifyBaseLogger): AuthedContext {
  const principal: Principal = {
    sessionId: 0, sessionExpiresAt: Number.MAX_SAFE_INTEGER, sessionLastUsedAt: 0, user: NOBODY,
    roles: ['admin'], isAdmin: true, websites: [], vendors: [], scopes: new Map(),
  };
  // what shared code reads from a request: the language of refusals (English in the log), the address, the logger
  const request = { id: 'auto-cancel', headers: {}, ip: null, log } as unknown as FastifyRequest;
  return {
    db: services.database.db, principal, request, services,
    scope: { website: null, websiteId: null, vendorId: null, vendorIds: 'all', roles: ['admin'], viewer: { roles: ['admin'], isAdmin: true, tenantId: null, website: null } },
  };
}

/**
 * Runs the sweep every `intervalMs` (BO_AUTO_CANCEL_MINUTES; 0: never, as in the tests), like the
 * SMS scheduler: one run at a time per server, and any number of servers at once (cancelDue).
 */
export class AutoCancelSweeper {
  private timer: NodeJS.Timeout | null = null;
  private running: Promise<void> | null = null;
  private stopped = false;

  constructor(private readonly intervalMs: number) {}

  start(services: Services, log: FastifyBaseLogger): void {
    if (this.intervalMs <= 0) return;
    const tick = () => {
      if (this.stopped) return;
      this.running = this.runOnce(services, log).then(() => undefined).catch((e: unknown) => log.error(e, 'auto-cancel')).finally(() => {
        this.running = null;
        if (!this.stopped) this.timer = setTimeout(tick, this.intervalMs);
      });
    };
    this.timer = setTimeout(tick, this.intervalMs);
  }

  /** One sweep as the server itself; answers the numbers canceled. */
  async runOnce(services: Services, log: FastifyBaseLogger): Promise<string[]> {
    const { items } = await sweepAutoCancel(systemContext(services, log), { dryRun: false, limit: 100 });
    if (items.length) log.info({ count: items.length }, 'auto-cancel: unpaid orders canceled');
    return items.map((i) => i.number);
  }

  async stop(): Promise<void> {
    this.stopped = true;
    if (this.timer) clearTimeout(this.timer);
    await this.running;
  }
}
