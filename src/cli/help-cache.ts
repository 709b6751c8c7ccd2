import { mkdirSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync, writeSync } from 'node:fs';
import { join } from 'node:path';
import { configDir, configPath } from './config/store.js';

/**
 * `bo --help`, `bo orders --help`, `bo help exit-codes`: the same words give the same text until the
 * build, the profile (roles, language, address) or the terminal changes. The first run prints it as
 * always and keeps a copy in the config folder; the next answers from the copy without loading
 * commander, the manifest or any command (issue 26: `bo --help` within 1.5× of `node -e 0`).
 */

const HELP = new Set(['--help', '-h']);
const WORD = /^[a-z][a-z0-9-]*$/;
/** Copies kept; past it the folder is emptied (a copy is made again by the next run that needs it). */
const KEEP = 64;

/** Help asked with nothing else that could change the answer: words, --help/-h, --all. */
export function helpArgs(argv: readonly string[]): boolean {
  if (!argv.length) return false;
  const asks = argv.some((a) => HELP.has(a)) || argv[0] === 'help';
  return asks && argv.every((a) => HELP.has(a) || a === '--all' || WORD.test(a));
}

const folder = () => join(configDir(), 'cache', 'help');

/** Everything the text depends on, hashed: the build, the words, the profiles, bo's env, the terminal. */
function keyOf(build: string, argv: readonly string[]): string {
  let config = '';
  try {
    config = readFileSync(configPath(), 'utf8');
  } catch {
    // no config yet: not signed in
  }
  const env = Object.keys(process.env).filter((k) => k.startsWith('BO_') || ['CI', 'NO_COLOR', 'FORCE_COLOR'].includes(k)).sort()
    .map((k) => `${k}=${process.env[k]}`);
  const terminal = `${process.stdout.isTTY ? 'tty' : 'pipe'}:${process.stdout.columns ?? ''}`;
  return hash64(JSON.stringify([build, argv, config, env, terminal]));
}

/**
 * FNV-1a twice over (two offsets), 64 bits in hex: enough to tell a handful of helps apart, and
 * without node:crypto, whose loading alone would be a tenth of the run.
 */
function hash64(text: string): string {
  let a = 0x811c9dc5;
  let b = 0x01000193 ^ 0x5bd1e995;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    a = Math.imul(a ^ c, 0x01000193);
    b = Math.imul(b ^ c, 0x01000193) ^ (b >>> 15);
  }
  return (a >>> 0).toString(16).padStart(8, '0') + (b >>> 0).toString(16).padStart(8, '0');
}

/**
 * Prints a kept help straight to the file descriptor: creating process.stdout (a stream and its
 * modules) would cost more than the rest of the run. Answers false when it could not (a full pipe).
 */
export function printHelp(text: string): boolean {
  const bytes = Buffer.from(text, 'utf8');
  let at = 0;
  try {
    while (at < bytes.length) at += writeSync(1, bytes, at);
    return true;
  } catch (e) {
    if (at === 0 && (e as NodeJS.ErrnoException).code === 'EAGAIN') return false;
    // the reader went away (EPIPE), or part was written: nothing more to do
    return true;
  }
}

/** The kept text of this help, or undefined. */
export function cachedHelp(build: string, argv: readonly string[]): { text?: string; key: string } {
  const key = keyOf(build, argv);
  try {
    return { text: readFileSync(join(folder(), `${key}.txt`), 'utf8'), key };
  } catch {
    return { key };
  }
}

/** Keeps a printed help for the next run; a folder that cannot be written only costs the speed-up. */
export function keepHelp(key: string, text: string): void {
  try {
    const dir = folder();
    mkdirSync(dir, { recursive: true, mode: 0o700 });
    if (readdirSync(dir).length >= KEEP) for (const f of readdirSync(dir)) rmSync(join(dir, f), { force: true });
    const tmp = join(dir, `${key}.${process.pid}.tmp`);
    writeFileSync(tmp, text, { mode: 0o600 });
    renameSync(tmp, join(dir, `${key}.txt`));
  } catch {
    // read-only home, full disk: help still works, only slower
  }
}
