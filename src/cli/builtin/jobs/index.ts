import type { Command } from 'commander';
import type { Ctx } from '../../context.js';
import { screenHelp } from '../../help-screen.js';

const lazy = () => import('./watch.js');

/**
 * `bo jobs watch <id>`: follows a job started anywhere (the web, another terminal, someone else)
 * until it ends, over the live socket the console uses. Added under the `jobs` group the catalogue
 * made (jobs list, get, cancel, resume).
 */
export function addJobViews(program: Command, ctx: Ctx): void {
  const group = program.commands.find((c) => c.name() === 'jobs');
  if (!group) return;
  const get = ctx.manifest.commands.find((c) => c.id === 'jobs.get');
  group.command('watch')
    .description('follow a job until it ends: a bar on a terminal, a line per step otherwise; exits 0 when done, 6 when rows failed, 1 when it stopped')
    .argument('<id>', 'the job id (bo jobs list)')
    .option('--json', 'print the job as JSON when it ends')
    .addHelpText('after', `\nCommand ids: jobs.get (and the live socket /api/bo/live)\n${get ? screenHelp(ctx, get) : ''}`)
    .action((id: string, opts: Record<string, unknown>) => lazy().then((m) => m.watchJob(ctx, id, opts)));
}
