import type { Config } from './config.js';
import type { Database } from './db/index.js';
import { PrincipalCache } from './auth/principal.js';
import { JobRunner } from './jobs/runner.js';
import { OUTBOX_CHANNEL } from './outbox/enqueue.js';
import { OutboxWorker } from './outbox/worker.js';
import { Realtime } from './realtime/index.js';
import { Statistics } from './db/statistics.js';
import { SmsScheduler } from './areas/marketing/scheduler.js';
import { AutoCancelSweeper } from './areas/orders/auto-cancel.js';
import { StatementScheduler } from './areas/gateway/schedule.js';

/** What handlers share within one server instance; nothing here outlives a restart. */
export interface Services {
  config: Config;
  database: Database;
  principals: PrincipalCache;
  /** Background jobs (rows of `jobs`): handlers `notify` it of a job they queued. */
  jobs: JobRunner;
  /** Customer messages (SMS, email): rows of `outbox` delivered by this worker. */
  outbox: OutboxWorker;
  /** Mass SMS whose time has come become send jobs. */
  smsScheduler: SmsScheduler;
  /** Unpaid orders past their hours (/settings/order) are canceled every `config.autoCancelMinutes`. */
  autoCancel: AutoCancelSweeper;
  /** Corporate accounts whose statement import is due become import jobs (off while bank.importPollMs is 0). */
  statementScheduler: StatementScheduler;
  /** Live updates: the LISTEN connection and this instance's sockets. */
  realtime: Realtime;
  /** PGlite's planner statistics, which no autovacuum keeps there. */
  statistics: Statistics;
}

export function createServices(config: Config, database: Database): Services {
  const realtime = new Realtime(config.database, database);
  const outbox = new OutboxWorker(config.messages, database, undefined, config);
  // a message committed on any instance wakes every worker; after a lost connection, look again
  realtime.listener.on(OUTBOX_CHANNEL, () => outbox.wake());
  realtime.listener.onReconnect(() => outbox.wake());
  return { config, database, principals: new PrincipalCache(), jobs: new JobRunner(), outbox, smsScheduler: new SmsScheduler(),
    autoCancel: new AutoCancelSweeper(config.autoCancelMinutes * 60_000), statementScheduler: new StatementScheduler(), realtime, statistics: new Statistics(database) };
}
