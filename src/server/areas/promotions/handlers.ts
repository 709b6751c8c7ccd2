import { promotionCommands } from '../../../shared/commands/promotions/index.js';
import { defineHandlers } from '../../commands/handler.js';
import { couponHandlers } from './apply.js';
import { discountHandlers } from './discounts.js';
import { explainHandler } from './explain.js';
import { giftCardHandlers } from './gift-cards.js';
import { simulateHandler } from './simulate.js';
import { lotteryHandlers } from './lottery.js';
import { amwayUsageHandler } from './amway.js';

/** The promotions area (issue 16): discounts and their codes, and codes applied to orders. */
export const promotionHandlers = defineHandlers(promotionCommands, { ...discountHandlers, ...couponHandlers, ...giftCardHandlers, ...lotteryHandlers, promotionExplain: explainHandler, promotionSimulate: simulateHandler, amwayUsage: amwayUsageHandler });
