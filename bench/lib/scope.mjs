// A part of a section (one database at one size) that stops its own servers and removes its own
// folders when it is done, so the next part does not run beside them (and their memory is theirs).

/**
 * Runs `fn(defer)`; what it defers is undone when it ends, newest first. The section's own `defer`
 * gets the same undoing too, for the ways out that never come back here (an error elsewhere, the
 * deadline, Ctrl-C); undoing twice finds nothing left the second time.
 */
export async function inScope(outerDefer, log, fn) {
  const mine = [];
  const drain = async () => {
    while (mine.length) {
      try {
        await mine.pop()();
      } catch (e) {
        log(`cleanup: ${e.message}`);
      }
    }
  };
  outerDefer(drain);
  try {
    return await fn((f) => mine.push(f));
  } finally {
    await drain();
  }
}

/**
 * One part of a section (a database at a size) whose failure does not throw away the others'
 * figures: answers `{ failed }` with the error and says it; the section lists it in `data.failed`.
 */
export async function partOf(name, log, fn) {
  try {
    return await fn();
  } catch (e) {
    log(`${name} FAILED: ${e.message}`);
    return { failed: `${name}: ${e.message}` };
  }
}
