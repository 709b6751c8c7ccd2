import { randomUUID } from 'node:crypto';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { readBody } from './read-body.js';

export interface FakePlayer {
  id: string; device_model: string; device_os: string; device_type: number; last_active: number;
  invalid_identifier: boolean; external_user_id: string | null; notification_types: number;
}
export interface FakeNotification {
  id: string; idempotency_key: string | null; body: Record<string, unknown>; include_player_ids: string[];
  successful: number; failed: number; errored: number; converted: number; received: number; remaining: number; canceled: boolean;
}

/**
 * A local OneSignal speaking its REST shapes under /api/v1 (`Authorization: Basic <REST key>`,
 * `app_id` in the query or the body): apps/:id, players (list, add, get, put), notifications (create,
 * get, delete). As the real one, a create whose `idempotency_key` (or `external_id`) was seen
 * before answers the first notification and sends nothing. `created` is what reached devices.
 * It can answer 500 for the next requests, or take the next create and answer 500 anyway (the
 * answer lost on the way back: the notification went out).
 */
export async function startFakeOneSignal(options: { appId?: string; key?: string } = {}) {
  const appId = options.appId ?? 'app-1';
  const key = options.key ?? 'rest-key';
  const players = new Map<string, FakePlayer>();
  const created: FakeNotification[] = [];
  /** Subscriptions of browsers that were made devices (POST players), and each device's endpoint. */
  const added: { id: string; identifier: string; device_type: number; web_p256: string; web_auth: string }[] = [];
  const identifiers = new Map<string, string>();
  const byKey = new Map<string, FakeNotification>();
  const requests: { method: string; path: string; status: number; authorization: string | undefined }[] = [];
  let failNext = 0;
  let failStatus = 500;
  let loseNext = 0;


  const server = createServer((req, res) => {
    void (async () => {
      const url = new URL(req.url ?? '/', 'http://x');
      const raw = await readBody(req);
      const answer = (status: number, body: unknown) => {
        requests.push({ method: req.method ?? '', path: url.pathname, status, authorization: req.headers.authorization });
        res.writeHead(status, { 'content-type': 'application/json' });
        res.end(JSON.stringify(body));
      };
      let body: Record<string, unknown> = {};
      try { body = raw ? JSON.parse(raw) as Record<string, unknown> : {}; } catch { return answer(400, { errors: ['bad json'] }); }
      if (req.headers.authorization !== `Basic ${key}`) return answer(403, { errors: ['Please include a case-sensitive header of Authorization: Basic <YOUR-REST-API-KEY-HERE>'] });
      if ((url.searchParams.get('app_id') ?? body.app_id) !== appId) return answer(400, { errors: ['app_id not found'] });
      if (failNext > 0) { failNext--; return answer(failStatus, { errors: [failStatus === 400 ? 'Message Notifications must have English language content' : 'Internal server error'] }); }
      const path = url.pathname.replace(/^\/api\/v1\//, '');
      const [noun, id] = path.split('/');
      if (noun === 'apps' && req.method === 'GET') {
        const list = [...players.values()];
        return answer(200, { id: appId, name: 'Shop', players: list.length, messageable_players: list.filter((p) => !p.invalid_identifier).length });
      }
      if (noun === 'players' && !id && req.method === 'GET') {
        const limit = Math.min(300, Number(url.searchParams.get('limit') ?? 300));
        const offset = Number(url.searchParams.get('offset') ?? 0);
        const list = [...players.values()];
        return answer(200, { total_count: list.length, offset, limit, players: list.slice(offset, offset + limit) });
      }
      if (noun === 'players' && !id && req.method === 'POST') {
        // "add a device": a browser's subscription; the same endpoint again is the same player
        const identifier = String(body.identifier ?? '');
        const known = [...players.values()].find((p) => identifiers.get(p.id) === identifier);
        const player = known ?? { id: randomUUID(), device_model: 'Browser', device_os: '', device_type: Number(body.device_type ?? 5), last_active: Math.floor(Date.now() / 1000),
          invalid_identifier: false, external_user_id: null, notification_types: 1 };
        if (typeof body.external_user_id === 'string') player.external_user_id = body.external_user_id;
        players.set(player.id, player);
        identifiers.set(player.id, identifier);
        added.push({ id: player.id, identifier, device_type: player.device_type, web_p256: String(body.web_p256 ?? ''), web_auth: String(body.web_auth ?? '') });
        return answer(200, { success: true, id: player.id });
      }
      if (noun === 'players' && id) {
        const p = players.get(id);
        if (!p) return answer(404, { errors: ['No user with this id found'] });
        if (req.method === 'GET') return answer(200, p);
        if (req.method === 'PUT') {
          if (typeof body.external_user_id === 'string') p.external_user_id = body.external_user_id;
          return answer(200, { success: true });
        }
      }
      if (noun === 'notifications' && !id && req.method === 'POST') {
        const idem = typeof body.idempotency_key === 'string' ? body.idempotency_key : typeof body.external_id === 'string' ? body.external_id : null;
        const known = idem ? byKey.get(idem) : undefined;
        let n = known;
        if (!n) {
          const ids = Array.isArray(body.include_player_ids) ? body.include_player_ids.map(String) : [];
          const invalid = ids.filter((p) => !players.get(p) || players.get(p)!.invalid_identifier);
          const ok = ids.length - invalid.length;
          n = { id: randomUUID(), idempotency_key: idem, body, include_player_ids: ids, successful: ok, failed: invalid.length, errored: 0, converted: 0, received: ok, remaining: 0, canceled: false };
          created.push(n);
          if (idem) byKey.set(idem, n);
        }
        if (loseNext > 0) { loseNext--; return answer(500, { errors: ['the answer was lost'] }); }
        const invalid = n.include_player_ids.filter((p) => !players.get(p) || players.get(p)!.invalid_identifier);
        return answer(200, { id: n.id, recipients: n.successful, external_id: idem, ...(invalid.length ? { errors: { invalid_player_ids: invalid } } : {}) });
      }
      if (noun === 'notifications' && id) {
        const n = created.find((c) => c.id === id);
        if (!n) return answer(404, { errors: ['Couldn\'t find notification with this id'] });
        if (req.method === 'GET') {
          const { successful, failed, errored, converted, received, remaining, canceled } = n;
          return answer(200, { id, successful, failed, errored, converted, received, remaining, canceled, headings: n.body.headings, contents: n.body.contents });
        }
        if (req.method === 'DELETE') { n.canceled = true; return answer(200, { success: true }); }
      }
      return answer(404, { errors: ['not found'] });
    })();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  return {
    url: `http://127.0.0.1:${port}`, appId, key, players, created, requests, added,
    /** A device the provider knows (a browser that subscribed). */
    addPlayer(p: Partial<FakePlayer> & { id: string }) {
      const player: FakePlayer = { device_model: 'MacBook', device_os: '131', device_type: 5, last_active: Math.floor(Date.now() / 1000),
        invalid_identifier: false, external_user_id: null, notification_types: 1, ...p };
      players.set(p.id, player);
      return player;
    },
    /** People opened it: the notification's `converted`. */
    click(id: string, n: number) { const c = created.find((x) => x.id === id); if (c) c.converted += n; },
    /** Answer `status` (500, or 400: a refusal) to the next `n` requests. */
    failNext(n: number, status = 500) { failNext = n; failStatus = status; },
    /** Take the next create (it goes out) but answer 500, as if the answer was lost. */
    loseNext(n: number) { loseNext = n; },
    async close() {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

export type FakeOneSignal = Awaited<ReturnType<typeof startFakeOneSignal>>;
