import type { Command } from 'commander';
import type { Ctx } from '../../context.js';
import { screenHelp } from '../../help-screen.js';

const lazy = () => import('./show.js');

/**
 * `bo products show <id|sku>`: a view put together from catalogue commands (product.find_by,
 * product.get, variant.stock_items), called through the shared client like any generated verb.
 * Added under the `products` group the catalogue made; without it (a manifest without products)
 * there is nothing to show.
 */
export function addProductViews(program: Command, ctx: Ctx): void {
  const group = program.commands.find((c) => c.name() === 'products');
  if (!group) return;
  const get = ctx.manifest.commands.find((c) => c.id === 'product.get');
  group.command('show')
    .description('a product at a glance: details, prices, variants and stock per location')
    .argument('<id-or-sku>', 'product id, or a sku (of the product or one of its variants)')
    .option('--json [fields]', 'print the product, its variants and stock as JSON')
    .option('--ndjson', 'print one JSON object per line: the variants with their stock')
    .option('--csv', 'print the variants with their stock as CSV')
    .addHelpText('after', `\nCommand ids: product.find_by, product.get, variant.stock_items\n${get ? screenHelp(ctx, get) : ''}`)
    .action((ref: string, opts: Record<string, unknown>) => lazy().then((m) => m.showProduct(ctx, ref, opts)));
}
