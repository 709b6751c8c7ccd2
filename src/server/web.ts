import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

/** The web console Vite built (`npm run build`), beside dist/server. */
export const WEB_DIR = fileURLToPath(new URL('../../dist/web', import.meta.url));

/**
 * Serves the built console: hashed assets for a year (their names change with their content),
 * precompressed .br/.gz files chosen by Accept-Encoding, and index.html for every other page path
 * so a deep link (/u/users/12) opens the app, which routes it. Answers false when nothing is built
 * (API-only tests), and the 404s stay JSON.
 */
export type AppPage = (request: FastifyRequest, reply: FastifyReply) => FastifyReply;

export async function installWeb(app: FastifyInstance, dir = WEB_DIR): Promise<AppPage | null> {
  const indexPath = join(dir, 'index.html');
  if (!existsSync(indexPath)) return null;
  await app.register(fastifyStatic, {
    root: dir,
    prefix: '/',
    index: false,
    wildcard: true,
    preCompressed: true,
    cacheControl: false, // ours below: a year for hashed assets, revalidate the rest
    setHeaders(res, path) {
      res.setHeader('cache-control', path.includes('/assets/') ? 'public, max-age=31536000, immutable' : 'no-cache');
    },
  });
  // read per request (the OS caches it): a rebuild under a running server serves the new app
  const sendIndex: AppPage = (_request, reply) => reply.header('cache-control', 'no-cache').sendFile('index.html');
  app.get('/', sendIndex);
  return sendIndex;
}

/** True for a browser asking for a page of the app, not for the API or a file. */
export function wantsAppPage(request: FastifyRequest): boolean {
  if (request.method !== 'GET' && request.method !== 'HEAD') return false;
  const path = request.url.split('?')[0] ?? '';
  if (path.startsWith('/api/') || path.startsWith('/assets/') || path === '/healthz') return false;
  return (request.headers.accept ?? '').includes('text/html');
}
