/** Rows done out of a total, with rate and time left: a bar on a terminal, a line now and then otherwise. */
export interface Progress {
  update(done: number, failed: number): void;
  end(): void;
}

const fmtTime = (s: number) => (s >= 90 ? `${Math.round(s / 60)} min` : `${Math.max(0, Math.round(s))} s`);

/** `finalLine`: off a terminal, end() writes where it ended (a send shorter than the interval would show no line at all). */
export function progress(total: number, opts: { tty: boolean; intervalMs?: number; out?: NodeJS.WritableStream; finalLine?: boolean }): Progress {
  const out = opts.out ?? process.stderr;
  const started = Date.now();
  let last = 0;
  let state = { done: 0, failed: 0 };
  const line = () => {
    const secs = (Date.now() - started) / 1000;
    const rate = secs > 0 ? state.done / secs : 0;
    const left = rate > 0 ? (total - state.done) / rate : 0;
    const pct = total ? Math.floor((state.done / total) * 100) : 100;
    return { pct, text: `${state.done}/${total} rows, ${rate.toFixed(rate < 10 ? 1 : 0)} rows/s, ${fmtTime(left)} left${state.failed ? `, ${state.failed} failed` : ''}` };
  };
  const draw = (force: boolean) => {
    const now = Date.now();
    const every = opts.intervalMs ?? (opts.tty ? 100 : 5000);
    if (!force && now - last < every) return;
    last = now;
    const { pct, text } = line();
    if (opts.tty) {
      const width = 24;
      const filled = Math.round((pct / 100) * width);
      out.write(`\r[${'#'.repeat(filled)}${'-'.repeat(width - filled)}] ${String(pct).padStart(3)}% ${text}\x1b[K`);
    } else out.write(`${text}\n`);
  };
  if (!opts.tty) last = started;
  return {
    update(done, failed) {
      state = { done, failed };
      draw(false);
    },
    end() {
      if (opts.tty) {
        draw(true);
        out.write('\n');
      } else if (opts.finalLine) draw(true);
    },
  };
}
