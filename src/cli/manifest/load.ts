import { readFileSync } from 'node:fs';
import type { Manifest, ManifestCommand } from './types.js';

let cached: Manifest | undefined;

/**
 * The manifest written at build time; when it is missing (running from the sources) it is derived
 * from the catalogue, which costs the zod start-up the JSON avoids.
 */
export async function loadManifest(): Promise<Manifest> {
  if (cached) return cached;
  try {
    cached = JSON.parse(readFileSync(new URL('../manifest.json', import.meta.url), 'utf8')) as Manifest;
  } catch {
    const [{ catalogue }, { deriveManifest }] = await Promise.all([import('../../shared/commands/index.js'), import('./derive.js')]);
    cached = deriveManifest(catalogue);
  }
  return cached;
}

/** The zod declaration behind a manifest entry, loaded only when a command is about to run. */
export async function specOf(entry: ManifestCommand) {
  const { commandById } = await import('../../shared/commands/index.js');
  const spec = commandById(entry.id);
  if (!spec) throw new Error(`command ${entry.id} is in the manifest but not in the catalogue: rebuild (npm run build)`);
  return spec;
}
