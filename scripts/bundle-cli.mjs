// Build step (`npm run build:server`, after tsc): bundles the CLI from tsc's output into
// dist/cli/bundle/, one file for the start (bo.js: the help copy and the program) and a chunk per
// thing loaded on demand (a verb's run, ink and react for the palette, the catalogue's schemas).
// One file instead of ~60 small modules is most of what `bo` itself costs to start (issue 26).
// The packages stay in node_modules, loaded by Node as before. Without esbuild (it comes with the
// dev tools) the step says so and bin/bo runs tsc's output, as it did before the bundle.
import { rmSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
let esbuild;
try {
  esbuild = await import('esbuild');
} catch {
  console.error('bundle-cli: esbuild is not installed; bin/bo runs dist/cli/main.js unbundled');
  process.exit(0);
}
const outdir = `${root}dist/cli/bundle`;
rmSync(outdir, { recursive: true, force: true });
await esbuild.build({
  entryPoints: { bo: `${root}dist/cli/bin.js` },
  outdir,
  bundle: true,
  splitting: true,
  format: 'esm',
  platform: 'node',
  target: 'node20',
  packages: 'external',
  entryNames: '[name]',
  chunkNames: 'chunk-[hash]',
  outExtension: { '.js': '.js' },
  // a new build, a new stamp: every kept copy of a help is stale (src/cli/help-cache.ts)
  define: { __BO_BUILD__: JSON.stringify(`${process.env.npm_package_version ?? ''}-${Date.now()}`) },
  logLevel: 'warning',
});
