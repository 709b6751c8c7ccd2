import { z } from 'zod';
import { defineSingleton } from '../../resources/singleton.js';
import { zEmail, zText } from '../../schema/common.js';

/** The Settings' one-record forms (§2 /settings/order, /order/order_payment, /account), on the kit's singletons. */
const ADMIN = ['admin'] as const;
const i18n = { fields: 'settings_ui.fields' } as const;
const hours = z.coerce.number().int().min(1).max(24 * 30);

/** §9 "Order auto-cancel time in hours; default not shown": a day for a paid-on-delivery order, three for a lease's paperwork. */
export const orderSettings = defineSingleton({
  area: 'settings', name: 'order_settings', path: 'settings/order', cli: ['order-settings'],
  fields: { auto_cancel_hours: hours, lease_auto_cancel_hours: hours, return_days: z.coerce.number().int().min(0).max(365) },
  defaults: { auto_cancel_hours: 24, lease_auto_cancel_hours: 72, return_days: 14 },
  read: ADMIN, write: ADMIN, i18n, route: 'settings.order', hint: 'settings_ui.hints.order_settings',
  keywords: ['auto cancel', 'order settings', 'захиалгын тохиргоо', 'цуцлах хугацаа'],
});

/** How a customer pays an order by transfer: the guide the order page and the confirmation show, in each language. */
export const paymentGuide = defineSingleton({
  area: 'settings', name: 'payment_guide', path: 'settings/order/order_payment', cli: ['payment-guide'],
  fields: { guide_en: zText(5000).min(1), guide_mn: zText(5000).min(1), reference_hint_en: zText(300).min(1), reference_hint_mn: zText(300).min(1) },
  defaults: {
    guide_en: 'Pay the order total by bank transfer within the time shown on your order. The order is confirmed once the payment arrives.',
    guide_mn: 'Захиалгын дүнг захиалга дээр заасан хугацаанд дансаар шилжүүлнэ үү. Төлбөр орж ирмэгц захиалга баталгаажна.',
    reference_hint_en: 'Write the order number and your phone number as the transfer description.',
    reference_hint_mn: 'Гүйлгээний утга дээр захиалгын дугаар, утасны дугаараа бичнэ үү.',
  },
  read: ADMIN, write: ADMIN, i18n, route: 'settings.order_payment',
  keywords: ['payment guide', 'bank transfer', 'төлбөрийн заавар'],
});

/** The shop's own organisation as receipts, emails and invoices name it. */
export const shopAccount = defineSingleton({
  area: 'settings', name: 'shop_account', path: 'settings/account', cli: ['shop-account'],
  fields: {
    company_name: zText(200).min(1), registry: zText(20).min(1), vat_payer_number: zText(20), address: zText(300).min(1),
    phone: zText(50).min(1), email: zEmail, website: z.url().max(200), support_hours: zText(100),
  },
  defaults: {
    company_name: 'Shop.mn LLC', registry: '6543210', vat_payer_number: '6543210', address: 'Sukhbaatar district, khoroo 1, Peace avenue 17, Ulaanbaatar',
    phone: '7700-1234', email: 'help@shop.mn', website: 'https://www.shop.mn', support_hours: 'Mon–Sun 09:00–21:00',
  },
  read: ADMIN, write: ADMIN, i18n, route: 'settings.account',
  keywords: ['account', 'company', 'organisation', 'байгууллага', 'бүртгэл'],
});

/** The Settings' singletons kept in `singleton_settings`, in the kit's registry (src/shared/resources/registry.ts); the vendor's own record is in merchant.ts. */
export const settingsSingletons = [orderSettings, paymentGuide, shopAccount] as const;
