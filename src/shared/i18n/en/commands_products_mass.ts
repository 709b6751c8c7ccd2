/** Titles of the import and image commands (src/shared/commands/products/{import,images}.ts), under `commands.products_mass`. */
export default {
  import: 'Import products',
  import_help: 'Create or update products and variants by sku from a CSV or XLSX file (a variant row names its product in product_sku; prices in möngö). --dry-run checks every row first.',
  import_start: 'Start an import job',
  job_logs: 'List import jobs',
  current_job: 'Show the running import job',
  image: { list: 'List product images', positions: 'Reorder product images', update: 'Update product image', delete: 'Delete product image' },
} as const;
