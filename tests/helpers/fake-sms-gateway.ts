import { createServer, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { readBody } from './read-body.js';

export interface GatewayDelivery { key: string; to: string; text: string; from: string; id: string }

/**
 * A local SMS gateway speaking what the server's HTTP provider speaks (JSON POST, bearer token,
 * `Idempotency-Key`), and keeping what real gateways keep: a key seen before is answered with the
 * first delivery's id and is not sent again. `deliveries` is what reached phones, once per key.
 * It can answer 500 for the next requests, or take the next one and never answer (the server dies
 * or gives up while the message has in fact gone out).
 */
export async function startFakeSmsGateway(options: { token?: string } = {}) {
  const byKey = new Map<string, GatewayDelivery>();
  const deliveries: GatewayDelivery[] = [];
  const requests: { key: string | null; status: number | 'hung' }[] = [];
  const hanging = new Set<ServerResponse>();
  let failNext = 0;
  let failStatus = 500;
  /** Numbers the gateway refuses for good (400, as a gateway does for a number it cannot reach). */
  const refused = new Set<string>();
  let hangNext = 0;
  let holdNext = 0;
  const held: (() => void)[] = [];
  let heldResolve: (() => void) | null = null;
  let heldOne = new Promise<void>((r) => { heldResolve = r; });
  let hungResolve: (() => void) | null = null;
  let hung = new Promise<void>((r) => { hungResolve = r; });

  const answer = (res: ServerResponse, status: number, body: unknown) => {
    res.writeHead(status, { 'content-type': 'application/json' });
    res.end(JSON.stringify(body));
  };

  const server = createServer((req, res) => {
    void (async () => {
      const raw = await readBody(req);
      const key = typeof req.headers['idempotency-key'] === 'string' ? req.headers['idempotency-key'] : null;
      if (req.method !== 'POST') return answer(res, 405, { error: 'POST only' });
      if (options.token && req.headers.authorization !== `Bearer ${options.token}`) {
        requests.push({ key, status: 401 });
        return answer(res, 401, { error: 'bad token' });
      }
      if (failNext > 0) {
        failNext--;
        requests.push({ key, status: failStatus });
        return answer(res, failStatus, { error: failStatus === 429 ? 'too many requests' : 'gateway busy' });
      }
      let body: { to?: unknown; text?: unknown; from?: unknown };
      try {
        body = JSON.parse(raw) as typeof body;
      } catch {
        requests.push({ key, status: 400 });
        return answer(res, 400, { error: 'bad json' });
      }
      if (!key || typeof body.to !== 'string' || typeof body.text !== 'string') {
        requests.push({ key, status: 400 });
        return answer(res, 400, { error: 'to, text and Idempotency-Key are required' });
      }
      if (refused.has(body.to)) {
        requests.push({ key, status: 400 });
        return answer(res, 400, { error: `number ${body.to} is not reachable` });
      }
      let delivery = byKey.get(key);
      if (!delivery) {
        delivery = { key, to: body.to, text: body.text, from: String(body.from ?? ''), id: `gw-${byKey.size + 1}` };
        byKey.set(key, delivery);
        deliveries.push(delivery);
      }
      if (hangNext > 0) {
        hangNext--;
        requests.push({ key, status: 'hung' });
        hanging.add(res);
        hungResolve?.();
        return; // sent, but the answer never comes
      }
      if (holdNext > 0) {
        holdNext--;
        // sent; the answer waits until the test releases it
        await new Promise<void>((release) => { held.push(release); heldResolve?.(); });
      }
      requests.push({ key, status: 200 });
      answer(res, 200, { id: delivery.id, status: 'accepted' });
    })();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  return {
    url: `http://127.0.0.1:${port}/v1/sms`,
    deliveries,
    requests,
    /** Answer `status` (500 by default, or 429) to the next `n` requests. */
    failNext(n: number, status = 500) { failNext = n; failStatus = status; },
    /** Refuse every message to `phone` with a 400 and the gateway's words. */
    refuse(phone: string) { refused.add(phone); },
    /** Deliver the next `n` requests and never answer them; `hung` resolves at the first. */
    hangNext(n: number) {
      hangNext = n;
      hung = new Promise<void>((r) => { hungResolve = r; });
    },
    get hung() { return hung; },
    /** Deliver the next request but answer it only at `release()`; `held` resolves once it waits. */
    holdNext() {
      holdNext = 1;
      heldOne = new Promise<void>((r) => { heldResolve = r; });
    },
    get held() { return heldOne; },
    release() { held.splice(0).forEach((r) => r()); },
    /**
     * The gateway's delivery report of a message it took (by its key), posted as gateways do to the
     * callback they were given, with its token: `{ reference, id, status, error? }`. Answers the status.
     */
    async report(callback: string, token: string, key: string, status: 'delivered' | 'undelivered' | 'failed' = 'delivered', error?: string) {
      const d = byKey.get(key);
      const res = await fetch(callback, {
        method: 'POST', headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
        body: JSON.stringify({ reference: key, ...(d ? { id: d.id } : {}), status, ...(error ? { error } : {}) }),
      });
      return { status: res.status, body: await res.json() as unknown };
    },
    /** Distinct deliveries per recipient: what each phone received. */
    perRecipient(): Map<string, GatewayDelivery[]> {
      const map = new Map<string, GatewayDelivery[]>();
      for (const d of deliveries) map.set(d.to, [...(map.get(d.to) ?? []), d]);
      return map;
    },
    async close() {
      for (const res of hanging) res.destroy();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
