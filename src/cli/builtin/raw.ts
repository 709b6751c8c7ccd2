import type { Command } from 'commander';
import { API_PREFIX } from '../../shared/commands/define.js';
import type { Ctx } from '../context.js';
import { t } from '../i18n.js';

const collect = (value: string, previous: string[] | undefined) => [...(previous ?? []), value];
const lazy = () => import('./raw-run.js');

export function addRawCommands(program: Command, ctx: Ctx): void {
  program.command('api <method> <path>')
    .description(`call any endpoint: the path is under ${API_PREFIX}/ unless it starts with /`)
    .option('-q, --query <key=value>', 'a query parameter (repeat for more)', collect)
    .option('-H, --header <header>', 'an extra header "name: value" (repeat for more)', collect)
    .option('-d, --data <json>', t('help.raw_body'))
    .action((method: string, path: string, opts: { query?: string[]; data?: string; header?: string[] }) => lazy().then((m) => m.api(ctx, method, path, opts)));
  program.command('commands')
    .description('every catalogue command with its roles (yours only, unless --all)')
    .option('--all', 'every command, also those your roles cannot run')
    .option('--json [fields]', 'print JSON').option('--ndjson', 'print NDJSON').option('--csv', 'print CSV')
    .action((opts: Record<string, unknown>) => lazy().then((m) => m.commandsList(ctx, opts)));
}
