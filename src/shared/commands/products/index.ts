import { batchCommands } from './batch.js';
import { cloneSeated } from './clone-seated.js';
import { imageCommands } from './images.js';
import { importCommands } from './import.js';
import { listingCommands } from './listings.js';
import { merchandisingCommands } from './merchandising.js';
import { affinityCommands } from './affinities.js';
import { priceCommands } from './prices.js';
import { productCore } from './products.js';
import { searchIndexCommands } from './search-index.js';
import { syncJson } from './sync-json.js';
import { taxonomyCommands } from './taxonomy.js';
import { variantCommands } from './variants.js';

export { batchCommands, listingCommands, merchandisingCommands, priceCommands, productCore, taxonomyCommands, variantCommands };

const prefixed = <P extends string, T extends Record<string, unknown>>(prefix: P, group: T) =>
  Object.fromEntries(Object.entries(group).map(([k, v]) => [`${prefix}_${k}`, v])) as { [K in keyof T as `${P}_${K & string}`]: T[K] };

/** The catalogue area: products, variants and stock, taxonomy and prices; its plain resources are the kit's (./resources.ts). */
export const productCommands = {
  ...productCore,
  cloneSeated,
  syncJson,
  ...prefixed('variant', variantCommands),
  ...taxonomyCommands,
  ...priceCommands,
  ...batchCommands,
  ...prefixed('listing', listingCommands),
  ...merchandisingCommands,
  ...affinityCommands,
  ...searchIndexCommands,
  ...imageCommands,
  ...importCommands,
};
