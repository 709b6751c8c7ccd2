// `npm start` (and the tests that need built code) build what is missing or older than its
// sources, then go on: a fresh clone needs no extra step. The server/CLI and the web console are
// two builds with their own stamps, so a change to one does not rebuild the other.
import { execSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

const root = new URL('..', import.meta.url).pathname;

function newest(path) {
  if (!existsSync(path)) return 0;
  const st = statSync(path);
  if (!st.isDirectory()) return st.mtimeMs;
  let t = 0;
  for (const entry of readdirSync(path)) t = Math.max(t, newest(join(path, entry)));
  return t;
}
const stampOf = (p) => (existsSync(join(root, p)) ? statSync(join(root, p)).mtimeMs : 0);
const newestOf = (paths) => Math.max(...paths.map((p) => newest(join(root, p))));

const parts = [
  { name: 'server', script: 'build:server', stamp: 'dist/.built', sources: ['src/server', 'src/shared', 'src/cli', 'tsconfig.build.json'] },
  // the palette shows the `bo` line through the CLI's own flag derivation (src/cli/line.ts)
  { name: 'web console', script: 'build:web', stamp: 'dist/web/.built', sources: ['src/web', 'src/shared', 'src/cli/line.ts', 'src/cli/manifest', 'vite.config.ts'] },
];
const only = process.argv[2];
for (const part of parts) {
  if (only && part.name.split(' ')[0] !== only) continue;
  if (newestOf(part.sources) > stampOf(part.stamp)) {
    console.error(`Building the ${part.name} (npm run ${part.script})…`);
    // production always: vitest runs this with NODE_ENV=test, which would give React's dev build
    execSync(`npm run ${part.script} --silent`, { cwd: root, stdio: 'inherit', env: { ...process.env, NODE_ENV: 'production' } });
  }
}
