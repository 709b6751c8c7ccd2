import websocket from '@fastify/websocket';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { WebSocket } from 'ws';
import { loadPrincipal, touchSession } from '../auth/principal.js';
import { resolveScope } from '../auth/scope.js';
import { hashToken } from '../auth/tokens.js';
import { AppError } from '../errors.js';
import { errorForLog } from '../http-errors.js';
import type { Services } from '../services.js';
import { CLOSE, type Reader } from './hub.js';

/** The live-updates socket (DESIGN allows websocket routes outside the catalogue). */
export const LIVE_PATH = '/api/bo/live';
/** A socket that has not said who it is by then is closed. */
const AUTH_TIMEOUT_MS = 10_000;
/** A token as the API issues them (the `Bearer` pattern of src/server/auth/authenticate.ts). */
const TOKEN = /^[A-Za-z0-9_-]{20,200}$/;

interface Query { token?: unknown; vendor_id?: string; website_id?: string }

/**
 * The token as the API takes it, so the socket's reader is the same user with the same session
 * rules. A browser cannot set headers on a WebSocket, so it arrives as the first message
 * `{"type":"auth","token":"…"}`, never in the URL (proxies log URLs). The session is read from the
 * database, not the principal cache: a socket signing in again after a change of roles
 * (close code 4000) must get the new roles, not those another instance cached a moment ago.
 */
async function authorize(services: Services, token: string, query: Query): Promise<Reader> {
  const db = services.database.db;
  const principal = TOKEN.test(token) ? await loadPrincipal(db, hashToken(token)) : null;
  if (!principal) throw new AppError(401, 'unauthorized', 'Sign in first');
  await touchSession(db, principal, Date.now());
  // any signed-in user: everyone hears of his own jobs; order events go to those who read orders
  const scope = await resolveScope(db, principal, query.vendor_id, query.website_id);
  return { sessionId: principal.sessionId, userId: principal.user.id, scope };
}

/**
 * The websocket plugin adds an onRequest and an onResponse hook to every route of the context it is
 * registered in; registered in a context of its own, the catalogue's routes do not pay for them.
 */
export async function installRealtimeRoutes(app: FastifyInstance, services: Services): Promise<void> {
  await app.register(async (scope) => {
    await scope.register(websocket, { options: { maxPayload: 4096 } });
    installLiveRoute(scope, services);
  });
}

function installLiveRoute(app: FastifyInstance, services: Services): void {
  app.get(LIVE_PATH, { websocket: true }, (socket: WebSocket, request: FastifyRequest) => {
    const query = request.query as Query;
    let detach: (() => void) | null = null;
    let settled = false;
    const timer = setTimeout(() => fail(new AppError(401, 'unauthorized', 'no token')), AUTH_TIMEOUT_MS);

    function fail(e: unknown) {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      const status = e instanceof AppError ? e.status : 500;
      const code = status === 403 ? 'forbidden' : status === 401 ? 'unauthorized' : 'internal';
      if (status >= 500) request.log.error({ error: errorForLog(e) }, 'live socket');
      socket.send(JSON.stringify({ type: 'error', code }));
      socket.close(code === 'forbidden' ? CLOSE.forbidden : code === 'unauthorized' ? CLOSE.unauthorized : 1011, code);
    }

    function start(token: string) {
      if (settled) return;
      authorize(services, token, query).then((reader) => {
        if (settled) return;
        settled = true;
        clearTimeout(timer);
        if (socket.readyState !== socket.OPEN) return;
        detach = services.realtime.hub.add(socket, reader);
        socket.send(JSON.stringify({ type: 'ready' }));
      }, fail);
    }

    socket.on('close', () => {
      clearTimeout(timer);
      settled = true;
      detach?.();
    });
    socket.on('message', (data) => {
      if (detach || settled) return; // after the handshake the client has nothing to say
      let message: { type?: unknown; token?: unknown };
      try {
        message = JSON.parse(String(data)) as typeof message;
      } catch {
        return fail(new AppError(401, 'unauthorized', 'bad message'));
      }
      if (message.type === 'auth' && typeof message.token === 'string') start(message.token);
      else fail(new AppError(401, 'unauthorized', 'expected auth'));
    });
    // a token in the URL has been written to every proxy's log on the way: refused, never used
    if (Object.hasOwn(query ?? {}, 'token')) fail(new AppError(401, 'unauthorized', 'token in the URL'));
  });
}
