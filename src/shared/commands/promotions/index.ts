import { couponCommands } from './coupons.js';
import { discountCommands } from './discounts.js';
import { promotionExplain } from './explain.js';
import { giftCardCommands } from './gift-cards.js';
import { promotionSimulate } from './simulate.js';
import { lotteryCommands } from './lottery.js';
import { amwayUsage } from './amway-limits.js';

/** The promotions area (issue 16): discounts, their codes, codes applied to orders, and gift cards. */
export const promotionCommands = { ...discountCommands, ...couponCommands, ...giftCardCommands, promotionExplain, promotionSimulate, ...lotteryCommands, amwayUsage };
