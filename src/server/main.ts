import { buildApp } from './app.js';
import { ConfigError, loadConfig } from './config.js';
import { AIR_USERS } from './seed/air.js';
import { DEMO_PASSWORD, DEMO_USERS } from './seed/demo.js';

/** `npm start`: read the environment, open the database, serve, and shut down cleanly on a signal. */
async function main(): Promise<void> {
  let config;
  try {
    // a started console shows a realistic shop: 20,000 demo orders and a picture on each demo product
    // unless BO_DEMO_ORDERS / BO_DEMO_IMAGES say otherwise
    config = loadConfig({ BO_DEMO_ORDERS: '20000', BO_DEMO_IMAGES: '2000', ...process.env });
  } catch (e) {
    if (e instanceof ConfigError) {
      console.error(e.message);
      process.exit(2);
    }
    throw e;
  }
  const app = await buildApp(config);
  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.fastify.log.info(`${signal}: closing`);
    const force = setTimeout(() => {
      console.error('shutdown took over 10 s, exiting');
      process.exit(1);
    }, 10_000);
    force.unref();
    try {
      await app.close();
      process.exit(0);
    } catch (e) {
      console.error(e);
      process.exit(1);
    }
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));

  await app.fastify.listen({ host: config.host, port: config.port });
  const address = app.fastify.server.address();
  const port = typeof address === 'object' && address ? address.port : config.port;
  const where = config.database.kind === 'pglite' ? `PGlite in ${config.database.dataDir}` : 'PostgreSQL';
  console.log(`Back office listening on http://${config.host}:${port} (database: ${where})`);
  if (config.seed === 'demo') {
    console.log(`Demo sign-ins, password ${DEMO_PASSWORD}:`);
    for (const u of [...DEMO_USERS, ...AIR_USERS]) console.log(`  ${u.email.padEnd(20)} ${u.note}`);
  }
}

main().catch((e: unknown) => {
  console.error(e instanceof Error ? e.message : e);
  process.exit(1);
});
