import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { acquireDataDirLock, isHolderAlive } from '../../src/server/db/lock.js';

const linux = process.platform === 'linux';
const procState = (pid: number) => readFileSync(`/proc/${pid}/stat`, 'utf8').replace(/^.*\)\s*/s, '').charAt(0);

/**
 * A real zombie, as a server killed with -9 is until its parent reaps it: `sh` starts `sleep 0` in
 * the background, prints its pid and becomes `sleep 30` (exec), which never waits for children,
 * so the finished `sleep 0` stays a zombie as long as the parent lives.
 */
let parent: ChildProcess;
let zombie: number;
let dir: string;

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'bo-lock-'));
  if (!linux) return;
  parent = spawn('sh', ['-c', 'sleep 0 & echo $!; exec sleep 30'], { stdio: ['ignore', 'pipe', 'inherit'] });
  zombie = await new Promise<number>((resolve, reject) => {
    parent.stdout!.once('data', (d: Buffer) => resolve(Number(String(d).trim())));
    parent.once('error', reject);
  });
  for (let i = 0; i < 200 && procState(zombie) !== 'Z'; i++) await new Promise((r) => setTimeout(r, 10));
});
afterAll(() => {
  if (parent?.pid) process.kill(parent.pid, 'SIGKILL');
  rmSync(dir, { recursive: true, force: true });
});

describe.skipIf(!linux)('the data folder lock', () => {
  it('a zombie holds nothing; a running process does', () => {
    expect(procState(zombie)).toBe('Z');
    expect(() => process.kill(zombie, 0)).not.toThrow(); // what fooled the check before
    expect(isHolderAlive(zombie)).toBe(false);
    expect(isHolderAlive(parent.pid!)).toBe(true);
    expect(isHolderAlive(process.pid)).toBe(true);
  });

  it('a restart takes over the lock of a server that is still a zombie', () => {
    const folder = join(dir, 'zombie');
    acquireDataDirLock(folder)(); // creates the folder
    writeFileSync(join(folder, 'bo-server.lock'), String(zombie));
    const release = acquireDataDirLock(folder);
    expect(readFileSync(join(folder, 'bo-server.lock'), 'utf8')).toBe(String(process.pid));
    release();
  });

  it('refuses a folder a running server holds', () => {
    const folder = join(dir, 'live');
    acquireDataDirLock(folder)();
    writeFileSync(join(folder, 'bo-server.lock'), String(parent.pid));
    expect(() => acquireDataDirLock(folder)).toThrow(/in use by another server/);
  });
});
