import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createClient, type ApiClient } from '../../src/shared/api/client.js';
import { login } from '../../src/shared/commands/auth.js';
import { messages, type OrderMessageJson } from '../../src/shared/commands/orders/messages.js';
import { approve, list } from '../../src/shared/commands/orders/orders.js';
import { startFakeSmsGateway } from '../helpers/fake-sms-gateway.js';
import { dbKind, DEMO_PASSWORD, testDatabase } from '../helpers/server.js';

/**
 * The server as it runs in production, a process of its own (`src/server/main.ts` through tsx, so
 * no build is needed), on a PostgreSQL database that outlives it; killed with SIGKILL, it gets no
 * chance to close anything.
 */
function spawnServer(env: Record<string, string>): Promise<{ child: ChildProcess; url: string }> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
    env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'],
  });
  return new Promise((resolve, reject) => {
    let out = '';
    let err = '';
    child.stdout!.setEncoding('utf8').on('data', (chunk: string) => {
      out += chunk;
      const m = /listening on (http:\/\/[\d.]+:\d+)/.exec(out);
      if (m) resolve({ child, url: m[1]! });
    });
    child.stderr!.setEncoding('utf8').on('data', (chunk: string) => { err += chunk; });
    child.on('exit', (code) => reject(new Error(`server exited (${code}) before listening:\n${out}\n${err}`)));
  });
}

async function signIn(url: string): Promise<ApiClient> {
  const { token } = await createClient({ baseURL: url }).call(login, { username: 'orders@demo.mn', password: DEMO_PASSWORD });
  return createClient({ baseURL: url, token });
}

const alive = (child: ChildProcess | null) => child !== null && child.exitCode === null && child.signalCode === null;

describe.skipIf(dbKind !== 'postgres')('a server killed mid-delivery', () => {
  const children: ChildProcess[] = [];
  let dataDir: string | null = null;
  let cleanup: (() => Promise<void>) | null = null;
  afterAll(async () => {
    for (const c of children) if (alive(c)) c.kill('SIGKILL');
    await cleanup?.();
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  });

  it('loses no message and sends none twice: the next server re-claims the expired lease and the gateway folds the repeat', async () => {
    dataDir = mkdtempSync(join(tmpdir(), 'bo-outbox-kill-'));
    const gateway = await startFakeSmsGateway({ token: 'kill-test' });
    const store = await testDatabase({ lasting: true });
    cleanup = async () => { await gateway.close(); await store.drop(); };
    if (store.database.kind !== 'postgres') throw new Error('postgres only');
    const env = {
      DATABASE_URL: store.database.url, BO_SEED: 'demo', BO_DEMO_ORDERS: '60', BO_DEMO_IMAGES: '0', BO_DATA_DIR: dataDir, HOST: '127.0.0.1', PORT: '0',
      LOG_LEVEL: 'error', BO_SMS_PROVIDER: 'http', BO_SMS_URL: gateway.url, BO_SMS_TOKEN: 'kill-test',
      BO_OUTBOX_LEASE_SECONDS: '2', BO_OUTBOX_RETRY_MS: '50',
    };

    const first = await spawnServer(env);
    children.push(first.child);
    const api1 = await signIn(first.url);
    const candidates = (await api1.call(list, { per_page: 100, q: { state_eq: 'complete', approved_eq: false } })).items.filter((o) => o.phone);
    const numbers = candidates.slice(0, 6).map((o) => o.number);
    expect(numbers).toHaveLength(6);

    // the first two SMS reach the phones, but their answers never come back
    gateway.hangNext(2);
    for (const number of numbers) await api1.call(approve, { number });
    await gateway.hung;
    for (let i = 0; i < 400 && gateway.requests.filter((r) => r.status === 'hung').length < 2; i++) await new Promise((r) => setTimeout(r, 25));
    expect(gateway.requests.filter((r) => r.status === 'hung')).toHaveLength(2);
    first.child.kill('SIGKILL');
    await new Promise((r) => first.child.once('exit', r));

    const second = await spawnServer(env);
    children.push(second.child);
    const api2 = await signIn(second.url);
    const all: OrderMessageJson[] = [];
    for (const number of numbers) {
      for (let i = 0; ; i++) {
        const sms = (await api2.call(messages, { number })).items.filter((m) => m.channel === 'sms');
        if (sms.length && sms.every((m) => m.state === 'sent')) {
          all.push(...sms);
          break;
        }
        if (i > 1200) throw new Error(`the SMS of ${number} was never delivered: ${JSON.stringify(sms)}`);
        await new Promise((r) => setTimeout(r, 25));
      }
    }
    second.child.kill('SIGTERM');
    await new Promise((r) => second.child.once('exit', r));

    // every message delivered; each phone received exactly what was meant for it, once
    expect(all).toHaveLength(6);
    const meant = new Map<string, number>();
    for (const m of all) meant.set(m.recipient, (meant.get(m.recipient) ?? 0) + 1);
    const received = gateway.perRecipient();
    for (const [phone, count] of meant) expect(received.get(phone)?.length, phone).toBe(count);
    expect(new Set(gateway.deliveries.map((d) => d.key)).size).toBe(gateway.deliveries.length);

    // the two cut off were sent again under the same key, and folded by the gateway
    const hung = gateway.requests.filter((r) => r.status === 'hung').map((r) => r.key!);
    for (const key of hung) {
      expect(gateway.requests.filter((r) => r.key === key).map((r) => r.status)).toEqual(['hung', 200]);
      expect(all.find((m) => `outbox-${m.id}` === key)).toMatchObject({ state: 'sent', attempts: 2 });
    }
  }, 240_000);
});
