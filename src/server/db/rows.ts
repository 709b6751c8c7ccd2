/** The rows of a raw `db.execute`: node-postgres answers `{ rows }`, PGlite's drizzle driver the same; older shapes an array. */
export function rowsOf<T>(result: unknown): T[] {
  return ((result as { rows?: T[] }).rows ?? (result as T[]));
}
