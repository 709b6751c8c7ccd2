import { couponCommands } from './coupons.js';
import { discountCommands } from './discounts.js';

/** The promotions area (issue 16): discounts, their codes, and codes applied to orders. */
export const promotionCommands = { ...discountCommands, ...couponCommands };
