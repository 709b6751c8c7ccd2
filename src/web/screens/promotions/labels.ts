import type { TFunction } from 'i18next';
import { formatMoney } from '../../../shared/i18n/format.js';
import type { Discount } from '../../../shared/schema/promotion.js';

/** What a discount gives, in a few words: `10% off`, `₮5,000 off · free shipping`. */
export function valueText(d: Pick<Discount, 'value_type' | 'percent' | 'amount' | 'free_shipping'>, t: TFunction): string {
  const parts: string[] = [];
  if (d.value_type === 'percentage' && d.percent) parts.push(t('promotions_ui.value.percent', { percent: d.percent }));
  if (d.value_type === 'fixed' && d.amount) parts.push(t('promotions_ui.value.fixed', { amount: formatMoney(d.amount) }));
  if (d.free_shipping) parts.push(t('promotions_ui.value.free_shipping'));
  return parts.join(' · ');
}

export function usedText(d: Pick<Discount, 'used_count' | 'usage_limit'>, t: TFunction): string {
  return d.usage_limit === null ? t('promotions_ui.used.unlimited', { used: d.used_count }) : t('promotions_ui.used.limited', { used: d.used_count, limit: d.usage_limit });
}
