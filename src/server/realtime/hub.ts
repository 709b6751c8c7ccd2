import { inArray } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { WebSocket } from 'ws';
import type { Scope } from '../auth/scope.js';
import { schema, type Db } from '../db/index.js';

const { orders, orderVendors } = schema;

/** What a socket is told of a changed order: enough to refresh what shows it, nothing more. */
export interface OrderEvent {
  type: 'order';
  number: string;
  website_id: number | null;
  /** The order's vendors the reader may see: all of them, or a merchant's own. */
  vendor_ids: number[];
}

interface Subscriber {
  socket: WebSocket;
  scope: Scope;
}

/**
 * The sockets of this instance and who holds each. An order change heard on the channel is looked
 * up once (its number, website and vendors) and sent only to sockets whose reader may read that
 * order: everyone with all vendors, a confined merchant only when the order holds his vendor's
 * items, the same rule as `GET orders/{number}`.
 */
export class RealtimeHub {
  private readonly subscribers = new Set<Subscriber>();
  private log: FastifyBaseLogger | null = null;
  /** Changes heard and not yet sent, by order id: a burst of NOTIFYs for one order sends once. */
  private pending = new Set<number>();
  private flushing: Promise<void> | null = null;

  constructor(private readonly db: Db) {}

  setLogger(log: FastifyBaseLogger): void {
    this.log = log.child({ component: 'realtime' });
  }

  get size(): number { return this.subscribers.size; }

  add(socket: WebSocket, scope: Scope): () => void {
    const subscriber = { socket, scope };
    this.subscribers.add(subscriber);
    return () => this.subscribers.delete(subscriber);
  }

  /** A NOTIFY payload from the orders channel: `{"id":123}`. */
  heard(payload: string): void {
    if (!this.subscribers.size) return;
    let id: unknown;
    try {
      id = (JSON.parse(payload) as { id?: unknown }).id;
    } catch {
      return;
    }
    if (typeof id !== 'number') return;
    this.pending.add(id);
    this.flushing ??= this.flush().catch((e: unknown) => this.log?.error(e, 'order events')).finally(() => { this.flushing = null; });
  }

  /** Waits for the events being sent (app.close, before the database goes). */
  async idle(): Promise<void> {
    while (this.flushing) await this.flushing;
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

