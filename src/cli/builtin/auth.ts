import type { Command } from 'commander';
import { DEFAULT_URL } from '../config/store.js';
import type { Ctx } from '../context.js';

// the work is loaded when a command runs: `bo --help` only registers names
const lazy = () => import('./auth-run.js');

export function addAuthCommands(program: Command, ctx: Ctx): void {
  program.command('login')
    .description('sign in and save the session in the profile (file mode 0600)')
    .option('--url <url>', `server URL (env BO_API_URL; default ${DEFAULT_URL})`)
    .option('--username <email>', 'your email')
    .option('--password-stdin', 'read the password from stdin (scripts)')
    .action((opts: { url?: string; username?: string; passwordStdin?: boolean }) => lazy().then((m) => m.login(ctx, opts)));
  program.command('logout').description('sign out and forget the token').action(() => lazy().then((m) => m.logout(ctx)));
  program.command('whoami').description('who you are: user, roles, website, vendor')
    .option('--json', 'print JSON').action((opts: Record<string, unknown>) => lazy().then((m) => m.whoami(ctx, opts)));
  const use = program.command('use').description('choose the website or vendor later commands work on').helpCommand(false);
  use.command('website <index>').description('work on this website (none: no website)').action((index: string) => lazy().then((m) => m.useWebsite(ctx, index)));
  use.command('vendor <id>').description('work for this vendor (all: every vendor you belong to)').action((id: string) => lazy().then((m) => m.useVendor(ctx, id)));
}
