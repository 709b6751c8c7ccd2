import { lazy } from 'react';
import type { RouteId } from '../../../../shared/roles/routes.js';
import type { Screen } from '../../index.js';

/**
 * The Products admin screens by route id, spread into SCREENS (src/web/screens/index.ts) so the
 * registry takes one line for all of them; each is still its own lazy chunk. The plain resources
 * (option types, brands…) are the resource kit's (src/web/screens/resources.ts).
 */
export const PRODUCTS_ADMIN_SCREENS: Partial<Record<RouteId, Screen>> = {
  'products.taxonomy': lazy(() => import('./taxonomy/TaxonomyScreen.js')),
  'products.price_update': lazy(() => import('./price/PriceUpdate.js')),
  'products.reviews': lazy(() => import('./lists/ReviewsScreen.js')),
  'products.keywords': lazy(() => import('./lists/KeywordsScreen.js')),
  'products.elastic_products': lazy(() => import('./lists/SearchIndexScreen.js')),
  'products.variants': lazy(() => import('./lists/VariantsScreen.js')),
  'products.stock': lazy(() => import('./lists/StockScreen.js')),
  'products.listings': lazy(() => import('./listings/ListingsScreen.js')),
  'products.nutrition_facts': lazy(() => import('./lists/NutritionScreen.js')),
};
