import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { DEMO_PASSWORD } from '../helpers/server.js';

export const BIN = fileURLToPath(new URL('../../bin/bo', import.meta.url));

export interface BoResult {
  code: number | null;
  stdout: string;
  stderr: string;
}

export interface RunOptions {
  input?: string;
  env?: Record<string, string | undefined>;
  /** Sends SIGINT once stderr shows this text (Ctrl-C in the middle of a run). */
  interruptOn?: RegExp;
}

export interface Bo {
  /** The config folder of this bo (a fresh temp dir: the user's own config is never touched). */
  dir: string;
  run(args: readonly string[], opts?: RunOptions): Promise<BoResult>;
  login(email: string, opts?: { profile?: string }): Promise<BoResult>;
  cleanup(): void;
}

/** A `bo` of its own: own config folder, pointed at `url`, never a terminal. */
export function makeBo(url: string): Bo {
  const dir = mkdtempSync(join(tmpdir(), 'bo-cli-test-'));
  const run: Bo['run'] = (args, opts = {}) =>
    new Promise((resolve, reject) => {
      const env: Record<string, string | undefined> = {
        PATH: process.env.PATH, HOME: dir, BO_CONFIG_DIR: join(dir, 'config'), BO_API_URL: url, ...opts.env,
      };
      const child = spawn(process.execPath, [BIN, ...args], { env: env as NodeJS.ProcessEnv, stdio: ['pipe', 'pipe', 'pipe'] });
      let stdout = '';
      let stderr = '';
      child.stdout.on('data', (d: Buffer) => (stdout += d.toString()));
      child.stderr.on('data', (d: Buffer) => {
        stderr += d.toString();
        if (opts.interruptOn?.test(stderr)) {
          opts.interruptOn = undefined;
          child.kill('SIGINT');
        }
      });
      child.on('error', reject);
      child.on('close', (code) => resolve({ code, stdout, stderr }));
      child.stdin.end(opts.input ?? '');
    });
  return {
    dir,
    run,
    login: (email, o = {}) => run(['login', '--username', email, '--password-stdin', ...(o.profile ? ['--profile', o.profile] : [])], { input: `${DEMO_PASSWORD}\n` }),
    cleanup: () => rmSync(dir, { recursive: true, force: true }),
  };
}

// eslint-disable-next-line no-control-regex
export const ANSI = /\u001b\[/;
