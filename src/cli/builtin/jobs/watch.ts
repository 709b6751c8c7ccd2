import WebSocket from 'ws';
import type { JobSummary } from '../../../shared/schema/jobs.js';
import type { Ctx } from '../../context.js';
import { CliError, EXIT } from '../../exit.js';
import { t } from '../../i18n.js';
import { specOf } from '../../manifest/load.js';
import { ensureAllowed } from '../../run/entry.js';
import { clientFor, fromApiError } from '../../session.js';

const ACTIVE = new Set(['queued', 'running']);
/** Asked again this often while the live socket is away (a proxy without websockets, a restart). */
const POLL_MS = 1000;
const BAR = 24;

const status = (job: JobSummary) => t(`jobs.status.${job.status}`);
const failedPart = (job: JobSummary) => (job.failed ? t('jobs.failed_part', { n: job.failed }) : '');

function line(job: JobSummary): string {
  return t('jobs.line', { id: job.id, kind: job.kind, status: status(job), processed: job.processed, total: job.total, failed: failedPart(job) });
}

/** A bar redrawn in place on a terminal; a line per change otherwise (a log, a CI job). */
function drawer(tty: boolean) {
  let last = '';
  return {
    draw(job: JobSummary) {
      const text = line(job);
      if (text === last) return;
      last = text;
      if (!tty) return void process.stderr.write(`${text}\n`);
      const filled = job.total ? Math.round((job.processed / job.total) * BAR) : 0;
      const pct = job.total ? Math.floor((job.processed / job.total) * 100) : 0;
      process.stderr.write(`\r[${'#'.repeat(filled)}${'-'.repeat(BAR - filled)}] ${String(pct).padStart(3)}% ${text}\x1b[K`);
    },
    end() {
      if (tty && last) process.stderr.write('\n');
    },
  };
}

/** The live socket of the console, signed in like it (the token as the first message), telling of this job. */
function follow(ctx: Ctx, id: number, onJob: (job: JobSummary) => void, onLost: () => void): () => void {
  const url = new URL('/api/bo/live', ctx.session.url);
  url.protocol = url.protocol === 'https:' ? 'wss:' : 'ws:';
  if (ctx.session.vendor) url.searchParams.set('vendor_id', String(ctx.session.vendor));
  if (ctx.session.website) url.searchParams.set('website_id', String(ctx.session.website.id));
  const socket = new WebSocket(url);
  let closing = false;
  socket.on('open', () => socket.send(JSON.stringify({ type: 'auth', token: ctx.session.token })));
  socket.on('message', (data) => {
    let event: { type?: string; job?: JobSummary };
    try {
      event = JSON.parse(String(data)) as typeof event;
    } catch {
      return;
    }
    if (event.type === 'job' && event.job?.id === id) onJob(event.job);
  });
  socket.on('error', () => undefined);
  socket.on('close', () => { if (!closing) onLost(); });
  return () => {
    closing = true;
    socket.close();
  };
}

/** Where a job that ended leaves the script: done 0, done with failed rows 6, anything else 1. */
function outcome(job: JobSummary): number {
  if (job.status === 'done') return job.failed ? EXIT.partial : EXIT.ok;
  return EXIT.failed;
}

export async function watchJob(ctx: Ctx, rawId: string, opts: Record<string, unknown>): Promise<void> {
  if (!/^\d{1,15}$/.test(rawId)) throw new CliError(t('jobs.bad_id', { id: rawId }), EXIT.usage);
  const id = Number(rawId);
  const entry = ctx.manifest.commands.find((c) => c.id === 'jobs.get');
  if (!entry) throw new CliError('command jobs.get is not in the catalogue: rebuild (npm run build)', EXIT.failed);
  await ensureAllowed(ctx, entry);
  const [spec, client] = await Promise.all([specOf(entry), clientFor(ctx.session)]);
  const get = async () => {
    try {
      return (await client.call(spec, { id }) as { job: JobSummary }).job;
    } catch (e) {
      throw fromApiError(e, entry);
    }
  };

  const bar = drawer(Boolean(process.stderr.isTTY));
  let job = await get();
  bar.draw(job);
  if (ACTIVE.has(job.status)) {
    job = await new Promise<JobSummary>((resolve, reject) => {
      let current = job;
      let poll: NodeJS.Timeout | null = null;
      const seen = (next: JobSummary) => {
        current = next;
        bar.draw(next);
        if (!ACTIVE.has(next.status)) finish();
      };
      const finish = () => {
        stop();
        if (poll) clearInterval(poll);
        resolve(current);
      };
      const ask = () => get().then(seen, (e: unknown) => { stop(); if (poll) clearInterval(poll); reject(e); });
      const stop = follow(ctx, id, seen, () => {
        // the socket went away: the server is asked instead, so the watch still ends
        if (poll) return;
        process.stderr.write(`${process.stderr.isTTY ? '\n' : ''}${t('jobs.live_lost')}\n`);
        poll = setInterval(() => void ask(), POLL_MS);
      });
      // what moved between the first answer and the socket's sign-in was not heard
      void ask();
    });
  }
  bar.end();

  if (opts.json) process.stdout.write(`${JSON.stringify(job, null, 2)}\n`);
  else {
    process.stdout.write(`${line(job)}\n`);
    if (job.failed) process.stdout.write(`${t('jobs.errors', { id })}\n`);
    if (job.result) process.stdout.write(`${t('jobs.result', { url: `${ctx.session.url}${job.result.url}` })}\n`);
  }
  if (job.resumable) process.stderr.write(`${t('jobs.stopped', { id, next: job.processed + 1 })}\n`);
  process.exitCode = outcome(job);
}
