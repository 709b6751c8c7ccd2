import { defineResource } from '../../resources/define.js';
import { codedListFields, codedListItem } from '../../resources/fields.js';
import type { RouteId } from '../../roles/routes.js';

/** §2 System settings are shop_admin's (admin holds everything anyway). */
const SYSTEM = ['admin', 'shop_admin'] as const;

/**
 * Why money goes back and where it is paid from (§2 /system/payment_return_reasons and
 * /payment_return_sources, §7 "Payment returns, reasons, sources: CRUD and audits"). A payment
 * return names one by its code; one still named by a return is not deleted, and its code not changed.
 */
function paymentReturnList(name: string, path: string, route: RouteId, keywords: string[]) {
  return defineResource({
    area: 'system', name, path, cli: [path.replace(/_/g, '-')], fields: codedListFields,
    required: ['code', 'name_en', 'name_mn'], unique: ['code'], item: codedListItem, read: SYSTEM, write: SYSTEM, keywords,
    list: {
      // one name, in the reader's language; the code (an id) is the form's
      columns: [{ field: 'name_en', mn: 'name_mn', label: 'system_ui.fields.name' }, 'active', 'position'], search: ['code', 'name_en', 'name_mn'],
      filters: { active: 'bool' }, sorts: ['code', 'name_en', 'position'], order: ['position'],
    },
    title: { en: 'name_en', mn: 'name_mn' }, i18n: { fields: 'system_ui.fields' }, defaults: { active: true, position: 0 },
    positions: true, audits: true, routes: [{ list: route }],
  });
}

export const paymentReturnReasons = paymentReturnList('payment_return_reason', 'payment_return_reasons', 'system.payment_return_reasons',
  ['refund reason', 'return reason', 'буцаалтын шалтгаан']);

export const paymentReturnSources = paymentReturnList('payment_return_source', 'payment_return_sources', 'system.payment_return_sources',
  ['refund source', 'return channel', 'буцаалтын эх үүсвэр']);
