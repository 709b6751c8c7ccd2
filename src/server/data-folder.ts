import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Config } from './config.js';

let throwAway: string | null = null;

/**
 * A folder of files kept beside the database: `<data folder>/<name>` (images, job results), on
 * PostgreSQL too, where instances share it. A database in memory (tests) gets a temporary folder
 * instead, so its files vanish with it rather than landing among the demo data.
 */
export function dataFolder(config: Config, name: string): string {
  if (config.database.kind === 'pglite' && config.database.dataDir === null) {
    throwAway ??= mkdtempSync(join(tmpdir(), 'bo-files-'));
    return join(throwAway, name);
  }
  return join(config.filesDir, name);
}
