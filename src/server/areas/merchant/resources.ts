import { merchantStoreLocations } from '../../../shared/commands/merchant/store-locations.js';
import type { BoundHandler } from '../../commands/handler.js';
import { schema } from '../../db/index.js';
import { serveResource } from '../../resources/serve.js';

/** The merchant console's plain resources on the kit, each kept to the vendor the call acts for. */
export const merchantResourceHandlers: BoundHandler[] = [
  ...serveResource(merchantStoreLocations, { table: schema.merchantStoreLocations }),
];
