import { execFileSync } from 'node:child_process';

/** The browser tests run the built console: build it first when its sources are newer. */
export default function setup(): void {
  execFileSync(process.execPath, ['scripts/ensure-built.mjs', 'web'], { stdio: 'inherit' });
}
