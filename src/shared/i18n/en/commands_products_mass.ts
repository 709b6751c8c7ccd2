/** Titles of the import and image commands (src/shared/commands/products/{import,images}.ts), under `commands.products_mass`. */
export default {
  import: 'Import products',
  import_help: 'Create or update products and variants by sku from a CSV or XLSX file (a variant row names its product in product_sku; the price, cost_price and sale_price columns in ₮ as written: 25000, 25,000.50). --dry-run checks every row first.',
  import_start: 'Start an import job',
  image: { list: 'List product images', positions: 'Reorder product images', update: 'Update product image', delete: 'Delete product image' },
} as const;
