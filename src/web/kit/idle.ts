/**
 * Runs `fn` once the browser has nothing better to do (after the page's first paint and its
 * scripts), at the latest after `timeoutMs`; answers the cancel for an effect's cleanup.
 */
export function whenIdle(fn: () => void, timeoutMs = 2000): () => void {
  if (typeof requestIdleCallback === 'function') {
    const id = requestIdleCallback(fn, { timeout: timeoutMs });
    return () => cancelIdleCallback(id);
  }
  const id = setTimeout(fn, 200);
  return () => clearTimeout(id);
}
