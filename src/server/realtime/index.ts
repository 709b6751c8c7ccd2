import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../config.js';
import type { Database } from '../db/index.js';
import { RealtimeHub } from './hub.js';
import { PgListener } from './listener.js';
import { NOTIFICATIONS_CHANNEL, ORDERS_CHANNEL, SESSIONS_CHANNEL } from './notify.js';
import { JOBS_CHANNEL } from '../jobs/notify.js';

export { notifyOrderChanged, notifySessionsEnded, ORDERS_CHANNEL, SESSIONS_CHANNEL, type SessionsEnded } from './notify.js';
export { installRealtimeRoutes, LIVE_PATH } from './route.js';

/** Live updates of one server instance: the LISTEN connection and the sockets it feeds. */
/** How often every live socket's session is looked at again, whatever NOTIFY said or missed. */
export const SESSION_RECHECK_MS = 5_000;

export class Realtime {
  readonly listener: PgListener;
  readonly hub: RealtimeHub;
  private recheck: NodeJS.Timeout | null = null;

  constructor(config: Config['database'], database: Database) {
    this.listener = new PgListener(config, database);
    this.hub = new RealtimeHub(database.db);
    this.listener.on(ORDERS_CHANNEL, (payload) => this.hub.heard(payload));
    this.listener.on(SESSIONS_CHANNEL, (payload) => this.hub.sessionsEnded(payload));
    this.listener.on(JOBS_CHANNEL, (payload) => this.hub.jobHeard(payload));
    this.listener.on(NOTIFICATIONS_CHANNEL, (payload) => this.hub.notificationHeard(payload));
    // sessions ended while the connection was down were not heard
    this.listener.onReconnect(() => this.hub.recheck());
  }

  async start(log: FastifyBaseLogger): Promise<void> {
    this.hub.setLogger(log);
    await this.listener.start(log);
    this.recheck = setInterval(() => this.hub.recheck(), SESSION_RECHECK_MS);
    this.recheck.unref();
  }

  /** After the sockets closed (fastify.close) and before the database closes. */
  async stop(): Promise<void> {
    if (this.recheck) clearInterval(this.recheck);
    this.recheck = null;
    await this.listener.stop();
    await this.hub.idle();
  }
}
