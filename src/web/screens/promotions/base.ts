import { useLocation } from 'wouter';

/**
 * Where the discounts list and editor live: /promotions/discount for the shop's marketers, and
 * /merchant/coupons for a merchant's `coupon` role (§2), where the server keeps him to his own
 * vendor's promotions. The same two screens serve both.
 */
export function useDiscountsBase(): { base: string; title: string } {
  const [path] = useLocation();
  return path.startsWith('/merchant/coupons')
    ? { base: '/merchant/coupons', title: 'nav.routes.merchant_coupons' }
    : { base: '/promotions/discount', title: 'nav.routes.promotions_discounts' };
}
