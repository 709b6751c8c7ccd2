import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { afterAll, describe, expect, it } from 'vitest';
import { createClient } from '../../src/shared/api/client.js';
import { login } from '../../src/shared/commands/auth.js';
import { resume } from '../../src/shared/commands/jobs/index.js';
import { smsCreate, smsGet } from '../../src/shared/commands/marketing/sms.js';
import { startFakeSmsGateway } from '../helpers/fake-sms-gateway.js';
import { DEMO_PASSWORD } from '../helpers/server.js';
import { pgliteSeeded } from '../helpers/template.js';

/** The server as in production, a process of its own on a PGlite folder that outlives it; SIGKILL closes nothing. */
function spawnServer(dataDir: string, gatewayUrl: string): Promise<{ child: ChildProcess; url: string }> {
  const child = spawn(process.execPath, ['dist/server/main.js'], {
    env: {
      ...process.env, BO_DATA_DIR: dataDir, BO_SEED: 'none', HOST: '127.0.0.1', PORT: '0', LOG_LEVEL: 'error',
      BO_SMS_PROVIDER: 'http', BO_SMS_URL: gatewayUrl, BO_SMS_RATE: '400',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
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

const alive = (child: ChildProcess) => child.exitCode === null && child.signalCode === null;
const exited = (child: ChildProcess) => new Promise((r) => (alive(child) ? child.once('exit', r) : r(null)));

const RECIPIENTS = 2000;

describe('a server killed in the middle of a mass SMS', () => {
  const children: ChildProcess[] = [];
  let dir: string | null = null;
  let gateway: Awaited<ReturnType<typeof startFakeSmsGateway>> | null = null;
  afterAll(async () => {
    for (const c of children) if (alive(c)) c.kill('SIGKILL');
    await Promise.all(children.map(exited));
    await gateway?.close();
    if (dir) rmSync(dir, { recursive: true, force: true });
  });

  it('resumes where it stopped: every phone gets the message exactly once', async () => {
    gateway = await startFakeSmsGateway();
    dir = mkdtempSync(join(tmpdir(), 'bo-sms-kill-'));
    const dataDir = join(dir, 'data');
    const seeded = new PGlite(dataDir, { extensions: { pg_trgm }, loadDataDir: await pgliteSeeded() });
    await seeded.waitReady;
    await seeded.close();

    const signIn = async (url: string) => {
      const { token } = await createClient({ baseURL: url }).call(login, { username: 'marketing@demo.mn', password: DEMO_PASSWORD });
      return createClient({ baseURL: url, token });
    };
    const first = await spawnServer(dataDir, gateway.url);
    children.push(first.child);
    const api1 = await signIn(first.url);
    const phones = Array.from({ length: RECIPIENTS }, (_, i) => String(90_000_000 + i));
    const { campaign, job } = await api1.call(smsCreate, { text: 'Killed mid-send', audience: { phones }, key: 'kill-test' });
    for (;;) {
      const { campaign: now } = await api1.call(smsGet, { id: campaign.id });
      expect(now.state).not.toBe('done');
      if (gateway.deliveries.length >= 300) break;
      await new Promise((r) => setTimeout(r, 10));
    }
    first.child.kill('SIGKILL');
    await exited(first.child);
    const beforeResume = gateway.deliveries.length;
    expect(beforeResume).toBeLessThan(RECIPIENTS);

    const second = await spawnServer(dataDir, gateway.url);
    children.push(second.child);
    const api2 = await signIn(second.url);
    // the same send asked again makes no second campaign
    const again = await api2.call(smsCreate, { text: 'Killed mid-send', audience: { phones }, key: 'kill-test' });
    expect(again).toMatchObject({ created: false, campaign: { id: campaign.id } });
    const resumed = await api2.call(resume, { id: job!.id });
    expect(resumed.job.status).toBe('queued');
    let done = null;
    for (let i = 0; i < 3000 && !done; i++) {
      const { campaign: now } = await api2.call(smsGet, { id: campaign.id });
      if (now.state === 'done') done = now;
      else await new Promise((r) => setTimeout(r, 20));
    }
    expect(done).toMatchObject({ sent: RECIPIENTS, failed: 0, queued: 0 });
    second.child.kill('SIGTERM');
    await exited(second.child);

    // what the gateway received: each phone once, none forgotten
    const received = gateway.perRecipient();
    expect(received.size).toBe(RECIPIENTS);
    expect([...received.values()].every((d) => d.length === 1)).toBe(true);
    expect(gateway.deliveries).toHaveLength(RECIPIENTS);
    expect(new Set(gateway.deliveries.map((d) => d.key)).size).toBe(RECIPIENTS);
  }, 600_000);
});
