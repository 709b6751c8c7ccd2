import type { Command } from 'commander';
import type { Ctx } from '../../context.js';
import { screenHelp } from '../../help-screen.js';

const lazy = () => import('./send.js');

/**
 * `bo sms send --to-file phones.csv --text-file msg.txt [--at …]`: a mass SMS from files, through
 * sms.preview and sms.create, followed to its end like `bo jobs watch`. Its key is the files' and
 * flags' hash, so running the same line again answers the campaign it made instead of a second.
 */
export function addSmsViews(program: Command, ctx: Ctx): void {
  const group = program.commands.find((c) => c.name() === 'sms');
  if (!group) return;
  const create = ctx.manifest.commands.find((c) => c.id === 'sms.create');
  group.command('send')
    .description('send a mass SMS to the phones of a CSV/XLSX file (or one number), now or at a time; progress on stderr, a summary on stdout')
    .option('--to-file <path>', 'CSV or XLSX of phones: a column named phone (or mobile, utas), else the first one')
    .option('--to <phone>', 'one number (8 digits, optionally +976)')
    .option('--text-file <path>', 'the message, a text file')
    .option('--text <text>', 'the message itself')
    .option('--transliterate', 'write Cyrillic letters in Latin (an SMS is Latin, §5)')
    .option('--at <time>', 'send at this time, e.g. 2026-12-01T10:00 (Ulaanbaatar time unless an offset is given)')
    .option('--name <name>', 'the campaign name (default: the start of the text)')
    .option('--key <key>', 'idempotency key (default: a hash of the phones, text and time)')
    .option('--dry-run', 'check the phones, the text and the cost; send nothing')
    .option('--no-wait', 'do not follow the send; print the campaign and return')
    .option('--yes', 'do not ask before sending')
    .option('--json', 'print the campaign as JSON at the end')
    .addHelpText('after', `\nCommand ids: sms.preview, sms.create, sms.get\n${create ? screenHelp(ctx, create) : ''}`)
    .action((opts: Record<string, unknown>) => lazy().then((m) => m.sendSms(ctx, opts)));
}
