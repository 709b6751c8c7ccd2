import { and, gt, inArray, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { WebSocket } from 'ws';
import { READ } from '../../shared/commands/orders/roles.js';
import { canAccess } from '../../shared/roles/access.js';
import type { Scope } from '../auth/scope.js';
import { schema, type Db } from '../db/index.js';
import { errorForLog } from '../http-errors.js';
import { jobEventsFor, loadJobs } from './job-events.js';

const { orders, orderVendors, sessions } = schema;

/** A NOTIFY payload's JSON object (`{"id":7}`, `{"user_id":2}`), or null for anything else: a stray payload is ignored. */
function payloadOf(payload: string): Record<string, unknown> | null {
  try {
    const value: unknown = JSON.parse(payload);
    return typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}

/**
 * Close codes in the 4000 range, after HTTP's: the client stops reconnecting on 4401 (the session
 * is gone) and 4403 (refused); on 4000 it signs in again, so a socket whose user's roles or
 * memberships changed gets the new scope, never keeps the old one.
 */
export const CLOSE = { reauthenticate: 4000, unauthorized: 4401, forbidden: 4403 } as const;

/** What a socket is told of a changed order: enough to refresh what shows it, nothing more. */
export interface OrderEvent {
  type: 'order';
  number: string;
  website_id: number | null;
  /** The order's vendors the reader may see: all of them, or a merchant's own. */
  vendor_ids: number[];
}

/** Who reads through a socket: the session it signed in with, so ending that session closes it. */
export interface Reader {
  sessionId: number;
  userId: number;
  scope: Scope;
}

interface Subscriber extends Reader {
  socket: WebSocket;
  /** The roles read orders: order events are for them only (everyone hears his jobs). */
  readsOrders: boolean;
}

/**
 * The sockets of this instance and who holds each. An order change heard on the channel is looked
 * up once (its number, website and vendors) and sent only to sockets whose reader may read that
 * order: everyone with all vendors, a confined merchant only when the order holds his vendor's
 * items, the same rule as `GET orders/{number}`. A job that moved is looked up once too and sent
 * to the sockets of those who may see it (src/server/jobs/read.ts).
 */
export class RealtimeHub {
  private readonly subscribers = new Set<Subscriber>();
  private log: FastifyBaseLogger | null = null;
  /** Changes heard and not yet sent, by order id: a burst of NOTIFYs for one order sends once. */
  private pending = new Set<number>();
  private flushing: Promise<void> | null = null;
  /** The same for jobs, by job id: a job's chunks in a burst send its latest progress once. */
  private pendingJobs = new Set<number>();
  private flushingJobs: Promise<void> | null = null;
  /** Session checks under way (`sessionsEnded`, `recheck`). */
  private checks = new Set<Promise<void>>();

  constructor(private readonly db: Db) {}

  setLogger(log: FastifyBaseLogger): void {
    this.log = log.child({ component: 'realtime' });
  }

  get size(): number { return this.subscribers.size; }

  add(socket: WebSocket, reader: Reader): () => void {
    const subscriber = { socket, ...reader, readsOrders: canAccess({ roles: READ }, reader.scope.viewer) };
    this.subscribers.add(subscriber);
    return () => this.subscribers.delete(subscriber);
  }

  /**
   * A NOTIFY payload from the sessions channel (`notifySessionsEnded`): `{"session_id":1}` after a
   * sign-out, `{"user_id":2}` after a user's password, roles or memberships changed. A socket whose
   * session is gone closes with 4401; the other sockets of a changed user close with 4000 and sign
   * in again with what the user may now do.
   */
  sessionsEnded(payload: string): void {
    const target = payloadOf(payload);
    if (!target) return;
    const bySession = typeof target.session_id === 'number';
    const matching = [...this.subscribers].filter((s) => (bySession ? s.sessionId === target.session_id : s.userId === target.user_id));
    if (matching.length) this.check(matching, !bySession);
  }

  /**
   * Every socket's session looked at again: the backstop for what no NOTIFY told (a session that
   * expired, a change on another instance while the LISTEN connection was down).
   */
  recheck(): void {
    if (this.subscribers.size) this.check([...this.subscribers], false);
  }

  private check(subscribers: Subscriber[], userChanged: boolean): void {
    const run = this.closeEnded(subscribers, userChanged)
      .catch((e: unknown) => this.log?.error({ error: errorForLog(e) }, 'live session check'))
      .finally(() => this.checks.delete(run));
    this.checks.add(run);
  }

  private async closeEnded(subscribers: Subscriber[], userChanged: boolean): Promise<void> {
    const ids = [...new Set(subscribers.map((s) => s.sessionId))];
    const rows = await this.db.select({ id: sessions.id }).from(sessions)
      .where(and(inArray(sessions.id, ids), gt(sessions.expiresAt, sql`now()`)));
    const alive = new Set(rows.map((r) => r.id));
    for (const s of subscribers) {
      if (!alive.has(s.sessionId)) this.close(s, CLOSE.unauthorized, 'unauthorized');
      else if (userChanged) this.close(s, CLOSE.reauthenticate, 'reauthenticate');
    }
  }

  private close(s: Subscriber, code: number, reason: string): void {
    // out of the fan-out at once: not one more order event after the session ended
    this.subscribers.delete(s);
    if (s.socket.readyState !== s.socket.OPEN) return;
    if (code === CLOSE.unauthorized) s.socket.send(JSON.stringify({ type: 'error', code: 'unauthorized' }));
    s.socket.close(code, reason);
  }

  /** A NOTIFY payload from the orders channel: `{"id":123}`. */
  heard(payload: string): void {
    if (!this.subscribers.size) return;
    const id = payloadOf(payload)?.id;
    if (typeof id !== 'number') return;
    this.pending.add(id);
    this.flushing ??= this.flush().catch((e: unknown) => this.log?.error({ error: errorForLog(e) }, 'order events')).finally(() => { this.flushing = null; });
  }

  /** A NOTIFY payload from the jobs channel: `{"id":7}`. */
  jobHeard(payload: string): void {
    if (!this.subscribers.size) return;
    const id = payloadOf(payload)?.id;
    if (typeof id !== 'number') return;
    this.pendingJobs.add(id);
    this.flushingJobs ??= this.flushJobs().catch((e: unknown) => this.log?.error({ error: errorForLog(e) }, 'job events')).finally(() => { this.flushingJobs = null; });
  }

  /**
   * A NOTIFY payload from the notifications channel: `{"user_id":2,"id":9}`. Only that user's
   * sockets are told, with the id alone: the console reads his list again (`notification.list`).
   */
  notificationHeard(payload: string): void {
    const target = payloadOf(payload);
    if (!target || typeof target.user_id !== 'number' || typeof target.id !== 'number') return;
    const event = JSON.stringify({ type: 'notification', id: target.id });
    for (const s of this.subscribers) if (s.userId === target.user_id && s.socket.readyState === s.socket.OPEN) s.socket.send(event);
  }

  /** Waits for the events being sent (app.close, before the database goes). */
  async idle(): Promise<void> {
    while (this.flushing || this.flushingJobs || this.checks.size) await Promise.all([this.flushing, this.flushingJobs, ...this.checks]);
  }

  private async flushJobs(): Promise<void> {
    while (this.pendingJobs.size) {
      const ids = [...this.pendingJobs];
      this.pendingJobs = new Set();
      const loaded = await loadJobs(this.db, ids);
      for (const s of this.subscribers) {
        if (s.socket.readyState !== s.socket.OPEN) continue;
        for (const event of jobEventsFor(s, loaded)) s.socket.send(JSON.stringify(event));
      }
    }
  }

  private async flush(): Promise<void> {
    while (this.pending.size) {
      const ids = [...this.pending];
      this.pending = new Set();
      const [rows, vendors] = await Promise.all([
        this.db.select({ id: orders.id, number: orders.number, websiteId: orders.websiteId }).from(orders).where(inArray(orders.id, ids)),
        this.db.select({ orderId: orderVendors.orderId, vendorId: orderVendors.vendorId }).from(orderVendors).where(inArray(orderVendors.orderId, ids)),
      ]);
      for (const row of rows) {
        const vendorIds = vendors.filter((v) => v.orderId === row.id).map((v) => v.vendorId).sort((a, b) => a - b);
        for (const s of this.subscribers) {
          if (!s.readsOrders) continue;
          const mine = s.scope.vendorIds;
          const visible = mine === 'all' ? vendorIds : vendorIds.filter((v) => mine.includes(v));
          if (mine !== 'all' && !visible.length) continue;
          const event: OrderEvent = { type: 'order', number: row.number, website_id: row.websiteId, vendor_ids: visible };
          if (s.socket.readyState === s.socket.OPEN) s.socket.send(JSON.stringify(event));
        }
      }
    }
  }
}

