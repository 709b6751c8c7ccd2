// Build step (`npm run build:server`, after tsc): bundles the CLI from tsc's output into
// dist/cli/bundle/: bo.js for the start (a kept help answered without loading the program), main.js
// for the program and a chunk per thing loaded on demand (a verb's run, ink and react for the
// palette, the catalogue's schemas).
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
const common = {
  bundle: true,
  format: 'esm',
  platform: 'node',
  target: 'node20',
  packages: 'external',
  outExtension: { '.js': '.js' },
  logLevel: 'warning',
};
// the program: main.js, and a chunk per thing it loads on demand
await esbuild.build({
  ...common,
  entryPoints: { main: `${root}dist/cli/main.js` },
  outdir,
  splitting: true,
  entryNames: '[name]',
  chunkNames: 'chunk-[hash]',
});
// the start: one file with nothing to import but Node's own modules, so a kept help costs two
// modules in all (bin/bo and this); the program is the main.js above, loaded when needed
await esbuild.build({
  ...common,
  entryPoints: [`${root}dist/cli/bin.js`],
  outfile: `${outdir}/bo.js`,
  plugins: [{ name: 'program-apart', setup: (b) => b.onResolve({ filter: /^\.\/main\.js$/ }, () => ({ path: './main.js', external: true })) }],
  // a new build, a new stamp: every kept copy of a help is stale (src/cli/help-cache.ts)
  define: { __BO_BUILD__: JSON.stringify(`${process.env.npm_package_version ?? ''}-${Date.now()}`) },
});
