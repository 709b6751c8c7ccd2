import type { TFunction } from 'i18next';
import { ORDER_STATES, PAYMENT_STATES, PLATFORMS, SHIPMENT_STATES } from '../../../../shared/schema/order.js';
import type { FilterDef } from '../../../kit/filters/FilterBar.js';
import type { DriverOption } from '../DriverPicker.js';

/** The search words the screen passes as `query` (number, customer, phone, email, receiver). */
export const SEARCH_PARAM = 'search';
/** §4's preset the screen passes as `filter`. */
export const PRESET_PARAM = 'filter';

/** `q[…]` filters of `order.list`: dates, platform, the three states, seller, driver, flag and approval. */
export function orderFilters(t: TFunction, drivers: DriverOption[] | null): { search: FilterDef[]; list: FilterDef[] } {
  const search: FilterDef[] = [
    { type: 'text', key: SEARCH_PARAM, param: 'extra', label: t('orders_web.list.search'), placeholder: t('orders_web.list.search_placeholder'), wide: true },
  ];
  const list: FilterDef[] = [
    { type: 'date_range', field: 'created_at', label: t('orders_web.filters.created_at') },
    { type: 'date_range', field: 'completed_at', label: t('orders_web.filters.completed_at') },
    { type: 'select', key: 'state_eq', label: t('orders_web.columns.state'), options: ORDER_STATES.map((s) => ({ value: s, label: t(`orders_web.state.${s}`) })) },
    { type: 'select', key: 'payment_state_eq', label: t('orders_web.columns.payment_state'), options: PAYMENT_STATES.map((s) => ({ value: s, label: t(`orders_web.payment_filter.${s}`) })) },
    { type: 'select', key: 'shipment_state_eq', label: t('orders_web.columns.shipment_state'), options: SHIPMENT_STATES.map((s) => ({ value: s, label: t(`orders_web.shipment_state.${s}`) })) },
    { type: 'select', key: 'platform_eq', label: t('orders_web.columns.platform'), options: PLATFORMS.map((p) => ({ value: p, label: t(`orders_web.platform.${p}`) })) },
    drivers
      ? { type: 'select', key: 'driver_id_eq', label: t('orders_web.filters.driver'), options: drivers }
      : { type: 'text', key: 'driver_id_eq', label: t('orders_web.filters.driver_id') },
    { type: 'text', key: 'seller_id_eq', label: t('orders_web.filters.seller_id') },
    { type: 'bool', key: 'flagged_eq', label: t('orders_web.filters.flagged') },
    { type: 'bool', key: 'approved_eq', label: t('orders_web.filters.approved') },
  ];
  return { search, list };
}
