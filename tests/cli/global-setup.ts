import { execFileSync } from 'node:child_process';

/** The CLI tests spawn bin/bo, which runs dist/cli: build the server/CLI part when its sources are newer. */
export default function setup(): void {
  execFileSync(process.execPath, ['scripts/ensure-built.mjs', 'server'], { stdio: 'inherit' });
}
