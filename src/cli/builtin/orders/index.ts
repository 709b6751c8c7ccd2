import type { Command } from 'commander';
import type { Ctx } from '../../context.js';

const lazy = () => import('./show.js');

/**
 * `bo orders show <number>` reads as an order, not as one JSON-stuffed line per field: the derived
 * verb of order.get keeps its flags and its machine output (`--json`, `--ndjson`, `--csv` run
 * the generated path unchanged); without them the order is printed as a summary with its line
 * items, payments and parcels. Same command, same call, same roles.
 */
export function addOrderViews(program: Command, ctx: Ctx): void {
  const show = program.commands.find((c) => c.name() === 'orders')?.commands.find((c) => c.name() === 'show');
  const entry = ctx.manifest.commands.find((c) => c.id === 'order.get');
  if (!show || !entry) return;
  show.addHelpText('after', '\nWithout --json/--ndjson/--csv: a summary, then line items, payments and parcels.\n');
  show.action(async (number: string | undefined) => {
    const opts = show.opts<Record<string, unknown>>();
    if (opts.json !== undefined || opts.ndjson || opts.csv) {
      const { runEntry } = await import('../../run/entry.js');
      const positional = entry.flags.find((f) => f.positional)!;
      await runEntry(ctx, entry, { positionals: [[positional, number] as const], attributes: new Map(), opts });
      return;
    }
    await (await lazy()).showOrder(ctx, entry, number, opts);
  });
}
