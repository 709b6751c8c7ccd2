import { closeSync, mkdirSync, openSync, readFileSync, unlinkSync, writeSync } from 'node:fs';
import { join, resolve } from 'node:path';

/**
 * PGlite is one session in one process: a second server on the same folder would corrupt it.
 * The lock file holds the owner's pid; a lock left by a dead process is taken over.
 */
export function acquireDataDirLock(dataDir: string): () => void {
  mkdirSync(dataDir, { recursive: true });
  const path = join(dataDir, 'bo-server.lock');
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      const fd = openSync(path, 'wx');
      writeSync(fd, String(process.pid));
      closeSync(fd);
      return () => {
        try { unlinkSync(path); } catch { /* already gone */ }
      };
    } catch (e) {
      if ((e as NodeJS.ErrnoException).code !== 'EEXIST') throw e;
      const pid = Number(readFileSync(path, 'utf8').trim());
      if (pid && isAlive(pid)) {
        throw new Error(
          `The data folder ${resolve(dataDir)} is in use by another server (pid ${pid}). ` +
          'Stop it first, or give this one another BO_DATA_DIR; use the bo CLI to talk to a running server.',
        );
      }
      unlinkSync(path); // stale: its owner died without cleaning up
    }
  }
  throw new Error(`Could not lock the data folder ${resolve(dataDir)}`);
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (e) {
    return (e as NodeJS.ErrnoException).code === 'EPERM';
  }
}
