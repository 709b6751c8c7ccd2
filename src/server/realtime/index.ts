import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../config.js';
import type { Database } from '../db/index.js';
import { RealtimeHub } from './hub.js';
import { PgListener } from './listener.js';
import { ORDERS_CHANNEL } from './notify.js';

export { notifyOrderChanged, ORDERS_CHANNEL } from './notify.js';
export { installRealtimeRoutes, LIVE_PATH } from './route.js';

/** Live updates of one server instance: the LISTEN connection and the sockets it feeds. */
export class Realtime {
  readonly listener: PgListener;
  readonly hub: RealtimeHub;

  constructor(config: Config['database'], database: Database) {
    this.listener = new PgListener(config, database);
    this.hub = new RealtimeHub(database.db);
    this.listener.on(ORDERS_CHANNEL, (payload) => this.hub.heard(payload));
  }

  async start(log: FastifyBaseLogger): Promise<void> {
    this.hub.setLogger(log);
    await this.listener.start(log);
  }

  /** After the sockets closed (fastify.close) and before the database closes. */
  async stop(): Promise<void> {
    await this.listener.stop();
    await this.hub.idle();
  }
}
