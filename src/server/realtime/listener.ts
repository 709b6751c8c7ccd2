import type { PGlite } from '@electric-sql/pglite';
import type { FastifyBaseLogger } from 'fastify';
import pg from 'pg';
import type { Config } from '../config.js';
import type { Database } from '../db/index.js';

type Handler = (payload: string) => void;

const quoteIdent = (name: string) => `"${name.replace(/"/g, '""')}"`;

/**
 * One LISTEN connection per server instance for every channel (order changes, the outbox):
 * PostgreSQL delivers a NOTIFY at commit to every instance listening, so several servers behind a
 * load balancer all hear it. On PostgreSQL it is a dedicated client (a pooled one would lose its
 * LISTEN when handed back), reconnected with backoff if the connection drops; on PGlite the
 * in-process `listen` of the one PGlite instance.
 */
export class PgListener {
  private readonly handlers = new Map<string, Set<Handler>>();
  private readonly reconnected = new Set<() => void>();
  private client: pg.Client | null = null;
  private unlisten: (() => Promise<void>)[] = [];
  private stopped = false;
  private retry: NodeJS.Timeout | null = null;
  private backoffMs = 500;
  private log: FastifyBaseLogger | null = null;

  constructor(private readonly config: Config['database'], private readonly database: Database) {}

  /** Subscribes before `start`; a handler must not throw (it is called from the connection's events). */
  on(channel: string, handler: Handler): () => void {
    let set = this.handlers.get(channel);
    if (!set) this.handlers.set(channel, (set = new Set()));
    set.add(handler);
    return () => set.delete(handler);
  }

  /** Called after a dropped PostgreSQL connection is back: what was notified meanwhile was missed. */
  onReconnect(handler: () => void): void {
    this.reconnected.add(handler);
  }

  async start(log: FastifyBaseLogger): Promise<void> {
    this.log = log.child({ component: 'listen' });
    if (this.database.kind === 'pglite') {
      const client = (this.database.db as unknown as { $client: PGlite }).$client;
      for (const channel of this.handlers.keys()) this.unlisten.push(await client.listen(channel, (p) => this.dispatch(channel, p)));
      return;
    }
    await this.connect();
  }

  async stop(): Promise<void> {
    this.stopped = true;
    if (this.retry) clearTimeout(this.retry);
    for (const off of this.unlisten.splice(0)) await off().catch(() => {});
    const client = this.client;
    this.client = null;
    await client?.end().catch(() => {});
  }

  private dispatch(channel: string, payload: string): void {
    for (const handler of this.handlers.get(channel) ?? []) {
      try {
        handler(payload);
      } catch (e) {
        this.log?.error(e, `listener of ${channel}`);
      }
    }
  }

  private async connect(): Promise<void> {
    if (this.config.kind !== 'postgres') return;
    const client = new pg.Client({ connectionString: this.config.url });
    client.on('notification', (m) => this.dispatch(m.channel, m.payload ?? ''));
    client.on('error', (e) => this.log?.warn({ err: e.message }, 'LISTEN connection error'));
    client.on('end', () => {
      if (this.stopped || this.client !== client) return;
      this.client = null;
      this.scheduleReconnect();
    });
    await client.connect();
    for (const channel of this.handlers.keys()) await client.query(`LISTEN ${quoteIdent(channel)}`);
    if (this.stopped) {
      await client.end().catch(() => {});
      return;
    }
    this.client = client;
    this.backoffMs = 500;
  }

  private scheduleReconnect(): void {
    if (this.stopped) return;
    const delay = this.backoffMs;
    this.backoffMs = Math.min(this.backoffMs * 2, 30_000);
    this.log?.warn({ retryInMs: delay }, 'LISTEN connection lost; reconnecting');
    this.retry = setTimeout(() => {
      this.retry = null;
      this.connect().then(() => {
        if (!this.stopped) for (const handler of this.reconnected) handler();
      }, (e: unknown) => {
        this.log?.warn({ err: (e as Error).message }, 'LISTEN reconnect failed');
        this.scheduleReconnect();
      });
    }, delay);
  }
}
