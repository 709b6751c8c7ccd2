/**
 * Runs `work` over `units` (a list, or an iterator read as it goes: a streamed file) with at most
 * `concurrency` in flight. Once `stop.stopped` is set no new unit starts; the ones in flight finish
 * (Ctrl-C stops after the rows already sent), and an iterator keeps the units not taken.
 */
export async function pool<T>(units: readonly T[] | AsyncIterator<T>, concurrency: number, work: (unit: T) => Promise<void>, stop: { stopped: boolean }): Promise<void> {
  let next = 0;
  const take = async (): Promise<{ unit: T } | undefined> => {
    if (!Array.isArray(units)) {
      const n = await (units as AsyncIterator<T>).next();
      return n.done ? undefined : { unit: n.value };
    }
    return next < units.length ? { unit: units[next++]! } : undefined;
  };
  const worker = async () => {
    while (!stop.stopped) {
      const got = await take();
      if (!got) return;
      await work(got.unit);
    }
  };
  const width = Array.isArray(units) ? Math.min(concurrency, units.length) : concurrency;
  await Promise.all(Array.from({ length: Math.max(1, width) }, worker));
}
