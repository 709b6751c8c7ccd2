/** Refusals of the resource kit (src/server/resources): a taken value, a row still in use (`errors.resource`). */
export default {
  taken: '{{field}} is already taken',
  in_use: 'Still used by {{what}}: nothing was deleted or changed',
  in_use_count: 'Still used by {{what}} ({{count}}): nothing was deleted or changed',
  /** The tables that may still use a row, as the reader calls them; one not named here is said by its table name. */
  tables: {
    // content: an author still named by posts
    news_items: 'news items',
    content_articles: 'articles',
    products: 'products',
    product_option_types: 'products',
    product_properties: 'products',
    variants: 'variants',
    variant_option_values: 'variants',
    stock_items: 'stock items',
    shipments: 'shipments',
    payment_returns: 'payment returns',
    // Settings
    shipping_rates: 'shipping rates',
    // Suppliers
    branches: 'supplier branches',
    suppliers: 'suppliers',
    zones: 'zones under it',
  },
} as const;
