import { productCommands } from '../../../shared/commands/products/index.js';
import { defineHandlers } from '../../commands/handler.js';
import { batchHandlers } from './batch.js';
import { cloneSeatedHandler } from './clone-seated.js';
import { imageHandlers } from './images.js';
import { importHandlers } from './import.js';
import { listingHandlers } from './listings.js';
import { merchandisingHandlers } from './merchandising.js';
import { affinityHandlers } from './affinities.js';
import { massUpdateHandler } from './mass-update.js';
import { productHandlers } from './products.js';
import { batchSaleHandler, prepareSaleHandler } from './sales.js';
import { searchIndexHandlers } from './search-index.js';
import { syncJsonHandler } from './sync-json.js';
import { taxonomyHandlers } from './taxonomy.js';
import { variantHandlers } from './variants.js';

export const productAreaHandlers = defineHandlers(productCommands, {
  ...productHandlers,
  cloneSeated: cloneSeatedHandler,
  syncJson: syncJsonHandler,
  ...variantHandlers,
  ...taxonomyHandlers,
  massUpdate: massUpdateHandler,
  prepareSale: prepareSaleHandler,
  batchSale: batchSaleHandler,
  ...batchHandlers,
  ...Object.fromEntries(Object.entries(listingHandlers).map(([k, v]) => [`listing_${k}`, v])) as { [K in keyof typeof listingHandlers as `listing_${K & string}`]: (typeof listingHandlers)[K] },
  ...merchandisingHandlers,
  ...affinityHandlers,
  ...searchIndexHandlers,
  ...imageHandlers,
  ...importHandlers,
});
