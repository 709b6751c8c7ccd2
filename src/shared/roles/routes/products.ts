import type { RouteDef } from './def.js';

// §2 gives the products routes no list; these are §6's product roles, narrowed per screen below.
/** Browsing the catalogue: view-only roles and merchants' own products included. */
const CATALOGUE = ['admin', 'product_admin', 'product', 'product_view', 'merchant_product'] as const;
/** Creating products: no view-only role. */
const CREATE = ['admin', 'product_admin', 'product', 'merchant_product'] as const;
/** Read-only lists of the catalogue staff. */
const STAFF_VIEW = ['admin', 'product_admin', 'product', 'product_view'] as const;
/** Catalogue-wide changes (badges, reviews, mass import, prices): editors only. */
const STAFF_EDIT = ['admin', 'product_admin', 'product'] as const;
/** Variants and stock: the stock role works on them too. */
const STOCK = ['admin', 'product_admin', 'product', 'product_view', 'merchant_product', 'stock'] as const;
/** The category tree belongs to the taxon role. */
const TAXON = ['admin', 'product_admin', 'taxon'] as const;
// The SYSTEM-badged screens are the product-related system settings: [shop_admin, product_admin].
const SYSTEM = ['shop_admin', 'product_admin'] as const;

// §2 gives promotions no list: [admin, promotions].
const PROMOTIONS = ['admin', 'promotions'] as const;
const LOTTERY = ['admin', 'promotions', 'marketing'] as const;
/** The amway promotion belongs to one website (§6), whose index is sashka. */
const AMWAY_SITE = ['sashka'] as const;

export const PRODUCTS_ROUTES = [
  { path: '/products/all/:slug?/:tab?', id: 'products.all', label: 'nav.routes.products_all', group: 'products', area: 'products', sidebar: true, roles: CATALOGUE },
  { path: '/products/listings/:slug?/:tab?', id: 'products.listings', label: 'nav.routes.products_listings', group: 'products', area: 'products', sidebar: true, roles: CATALOGUE },
  { path: '/products/elastic_products', id: 'products.elastic_products', label: 'nav.routes.products_elastic_products', group: 'products', area: 'products', sidebar: true, roles: STAFF_VIEW },
  { path: '/products/new', id: 'products.new', label: 'nav.routes.products_new', group: 'products', area: 'products', sidebar: false, roles: CREATE },
  { path: '/products/badges', id: 'products.badges', label: 'nav.routes.products_badges', group: 'products', area: 'products', sidebar: true, badge: 'new', roles: STAFF_EDIT },
  { path: '/products/reviews', id: 'products.reviews', label: 'nav.routes.products_reviews', group: 'products', area: 'products', sidebar: true, badge: 'new', roles: STAFF_EDIT },
  { path: '/products/mass', id: 'products.mass', label: 'nav.routes.products_mass', group: 'products', area: 'products', sidebar: true, badge: 'new', roles: STAFF_EDIT },
  { path: '/products/price_update', id: 'products.price_update', label: 'nav.routes.products_price_update', group: 'products', area: 'products', sidebar: true, roles: STAFF_EDIT },
  { path: '/products/variants', id: 'products.variants', label: 'nav.routes.products_variants', group: 'products', area: 'products', sidebar: true, roles: STOCK },
  { path: '/products/stock', id: 'products.stock', label: 'nav.routes.products_stock', group: 'products', area: 'products', sidebar: true, roles: STOCK },
  { path: '/products/taxonomy/:id?', id: 'products.taxonomy', label: 'nav.routes.products_taxonomy', group: 'products', area: 'products', sidebar: true, roles: TAXON },
  { path: '/products/nutrition_facts', id: 'products.nutrition_facts', label: 'nav.routes.products_nutrition_facts', group: 'products', area: 'products', sidebar: true, roles: STAFF_EDIT },
  { path: '/products/option_values', id: 'products.option_values', label: 'nav.routes.products_option_values', group: 'products', area: 'products', sidebar: true, badge: 'system', roles: SYSTEM },
  { path: '/products/option_values/:id', id: 'products.option_value', label: 'nav.routes.products_option_value', group: 'products', area: 'products', sidebar: false, roles: SYSTEM },
  { path: '/products/properties', id: 'products.properties', label: 'nav.routes.products_properties', group: 'products', area: 'products', sidebar: true, badge: 'system', roles: SYSTEM },
  { path: '/products/option_types', id: 'products.option_types', label: 'nav.routes.products_option_types', group: 'products', area: 'products', sidebar: true, badge: 'system', roles: SYSTEM },
  { path: '/products/option_types/:id', id: 'products.option_type', label: 'nav.routes.products_option_type', group: 'products', area: 'products', sidebar: false, roles: SYSTEM },
  { path: '/products/keywords', id: 'products.keywords', label: 'nav.routes.products_keywords', group: 'products', area: 'products', sidebar: true, badge: 'system', roles: SYSTEM },
  { path: '/products/prototypes/:id?', id: 'products.prototypes', label: 'nav.routes.products_prototypes', group: 'products', area: 'products', sidebar: true, badge: 'system', roles: SYSTEM },
] as const satisfies readonly RouteDef[];

export const PROMOTIONS_ROUTES = [
  { path: '/promotions/discount', id: 'promotions.discounts', label: 'nav.routes.promotions_discounts', group: 'promotions', area: 'promotions', sidebar: true, roles: PROMOTIONS },
  { path: '/promotions/discount/:id', id: 'promotions.discount', label: 'nav.routes.promotions_discount', group: 'promotions', area: 'promotions', sidebar: false, roles: PROMOTIONS },
  { path: '/promotions/amway_limit', id: 'promotions.amway_limits', label: 'nav.routes.promotions_amway_limits', group: 'promotions', area: 'promotions', sidebar: true, roles: PROMOTIONS, websites: AMWAY_SITE },
  { path: '/promotions/amway_limit/:id', id: 'promotions.amway_limit', label: 'nav.routes.promotions_amway_limit', group: 'promotions', area: 'promotions', sidebar: false, roles: PROMOTIONS, websites: AMWAY_SITE },
  // §7 lottery_events; §2 names no screen for them, so they sit with the other promotions
  { path: '/promotions/lottery_events', id: 'promotions.lottery_events', label: 'nav.routes.promotions_lottery_events', group: 'promotions', area: 'promotions', sidebar: true, roles: LOTTERY },
  { path: '/promotions/lottery_events/:id', id: 'promotions.lottery_event', label: 'nav.routes.promotions_lottery_event', group: 'promotions', area: 'promotions', sidebar: false, roles: LOTTERY },
  { path: '/promotions/gift_cards', id: 'promotions.gift_cards', label: 'nav.routes.promotions_gift_cards', group: 'promotions', area: 'promotions', sidebar: true, roles: PROMOTIONS },
] as const satisfies readonly RouteDef[];
