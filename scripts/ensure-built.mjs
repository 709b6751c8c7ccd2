// `npm start` builds what is missing or older than its sources, then serves: a fresh clone needs no extra step.
import { execSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

const root = new URL('..', import.meta.url).pathname;
const stamp = join(root, 'dist', '.built');

function newest(dir) {
  let t = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const p = join(dir, entry.name);
    t = Math.max(t, entry.isDirectory() ? newest(p) : statSync(p).mtimeMs);
  }
  return t;
}

const sources = ['src/server', 'src/shared', 'src/cli'].map((d) => join(root, d)).filter(existsSync);
const builtAt = existsSync(stamp) ? statSync(stamp).mtimeMs : 0;
if (sources.some((d) => newest(d) > builtAt)) {
  console.error('Building the server (npm run build)…');
  execSync('npm run build --silent', { cwd: root, stdio: 'inherit' });
}
