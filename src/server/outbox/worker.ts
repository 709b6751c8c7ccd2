import { randomBytes } from 'node:crypto';
import { hostname } from 'node:os';
import { and, asc, eq, inArray, or, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../config.js';
import { schema, type Database } from '../db/index.js';
import { redactError, redactRecipient, redactText } from '../log-redact.js';
import { notifyOrderChanged } from '../realtime/notify.js';
import { pushOutboxProvider } from '../providers/push/outbox.js';
import { messageProviders, type MessageProviders, type OutgoingMessage } from '../providers/messages/index.js';
import { rowsOf } from '../db/rows.js';

const { outbox } = schema;
type OutboxRow = typeof outbox.$inferSelect;

/** Messages delivered at once by one instance. */
const CONCURRENCY = 4;
/** However quiet the channel, the worker looks at the table this often (a lost NOTIFY, a lease run out). */
const POLL_MS = 30_000;
const MAX_BACKOFF_MS = 3_600_000;

/** The wait before attempt `attempts + 1`: the first retry after `retryMs`, doubling, capped at an hour. */
export function backoffMs(attempts: number, retryMs: number): number {
  return Math.min(retryMs * 2 ** Math.max(0, attempts - 1), MAX_BACKOFF_MS);
}

/**
 * Delivers the outbox. It claims due rows with `FOR UPDATE SKIP LOCKED` (two instances never take
 * the same row), leases each to itself for `leaseSeconds`, sends it through its channel's provider
 * and marks it sent; a failure waits with exponential backoff and, once its attempts are spent,
 * is `failed`. A row whose lease ran out (its instance died mid-delivery) is claimed again: its id
 * is the provider's idempotency key, so the gateway does not send it twice.
 *
 * `stop()` (from app.close) stops claiming and waits for the deliveries under way to finish and be
 * written, so no delivery outlives its server or writes to a closed database.
 */
export class OutboxWorker {
  /** This instance, as written in `claimed_by`. */
  readonly instance = `${hostname()}:${process.pid}:${randomBytes(3).toString('hex')}`;
  private providers: MessageProviders | null = null;
  private log: FastifyBaseLogger | null = null;
  private stopping = false;
  private readonly running = new Map<number, Promise<void>>();
  private pumping: Promise<void> | null = null;
  private again = false;
  private timer: NodeJS.Timeout | null = null;

  constructor(private readonly config: Config['messages'], private readonly database: Database, providers?: MessageProviders, private readonly pushConfig: Config | null = null) {
    this.providers = providers ?? null;
  }

  /** Ids of the rows this instance is delivering now. */
  get active(): number[] { return [...this.running.keys()]; }

  async start(log: FastifyBaseLogger): Promise<void> {
    this.log = log.child({ component: 'outbox' });
    this.providers ??= { ...messageProviders(this.config, this.log), ...(this.pushConfig?.push ? { push: pushOutboxProvider(this.pushConfig) } : {}) };
    this.wake();
  }

  /** Something may be due: a NOTIFY from a committed row, a retry's time, a reconnected listener. */
  wake(): void {
    if (this.stopping || !this.providers) return;
    if (this.pumping) {
      this.again = true;
      return;
    }
    this.pumping = this.pump()
      .catch((e: unknown) => this.log!.error({ error: redactError(e) }, 'outbox'))
      .finally(() => {
        this.pumping = null;
        if (this.again) {
          this.again = false;
          this.wake();
        }
      });
  }

  async stop(): Promise<void> {
    this.stopping = true;
    if (this.timer) clearTimeout(this.timer);
    await this.pumping;
    await Promise.allSettled(this.running.values());
    await this.providers?.sms.close?.().catch(() => {});
    await this.providers?.email.close?.().catch(() => {});
  }

  private async pump(): Promise<void> {
    const db = this.database.db;
    while (!this.stopping && this.running.size < CONCURRENCY) {
      const rows = await this.claim(CONCURRENCY - this.running.size);
      if (!rows.length) break;
      for (const row of rows) {
        this.running.set(row.id, this.deliver(row).finally(() => {
          this.running.delete(row.id);
          this.wake();
        }));
      }
    }
    if (this.stopping) return;
    // the next time something falls due: a retry's backoff, or a lease another instance holds
    const result = await db.execute(sql`select least(
        (select min(${outbox.nextAttemptAt}) from ${outbox} where ${outbox.state} = 'pending'),
        (select min(${outbox.claimedUntil}) from ${outbox} where ${outbox.state} = 'sending')) as at`);
    const next = rowsOf<{ at: Date | string | null }>(result)[0];
    const at = next?.at ? new Date(next.at).getTime() : null;
    const delay = at === null ? POLL_MS : Math.min(POLL_MS, Math.max(20, at - Date.now() + 5));
    if (this.timer) clearTimeout(this.timer);
    this.timer = setTimeout(() => { this.timer = null; this.wake(); }, delay);
    this.timer.unref();
  }

  /** Due rows, oldest first: pending ones whose time has come and sending ones whose lease ran out. */
  private async claim(limit: number): Promise<OutboxRow[]> {
    const db = this.database.db;
    const due = db.select({ id: outbox.id }).from(outbox)
      .where(or(
        and(eq(outbox.state, 'pending'), sql`${outbox.nextAttemptAt} <= now()`),
        and(eq(outbox.state, 'sending'), sql`${outbox.claimedUntil} < now()`),
      ))
      .orderBy(asc(outbox.nextAttemptAt), asc(outbox.id)).limit(limit).for('update', { skipLocked: true });
    return db.update(outbox).set({
      state: 'sending', claimedBy: this.instance, attempts: sql`${outbox.attempts} + 1`,
      claimedUntil: sql`now() + make_interval(secs => ${this.config.leaseSeconds})`, updatedAt: sql`now()`,
    }).where(inArray(outbox.id, due)).returning();
  }

  private async deliver(row: OutboxRow): Promise<void> {
    const db = this.database.db;
    const log = this.log!.child({ message: row.id, channel: row.channel, to: redactRecipient(row.recipient) });
    const provider = row.channel === 'sms' ? this.providers!.sms : row.channel === 'push' ? this.providers!.push : this.providers!.email;
    if (!provider) {
      await this.failed({ ...row, attempts: this.config.maxAttempts }, new Error('No push provider is configured'), and(eq(outbox.id, row.id), eq(outbox.claimedBy, this.instance)), log);
      return;
    }
    const message: OutgoingMessage = { id: row.id, channel: row.channel as OutgoingMessage['channel'], recipient: row.recipient, subject: row.subject, body: row.body };
    // only while we still hold the lease: after it ran out another instance may have the row
    const ours = and(eq(outbox.id, row.id), eq(outbox.state, 'sending'), eq(outbox.claimedBy, this.instance));
    try {
      const { providerMessageId } = await provider.send(message);
      await db.update(outbox).set({
        state: 'sent', providerMessageId, sentAt: sql`now()`, claimedBy: null, claimedUntil: null, lastError: null, updatedAt: sql`now()`,
      }).where(ours);
      log.debug('message sent');
    } catch (e) {
      await this.failed(row, e, ours, log);
    }
    // the order's "SMS sent" tab shows the new state on every open screen
    if (row.orderId !== null) await notifyOrderChanged(db, { id: row.orderId }).catch(() => {});
  }

  private async failed(row: OutboxRow, e: unknown, ours: ReturnType<typeof and>, log: FastifyBaseLogger): Promise<void> {
    const db = this.database.db;
    const error = ((e as Error).message || String(e)).slice(0, 500);
    const spent = row.attempts >= this.config.maxAttempts;
    await db.update(outbox).set(spent
      ? { state: 'failed', lastError: error, claimedBy: null, claimedUntil: null, updatedAt: sql`now()` }
      : {
        state: 'pending', lastError: error, claimedBy: null, claimedUntil: null, updatedAt: sql`now()`,
        nextAttemptAt: sql`now() + make_interval(secs => ${backoffMs(row.attempts, this.config.retryMs) / 1000})`,
      }).where(ours).catch((err: unknown) => log.error({ error: redactError(err) }, 'could not record the failed attempt'));
    // a gateway's or SMTP server's refusal may quote the recipient; the row keeps it whole, the log does not
    const logged = redactText(error);
    if (spent) log.error({ attempts: row.attempts, error: logged }, 'message failed for good');
    else log.warn({ attempts: row.attempts, error: logged }, 'message not delivered; retrying later');
  }
}
