import { contentResourceHandlers } from '../areas/content/resources.js';
import { productResourceHandlers } from '../areas/products/resources.js';
import { settingsResourceHandlers } from '../areas/settings/resources.js';
import { systemResourceHandlers } from '../areas/system/resources.js';
import { supplierResourceHandlers } from '../areas/suppliers/resources.js';
import { amwayLimitHandlers } from '../areas/promotions/amway.js';
import { lotteryEventHandlers } from '../areas/promotions/lottery.js';
import { merchantResourceHandlers } from '../areas/merchant/resources.js';
import type { BoundHandler } from '../commands/handler.js';

/**
 * The handlers of every declared resource (src/shared/resources/registry.ts), bound by their areas
 * with `serveResource`; buildApp refuses to start if a declared command has none.
 */
export const resourceHandlers: readonly BoundHandler[] = [...productResourceHandlers, ...systemResourceHandlers, ...settingsResourceHandlers, ...contentResourceHandlers, ...supplierResourceHandlers, ...amwayLimitHandlers, ...lotteryEventHandlers, ...merchantResourceHandlers];
