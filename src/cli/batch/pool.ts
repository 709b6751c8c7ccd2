/**
 * Runs `work` over `units` with at most `concurrency` in flight. Once `stop.stopped` is set no new
 * unit starts; the ones in flight finish (Ctrl-C stops after the rows already sent).
 */
export async function pool<T>(units: readonly T[], concurrency: number, work: (unit: T) => Promise<void>, stop: { stopped: boolean }): Promise<void> {
  let next = 0;
  const worker = async () => {
    while (!stop.stopped && next < units.length) await work(units[next++]!);
  };
  await Promise.all(Array.from({ length: Math.max(1, Math.min(concurrency, units.length)) }, worker));
}
