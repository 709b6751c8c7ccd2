import websocket from '@fastify/websocket';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { WebSocket } from 'ws';
import { READ } from '../../shared/commands/orders/roles.js';
import { canAccess } from '../../shared/roles/access.js';
import { authenticate } from '../auth/authenticate.js';
import { resolveScope, type Scope } from '../auth/scope.js';
import { AppError } from '../errors.js';
import type { Services } from '../services.js';

/** The live-updates socket (DESIGN allows websocket routes outside the catalogue). */
export const LIVE_PATH = '/api/bo/live';
/** A socket that has not said who it is by then is closed. */
const AUTH_TIMEOUT_MS = 10_000;

/** Close codes in the 4000 range, after HTTP's: the client stops reconnecting on 4401 and 4403. */
const CLOSE = { unauthorized: 4401, forbidden: 4403 } as const;

interface Query { token?: string; vendor_id?: string; website_id?: string }

/**
 * The bearer token as the API takes it, so the socket's reader is the same principal with the same
 * session rules; a browser cannot set headers on a WebSocket, so the token arrives in the query or
 * as the first message `{"type":"auth","token":"…"}` (kept out of URLs and their logs).
 */
async function authorize(services: Services, token: string, query: Query): Promise<Scope> {
  const principal = await authenticate(services, { headers: { authorization: `Bearer ${token}` } } as FastifyRequest);
  const scope = await resolveScope(services.database.db, principal, query.vendor_id, query.website_id);
  if (!canAccess({ roles: READ }, scope.viewer)) throw new AppError(403, 'forbidden', 'Your roles do not allow this');
  return scope;
}

export async function installRealtimeRoutes(app: FastifyInstance, services: Services): Promise<void> {
  await app.register(websocket, { options: { maxPayload: 4096 } });
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
      if (status >= 500) request.log.error(e, 'live socket');
      socket.send(JSON.stringify({ type: 'error', code }));
      socket.close(code === 'forbidden' ? CLOSE.forbidden : code === 'unauthorized' ? CLOSE.unauthorized : 1011, code);
    }

    function start(token: string) {
      if (settled) return;
      authorize(services, token, query).then((scope) => {
        if (settled) return;
        settled = true;
        clearTimeout(timer);
        if (socket.readyState !== socket.OPEN) return;
        detach = services.realtime.hub.add(socket, scope);
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
    if (query.token) start(query.token);
  });
}
