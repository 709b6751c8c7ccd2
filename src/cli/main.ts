import { CommanderError } from 'commander';
import { profileName } from './config/store.js';
import { makeCtx } from './context.js';
import { CliError, EXIT } from './exit.js';
import { loadManifest } from './manifest/load.js';
import { buildProgram } from './program.js';

/** `--profile x` / `--profile=x` anywhere: the profile decides which commands help lists. */
function flagValue(argv: readonly string[], name: string): string | undefined {
  for (let i = 0; i < argv.length; i++) {
    const a = argv[i]!;
    if (a === name) return argv[i + 1];
    if (a.startsWith(`${name}=`)) return a.slice(name.length + 1);
  }
  return undefined;
}

/** ink draws with erase codes: only on a terminal, never under CI (kept here: tty.js loads readline). */
const inkAllowed = () => Boolean(process.stdout.isTTY && process.stdin.isTTY) && !process.env.CI;

export async function run(argv: readonly string[]): Promise<number> {
  try {
    const profileFlag = flagValue(argv, '--profile');
    const manifest = await loadManifest();
    const ctx = makeCtx(manifest, profileName(profileFlag), argv.includes('--all'));
    const bare = argv.length === 0 || (argv.length === 2 && profileFlag !== undefined);
    if (bare && inkAllowed()) {
      const { openPalette } = await import('./ui/launch.js');
      return await openPalette(ctx);
    }
    const program = buildProgram(ctx);
    if (bare) {
      program.outputHelp();
      return EXIT.ok;
    }
    await program.parseAsync([...argv], { from: 'user' });
    return typeof process.exitCode === 'number' ? process.exitCode : EXIT.ok;
  } catch (e) {
    if (e instanceof CommanderError) {
      // help and --version end through here too, with exit code 0
      if (e.exitCode === 0 || e.code === 'commander.helpDisplayed' || e.code === 'commander.version') return EXIT.ok;
      if (e.code === 'commander.help') return EXIT.ok;
      return EXIT.usage;
    }
    if (e instanceof CliError) {
      process.stderr.write(`bo: ${e.message}\n`);
      return e.code;
    }
    if (process.env.BO_DEBUG && e instanceof Error) process.stderr.write(`${e.stack}\n`);
    // an API error that escaped its command still reads as a sentence with the fix, never a stack
    const { fromApiError } = await import('./session.js');
    const err = fromApiError(e);
    process.stderr.write(`bo: ${err.message}\n`);
    return err.code;
  }
}
