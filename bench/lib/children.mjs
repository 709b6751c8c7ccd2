// Child servers for benchmarks: start, wait until ready, and always stop.
// Each child runs in its own process group (detached) so that stopping it also stops whatever it
// spawned itself (`npx tsx …` is three processes deep), and so that a Ctrl-C in the terminal reaches
// only us: we then stop the children in order instead of racing them.
import { spawn } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { createServer } from 'node:net';

/** Children still alive, so that an exit path we did not plan for can still kill them. */
const alive = new Set();
/** Every child started since `takePeaks()` last asked, with its peak memory. */
let started = [];

/** The processes of a group (the 5th field of stat, after the name in parentheses, which may hold spaces). */
function groupMembers(pgid) {
  let pids;
  try {
    pids = readdirSync('/proc').filter((d) => /^\d+$/.test(d));
  } catch {
    return []; // no /proc (macOS): no memory figures
  }
  return pids.filter((pid) => {
    try {
      const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
      return Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[2]) === pgid;
    } catch {
      return false; // gone between the listing and the read
    }
  });
}

/** The peak resident memory (VmHWM, KB) of the largest of `pids`. */
function peakOf(pids) {
  let peak = 0;
  for (const pid of pids) {
    try {
      const hwm = /VmHWM:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
      if (hwm) peak = Math.max(peak, Number(hwm[1]));
    } catch {
      // gone
    }
  }
  return peak;
}

/** The children started since the last call, `{ name, peakMB }`, and forgets them. */
export function takePeaks() {
  const out = started.map((c) => ({ name: c.name, peakMB: Math.round(c.peakKB() / 1024) }));
  started = [];
  return out;
}

process.on('exit', () => {
  // last resort, synchronous: nothing async runs here any more
  for (const child of alive) killGroup(child, 'SIGKILL');
});

function killGroup(child, signal) {
  try {
    process.kill(-child.pid, signal);
  } catch {
    // already gone
  }
}

function groupAlive(child) {
  try {
    process.kill(-child.pid, 0);
    return true;
  } catch {
    return false;
  }
}

/** A port nobody listens on right now (the OS picks it; tiny race until the child binds it). */
export function freePort() {
  return new Promise((resolve, reject) => {
    const srv = createServer();
    srv.unref();
    srv.on('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address();
      srv.close(() => resolve(port));
    });
  });
}

/**
 * Starts `argv` with `env` added to ours. Output is kept (last lines only) rather than shown, so the
 * benchmark's own table stays readable; it is printed when the child fails.
 */
export function startChild(name, argv, { env = {}, cwd } = {}) {
  const child = spawn(argv[0], argv.slice(1), {
    cwd,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  alive.add(child);
  const tail = [];
  const keep = (chunk) => {
    for (const line of String(chunk).split('\n')) if (line.trim()) tail.push(line);
    if (tail.length > 40) tail.splice(0, tail.length - 40);
  };
  child.stdout.on('data', keep);
  child.stderr.on('data', keep);
  const exited = new Promise((resolve) => {
    child.on('exit', (code, signal) => {
      alive.delete(child);
      resolve({ code, signal });
    });
    child.on('error', (error) => {
      alive.delete(child);
      keep(String(error));
      resolve({ code: null, signal: null, error });
    });
  });
  // The peak resident memory of the largest process in the child's group: the server itself
  // whether it is the leader (`node dist/server/main.js`) or a grandchild (`npx tsx …`). The kernel
  // keeps the peak (VmHWM), so a read a second (and one before the stop) loses nothing; the group
  // is listed again every 10 s only, a /proc scan is not free on a machine being measured.
  let peak = 0;
  let members = [];
  let samples = 0;
  const sample = () => {
    if (!alive.has(child)) return;
    if (samples++ % 10 === 0) members = groupMembers(child.pid);
    peak = Math.max(peak, peakOf(members));
  };
  const poll = setInterval(sample, 1000);
  poll.unref();
  exited.then(() => clearInterval(poll));
  const handle = {
    name,
    child,
    exited,
    output: () => tail.join('\n'),
    /** The peak resident memory of the child's largest process so far, KB. */
    peakKB: () => (sample(), peak),
    /** SIGTERM lets the real server close PGlite cleanly; SIGKILL if it takes too long. */
    async stop(graceMs = 5000) {
      if (!alive.has(child)) return exited;
      sample();
      killGroup(child, 'SIGTERM');
      const until = Date.now() + graceMs;
      // the leader may exit before a grandchild (npx → tsx → node) has closed: wait for the whole group
      while (groupAlive(child) && Date.now() < until) await new Promise((r) => setTimeout(r, 50));
      killGroup(child, 'SIGKILL');
      return exited;
    },
  };
  started.push(handle);
  return handle;
}

/** Polls `url` until it answers 2xx; fails early if the child exits, or after `timeoutMs`. */
export async function waitReady(server, url, timeoutMs) {
  const until = Date.now() + timeoutMs;
  let exit = null;
  server.exited.then((e) => (exit = e));
  let last = 'no answer';
  while (Date.now() < until) {
    if (exit) throw childError(server, `exited (code ${exit.code}, signal ${exit.signal}) before ${url} answered`);
    try {
      const res = await fetch(url, { signal: AbortSignal.timeout(1000) });
      if (res.ok) return;
      last = `HTTP ${res.status}`;
    } catch (e) {
      last = e.cause?.code ?? e.message;
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw childError(server, `did not answer ${url} within ${timeoutMs / 1000} s (last: ${last})`);
}

export function childError(server, what) {
  const out = server.output();
  return new Error(`${server.name} ${what}${out ? `\n--- ${server.name} output (tail) ---\n${out}` : ''}`);
}

/**
 * Runs `fn` (requests to `server`); an error while the server has died says so, with its output:
 * a refused fetch alone says nothing of why.
 */
export async function whileAlive(server, fn) {
  try {
    return await fn();
  } catch (e) {
    // a server told to stop closes its port first and exits after (main.ts allows itself 10 s)
    const exit = await Promise.race([server.exited, new Promise((r) => setTimeout(() => r(null), 12_000))]);
    if (exit) throw childError(server, `exited (code ${exit.code}, signal ${exit.signal}) while measured: ${e.message}`);
    throw e;
  }
}
