import Fastify, { LogController, type FastifyInstance } from 'fastify';
import type { DestinationStream } from 'pino';
import qs from 'qs';
import { catalogue } from '../shared/commands/index.js';
import { handlers, installAreaRoutes } from './areas/index.js';
import type { Config } from './config.js';
import { registerCommand } from './commands/register.js';
import { openApiDocument } from './commands/openapi.js';
import { purgeExpired } from './commands/idempotency.js';
import { openDatabase, type Database } from './db/index.js';
import { clientError, frameworkError, installErrorHandlers, MAX_PARAM_LENGTH } from './http-errors.js';
import { installSecurityHeaders } from './security-headers.js';
import { installWeb } from './web.js';
import { installRealtimeRoutes } from './realtime/index.js';
import { seedDemo } from './seed/demo.js';
import { seedDemoImages } from './seed/images.js';
import { imagesRoot } from './areas/products/images-store.js';
import { createServices, type Services } from './services.js';

export interface App {
  fastify: FastifyInstance;
  services: Services;
  /** Stops taking requests, then the jobs (each after its current chunk), then closes the database (checkpointing PGlite). */
  close(): Promise<void>;
}

/** Query strings as ransack writes them (`q[email_cont]=…`), arrays up to the spec's 10000. */
const parseQuery = (s: string) => qs.parse(s, { arrayLimit: 10_000, depth: 4, parameterLimit: 20_000 });

/** A request as its log line shows it: the path without the query string, which carries searched phones and emails. */
function pathOnly(req: { method?: string; url?: string; ip?: string }) {
  return { method: req.method, url: typeof req.url === 'string' ? req.url.split('?')[0] : undefined, ip: req.ip };
}

let openapi: ReturnType<typeof openApiDocument> | null = null;

export async function buildApp(config: Config, options: { database?: Database; logger?: boolean; logStream?: DestinationStream; web?: boolean } = {}): Promise<App> {
  const database = options.database ?? (await openDatabase(config.database));
  const services = createServices(config, database);
  try {
    if (config.seed === 'demo' && (await seedDemo(database.db, { orders: config.demoOrders }))) {
      await seedDemoImages(database.db, imagesRoot(config), config.demoImages);
    }
    await purgeExpired(database.db);
  } catch (e) {
    await database.close();
    throw e;
  }

  const fastify = Fastify({
    logger: options.logger === false ? false : {
      level: config.logLevel,
      // a request's log line names its path only: a query string carries searched phones and emails
      serializers: { req: pathOnly },
      ...(options.logStream && { stream: options.logStream }),
    },
    bodyLimit: config.bodyLimit,
    trustProxy: config.trustProxy,
    routerOptions: { querystringParser: parseQuery, maxParamLength: MAX_PARAM_LENGTH },
    // what the router and Node's parser refuse answers in the error shape too (http-errors.ts)
    frameworkErrors: frameworkError,
    clientErrorHandler: clientError,
    // a line per request only when debugging: the hot path stays quiet
    logController: new LogController({ disableRequestLogging: config.logLevel !== 'debug' && config.logLevel !== 'trace' }),
  });
  installSecurityHeaders(fastify);
  installErrorHandlers(fastify, options.web === false ? null : await installWeb(fastify));

  fastify.get('/healthz', async () => ({ ok: true, db: database.kind }));
  // made at its first request and kept for the process: the catalogue does not change while it
  // runs, and its JSON Schemas took a tenth of a server's start (every test file starts one)
  fastify.get('/api/bo/openapi.json', async () => (openapi ??= openApiDocument(catalogue)));

  const bound = new Map(handlers.map((h) => [h.command.id, h]));
  for (const command of catalogue) {
    const h = bound.get(command.id);
    if (!h) throw new Error(`command ${command.id} has no handler`);
    registerCommand(fastify, services, h);
  }
  await installAreaRoutes(fastify, services);
  await installRealtimeRoutes(fastify, services);
  await fastify.ready();
  // jobs a closed or crashed server left are resumed now that the handlers can take requests again
  await services.jobs.start(services, fastify.log);
  services.smsScheduler.start(services, fastify.log);
  services.autoCancel.start(services, fastify.log);
  services.statementScheduler.start(services, fastify.log);
  // the LISTEN connection first, so no message committed from now on goes unheard; then the outbox
  // delivers what is due, including what a closed or crashed server left
  await services.realtime.start(fastify.log);
  await services.outbox.start(fastify.log);
  // in the background: a newly seeded demo is analysed while the first requests are served
  services.statistics.start((e) => fastify.log.warn({ err: e }, 'analyze'));

  return {
    fastify,
    services,
    async close() {
      try {
        await fastify.close();
      } finally {
        // no job may query the database after it closes (a leak once failed an unrelated test file)
        await services.smsScheduler.stop();
        await services.autoCancel.stop();
        await services.statementScheduler.stop();
        await services.jobs.stop();
        await services.statistics.stop();
        // a delivery under way finishes and is written before the database closes
        await services.outbox.stop();
        await services.realtime.stop();
        await database.close();
      }
    },
  };
}
