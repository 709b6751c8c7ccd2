/** Messages of the catalogue's rules (src/server/areas/products/messages.ts), under `errors.products`. */
export default {
  sku_taken: 'This sku is already used by another product or variant',
  slug_taken: 'This url name is already used by another product',
  sale_dates: 'The sale must start before it expires',
  sale_one_price: 'A sale has one discount: a sale price or a sale percent, not both',
  sale_needs_price: 'A sale needs one discount price',
  sale_variants_differ: 'The variants differ in price: one sale price cannot fit them all, give a sale percent',
  sale_above_price: 'The sale price must not exceed the price',
  stock_negative: 'Stock cannot go below zero unless the product is back-orderable',
  property_filled: 'This attribute is already filled',
  name_required: 'A name is required',
  vendor_required: 'Choose the merchant this product belongs to',
  master_variant: 'The master variant follows its product: change it on the product',
  taxon_cycle: 'A category cannot move under itself',
  taxon_root: 'The root of a category tree cannot be moved or deleted',
  in_use: 'This is still in use',
} as const;
