import { cachedHelp, helpArgs, keepHelp, printHelp } from './help-cache.js';

/** Set by the bundler (scripts/bundle-cli.mjs) to a stamp of the build; absent when run from tsc's output. */
declare const __BO_BUILD__: string | undefined;
const BUILD = typeof __BO_BUILD__ === 'string' ? __BO_BUILD__ : undefined;

/**
 * The entry of the bundled CLI (dist/cli/bundle/bo.js, loaded by bin/bo): answers a help it has
 * printed before from its copy, and otherwise loads the program, which builds only what the verb
 * needs. A help printed without an error is kept for the next time.
 */
export async function main(argv: readonly string[]): Promise<number> {
  const help = BUILD !== undefined && helpArgs(argv) ? cachedHelp(BUILD, argv) : undefined;
  if (help?.text !== undefined) {
    // written and done: leave now, before anything touches process.stdout
    if (printHelp(help.text)) process.exit(0);
    process.stdout.write(help.text);
    return 0;
  }
  const { run } = await import('./main.js');
  if (!help) return run(argv);

  let out = '';
  let clean = true;
  const write = process.stdout.write.bind(process.stdout);
  const writeErr = process.stderr.write.bind(process.stderr);
  process.stdout.write = ((chunk: string | Uint8Array, ...rest: never[]) => {
    out += typeof chunk === 'string' ? chunk : Buffer.from(chunk).toString('utf8');
    return write(chunk, ...rest);
  }) as typeof process.stdout.write;
  process.stderr.write = ((chunk: string | Uint8Array, ...rest: never[]) => {
    clean = false;
    return writeErr(chunk, ...rest);
  }) as typeof process.stderr.write;
  const code = await run(argv);
  process.stdout.write = write;
  process.stderr.write = writeErr;
  if (code === 0 && clean && out) keepHelp(help.key, out);
  return code;
}
