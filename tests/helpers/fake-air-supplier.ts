import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { readBody } from './read-body.js';

type Action = 'hold' | 'ticket' | 'cancel' | 'void' | 'refund';

/**
 * A local air supplier speaking the JSON protocol of src/server/areas/air/supplier.ts:
 * `POST /<action>` with Basic credentials, JSON in and out, refusals as `{ error: { code, message } }`.
 * `refuse(action, message)` makes the next call of that action fail in the supplier's own words.
 */
export async function startFakeAirSupplier(credentials = { username: 'desk', secret: 'kit-secret' }) {
  const calls: { action: string; body: unknown; authorization: string | null }[] = [];
  const refusals = new Map<string, { status: number; message: string }>();
  let serial = 1_000_000;
  const expected = `Basic ${Buffer.from(`${credentials.username}:${credentials.secret}`).toString('base64')}`;
  const server = createServer(async (req, res) => {
    const action = (req.url ?? '/').replace(/^\/+/, '') as Action;
    const raw = await readBody(req);
    const body = raw ? JSON.parse(raw) as Record<string, unknown> : {};
    calls.push({ action, body, authorization: req.headers.authorization ?? null });
    const send = (status: number, json: unknown) => res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(json));
    if (req.headers.authorization !== expected) return send(401, { error: { code: 'AUTH', message: 'Agency credentials rejected' } });
    const refused = refusals.get(action);
    if (refused) {
      refusals.delete(action);
      return send(refused.status, { error: { code: 'UC', message: refused.message } });
    }
    switch (action) {
      case 'hold': return send(200, { pnr: 'HX' + String(serial++).slice(-4), hold_until: new Date(Date.now() + 86_400_000).toISOString() });
      case 'ticket': {
        const { passengers = [], segments = [] } = body as { passengers?: { ref: number }[]; segments?: { ref: number }[] };
        return send(200, { tickets: passengers.flatMap((p) => segments.map((s) => ({ passenger: p.ref, segment: s.ref, number: `289${String(serial++).padStart(10, '0')}` }))) });
      }
      case 'cancel': return send(200, { status: 'canceled' });
      case 'void': return send(200, { status: 'voided' });
      case 'refund': return send(200, { status: 'refunded', amount: 25_000_000 * ((body.tickets as unknown[] | undefined)?.length ?? 1) });
      default: return send(404, { error: { code: 'NF', message: `no such operation: ${action}` } });
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    credentials,
    calls,
    refuse(action: Action, message: string, status = 422) { refusals.set(action, { status, message }); },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
