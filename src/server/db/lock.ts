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
      if (pid && isHolderAlive(pid)) {
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

/**
 * Whether the pid holding the lock is a running process. A server killed with -9 stays a zombie
 * until its parent (a shell, a supervisor) reaps it, and signal 0 still reaches a zombie: on Linux
 * its state in /proc/<pid>/stat (`Z` zombie, `X` dead) tells it holds nothing any more.
 */
export function isHolderAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
  } catch (e) {
    if ((e as NodeJS.ErrnoException).code !== 'EPERM') return false;
  }
  let stat: string;
  try {
    stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  } catch {
    return true; // no /proc (not Linux), or it went away this instant: signal 0 answered
  }
  // `pid (comm) state …`: comm may hold spaces and parentheses, the state follows the last `)`
  const state = stat.slice(stat.lastIndexOf(')') + 1).trim().charAt(0);
  return state !== 'Z' && state !== 'X';
}
