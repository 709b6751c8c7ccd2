import { lazy } from 'react';
import type { RouteId } from '../../../../shared/roles/routes.js';
import type { Screen } from '../../index.js';

const resource = (name: keyof typeof import('./resource/screens.js')): Screen =>
  lazy(() => import('./resource/screens.js').then((m) => ({ default: m[name] })));

/**
 * The Products admin screens by route id, spread into SCREENS (src/web/screens/index.ts) so the
 * registry takes one line for all of them; each is still its own lazy chunk.
 */
export const PRODUCTS_ADMIN_SCREENS: Partial<Record<RouteId, Screen>> = {
  'products.option_types': resource('OptionTypesScreen'),
  'products.option_type': resource('OptionTypesScreen'),
  'products.option_values': resource('OptionValuesScreen'),
  'products.option_value': resource('OptionValuesScreen'),
  'products.properties': resource('PropertiesScreen'),
  'products.prototypes': resource('PrototypesScreen'),
  'products.badges': resource('BadgesScreen'),
  'settings.brands': resource('SettingsBrandsScreen'),
  'settings.brand': resource('SettingsBrandsScreen'),
  'system.brands': resource('SystemBrandsScreen'),
  'system.brand': resource('SystemBrandsScreen'),
  'settings.stock_locations': resource('StockLocationsScreen'),
  'settings.stock_location': resource('StockLocationsScreen'),
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
