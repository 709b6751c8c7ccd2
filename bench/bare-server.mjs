// The yardstick: the same fastify package as the real server, one constant route, no plugins,
// no logger, answering BARE_BODY (the http section passes users/me's own answer) as a handler
// returns an object. Whatever the real server costs on top of this is ours (helmet, auth, database…).
import Fastify from 'fastify';

const app = Fastify({ logger: false });
const body = process.env.BARE_BODY ? JSON.parse(process.env.BARE_BODY) : { ok: true };
app.get('/bare', async () => body);

const stop = () => app.close().then(() => process.exit(0), () => process.exit(1));
process.on('SIGTERM', stop);
process.on('SIGINT', stop);

await app.listen({ host: process.env.HOST ?? '127.0.0.1', port: Number(process.env.PORT ?? 0) });
