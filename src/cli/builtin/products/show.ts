import type { ProductDetail } from '../../../shared/schema/product.js';
import { formatDate, formatMoney } from '../../../shared/i18n/format.js';
import type { Ctx } from '../../context.js';
import { CliError, EXIT } from '../../exit.js';
import { specOf } from '../../manifest/load.js';
import type { ManifestCommand } from '../../manifest/types.js';
import { render } from '../../output/format.js';
import { ensureAllowed, outputOptions } from '../../run/entry.js';
import { clientFor, fromApiError } from '../../session.js';

/** Stock of at most this many variants is asked for (one call each); --json says when cut. */
const MAX_VARIANTS = 100;

interface StockRow { variant_id: number; sku: string; stock_location_id: number; stock_location_name: string; count_on_hand: number; backorderable: boolean }

function entry(ctx: Ctx, id: string): ManifestCommand {
  const c = ctx.manifest.commands.find((x) => x.id === id);
  if (!c) throw new CliError(`command ${id} is not in the catalogue: rebuild (npm run build)`, EXIT.failed);
  return c;
}

const money = (v: number | null) => (v === null ? '' : formatMoney(v));

export async function showProduct(ctx: Ctx, ref: string, opts: Record<string, unknown>): Promise<void> {
  const getEntry = entry(ctx, 'product.get');
  const stockEntry = entry(ctx, 'variant.stock_items');
  await ensureAllowed(ctx, getEntry);
  const [getSpec, findSpec, stockSpec] = await Promise.all([specOf(getEntry), specOf(entry(ctx, 'product.find_by')), specOf(stockEntry)]);
  const client = await clientFor(ctx.session);
  const call = async <T>(p: Promise<T>): Promise<T> => {
    try {
      return await p;
    } catch (e) {
      throw fromApiError(e);
    }
  };

  let id = /^\d+$/.test(ref) ? Number(ref) : null;
  if (id === null) {
    const { items } = await call(client.call(findSpec, { sku: ref })) as { items: { id: number; sku: string }[] };
    // an exact product sku wins over a product found through one of its variants
    const found = items.find((p) => p.sku === ref) ?? items[0];
    if (!found) throw new CliError(`no product with sku ${ref}`, EXIT.notFound);
    id = found.id;
  }
  const { product } = await call(client.call(getSpec, { id })) as { product: ProductDetail };
  const variants = product.variants.slice(0, MAX_VARIANTS);
  const stock: StockRow[] = [];
  // a role that may read products but not stock still gets the product
  if (await ensureAllowed(ctx, stockEntry).then(() => true, () => false)) {
    const lists = await Promise.all(variants.map((v) => call(client.call(stockSpec, { id: v.id })) as Promise<{ items: StockRow[] }>));
    for (const l of lists) stock.push(...l.items);
  }

  const output = outputOptions(opts);
  if (output.format === 'json') {
    const answer = { product, stock, ...(product.variants.length > variants.length ? { stock_of_first_variants: variants.length } : {}) };
    process.stdout.write(await render(output.fields?.length ? { product } : answer, output));
    return;
  }
  const rows = variants.map((v) => {
    const own = stock.filter((s) => s.variant_id === v.id);
    return {
      variant: v.id, sku: v.sku, master: v.is_master, options: v.option_values.map((o) => o.presentation_en).join(' / '),
      price: v.price, sale_price: v.sale_price, on_hand: v.count_on_hand,
      ...Object.fromEntries(own.map((s) => [s.stock_location_name, s.count_on_hand])),
    };
  });
  if (output.format !== 'table') {
    // piped: the variants with their stock, one line each (the product itself: --json)
    process.stdout.write(await render({ items: rows }, { ...output, money: ['price', 'sale_price'] }));
    return;
  }
  const name = ctx.locale === 'mn' ? product.name_mn || product.name_en : product.name_en || product.name_mn;
  const sale = product.sale_price !== null || product.sale_percent !== null
    ? `${product.sale_price !== null ? money(product.sale_price) : `-${product.sale_percent}%`}` +
      `${product.sale_start ? ` from ${formatDate(product.sale_start)}` : ''}${product.sale_expiry ? ` until ${formatDate(product.sale_expiry)}` : ''}`
    : '';
  const facts: Record<string, unknown> = {
    id: product.id, sku: product.sku, name, barcode: product.barcode, brand: product.brand_name, vendor: product.vendor_name,
    type: `${product.product_type} / ${product.category}`,
    state: `${product.published ? 'published' : 'unpublished'}, ${product.approved ? 'approved' : 'waiting for approval'}`,
    price: money(product.price), cost_price: money(product.cost_price), sale, on_hand: product.count_on_hand,
    variants: product.variants_count, updated: formatDate(product.updated_at),
  };
  const { verticalTable, table } = await import('../../output/table.js');
  const shown = Object.fromEntries(Object.entries(facts).filter(([, v]) => v !== null && v !== ''));
  const locations = [...new Set(stock.map((s) => s.stock_location_name))];
  const variantRows = rows.map((r) => ({ ...r, price: money(r.price), sale_price: money(r.sale_price) }));
  // a column nobody fills (no options, no sale) leaves room for the locations
  const cols = ['variant', 'sku', 'options', 'price', 'sale_price', 'on_hand', ...locations]
    .filter((c) => variantRows.some((r) => (r as Record<string, unknown>)[c] !== '' && (r as Record<string, unknown>)[c] !== undefined));
  process.stdout.write(`${verticalTable(shown, output)}\nVariants and stock per location\n${table(variantRows, cols, output)}`);
  if (product.variants.length > variants.length) process.stderr.write(`stock shown for the first ${variants.length} of ${product.variants.length} variants\n`);
}
