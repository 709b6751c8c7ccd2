import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { readBody } from './read-body.js';

/**
 * A local bank speaking the corporate gateway's JSON protocol (src/server/areas/gateway/bank.ts):
 * statements of the lines a test puts in, account names, and transfers that honour their
 * Idempotency-Key (the same key answers the same reference and pays once). A test can make it
 * refuse a transfer or hold its answer past the console's timeout (the money still leaves).
 * Candy codes are linked once per key (a code held by another account is refused, in Mongolian,
 * as the bank words it) and the bank-side actions answer what they did; both honour the same
 * refusal and delay, and count their calls by key.
 */
export interface FakeLine {
  id: string; direction: 'in' | 'out'; amount: string; description: string; counterparty?: string; counterparty_account?: string;
  reference?: string; invoice?: string | null; posted_at: string;
}

export async function startFakeBank() {
  const statements = new Map<string, FakeLine[]>();
  const names = new Map<string, string>();
  /** Transfers paid, by idempotency key: a key paid twice would show as one entry with `calls` 2. */
  const paid = new Map<string, { account: string; body: Record<string, unknown>; reference: string; calls: number }>();
  const behaviour = { refuse: null as string | null, delayMs: 0 };
  /** Candy codes linked: code → the account and branch, the key that linked it and how many calls it took. */
  const candy = new Map<string, { account: string; branch: string; key: string; reference: string; calls: number }>();
  /** Actions asked, by idempotency key. */
  const actions = new Map<string, { account: string; action: string; reference: string; calls: number }>();
  const ACTIONS: Record<string, (body: Record<string, unknown>) => string | { error: string }> = {
    refresh_balance: () => 'balance refreshed',
    request_statement: () => 'statement requested',
    close_pending_transfer: (b) => (b.reference ? `transfer ${String(b.reference)} closed` : { error: 'Хаах шилжүүлгийн лавлах дугаар алга' }),
  };
  let seq = 0;


  const server = createServer(async (req, res) => {
    const url = new URL(req.url ?? '/', 'http://bank');
    const json = (status: number, body: unknown) => res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
    if (!req.headers.authorization?.startsWith('Basic ')) return json(401, { error: 'unauthorized' });
    const statement = /^\/accounts\/([^/]+)\/statement$/.exec(url.pathname);
    if (statement && req.method === 'GET') {
      const from = url.searchParams.get('from');
      const lines = (statements.get(decodeURIComponent(statement[1]!)) ?? []).filter((l) => !from || l.posted_at >= from);
      return json(200, { transactions: lines });
    }
    if (url.pathname === '/account-name') {
      const name = names.get(`${url.searchParams.get('bank')}:${url.searchParams.get('account')}`);
      return name ? json(200, { name }) : json(404, { error: 'no such account' });
    }
    const transfer = /^\/accounts\/([^/]+)\/transfers$/.exec(url.pathname);
    if (transfer && req.method === 'POST') {
      const key = String(req.headers['idempotency-key'] ?? '');
      const body = JSON.parse(await readBody(req)) as Record<string, unknown>;
      if (!key) return json(400, { error: 'Idempotency-Key required' });
      if (behaviour.refuse) return json(422, { error: behaviour.refuse });
      const account = decodeURIComponent(transfer[1]!);
      let entry = paid.get(key);
      if (entry) entry.calls++;
      else {
        entry = { account, body, reference: `BANK${++seq}`, calls: 1 };
        paid.set(key, entry);
        // the money leaves: the account's statement shows it, carrying the client's key as its reference
        const list = statements.get(account) ?? [];
        list.push({ id: entry.reference, direction: 'out', amount: String(body.amount), description: String(body.description ?? ''), counterparty: String(body.to_name ?? ''),
          counterparty_account: String(body.to_account ?? ''), reference: key, posted_at: new Date().toISOString() });
        statements.set(account, list);
      }
      if (behaviour.delayMs) await new Promise((r) => setTimeout(r, behaviour.delayMs));
      return json(200, { reference: entry.reference });
    }
    const link = /^\/accounts\/([^/]+)\/candy-codes$/.exec(url.pathname);
    if (link && req.method === 'POST') {
      const key = String(req.headers['idempotency-key'] ?? '');
      const body = JSON.parse(await readBody(req)) as { code?: string; branch?: string };
      if (!key) return json(400, { error: 'Idempotency-Key required' });
      if (behaviour.refuse) return json(422, { error: behaviour.refuse });
      const account = decodeURIComponent(link[1]!);
      const had = candy.get(String(body.code));
      if (had && had.account !== account) return json(409, { error: `${String(body.code)} код өөр дансанд холбогдсон байна` });
      let entry = had;
      if (had && had.key === key) had.calls++;
      else {
        entry = { account, branch: String(body.branch), key, reference: `CANDY${++seq}`, calls: 1 };
        candy.set(String(body.code), entry);
      }
      if (behaviour.delayMs) await new Promise((r) => setTimeout(r, behaviour.delayMs));
      return json(200, { reference: entry!.reference });
    }
    const act = /^\/accounts\/([^/]+)\/actions\/([^/]+)$/.exec(url.pathname);
    if (act && req.method === 'POST') {
      const key = String(req.headers['idempotency-key'] ?? '');
      const body = JSON.parse(await readBody(req) || '{}') as Record<string, unknown>;
      if (!key) return json(400, { error: 'Idempotency-Key required' });
      if (behaviour.refuse) return json(422, { error: behaviour.refuse });
      const name = decodeURIComponent(act[2]!);
      const run = ACTIONS[name];
      if (!run) return json(400, { error: `unknown action ${name}` });
      const answer = run(body);
      if (typeof answer !== 'string') return json(422, answer);
      let entry = actions.get(key);
      if (entry) entry.calls++;
      else actions.set(key, (entry = { account: decodeURIComponent(act[1]!), action: name, reference: `ACT${++seq}`, calls: 1 }));
      if (behaviour.delayMs) await new Promise((r) => setTimeout(r, behaviour.delayMs));
      return json(200, { message: answer, reference: entry.reference });
    }
    return json(404, { error: 'not found' });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    statements, names, paid, behaviour, candy, actions,
    addLines(account: string, lines: FakeLine[]) { statements.set(account, [...(statements.get(account) ?? []), ...lines]); },
    close: () => new Promise<void>((resolve) => { server.closeAllConnections(); server.close(() => resolve()); }),
  };
}
