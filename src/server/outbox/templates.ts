import type { MessageTemplate } from '../../shared/commands/orders/messages.js';
import { formatMoney } from '../../shared/i18n/format.js';
import { lookup } from '../../shared/i18n/index.js';
import { SMS_LIMIT, smsText } from './sms-text.js';

export interface OrderForMessage {
  id: number;
  number: string;
  websiteId: number | null;
  total: number;
  phone: string | null;
  receiverPhone: string | null;
  email: string | null;
  customerName: string | null;
  receiverName: string | null;
  shop: string;
  locale: 'en' | 'mn';
}

export const fill = (text: string, values: Record<string, string>) => text.replace(/\{\{(\w+)\}\}/g, (_, k: string) => values[k] ?? '');

/** The recipient of a channel: the customer's phone (the receiver's when he left none) or email. */
export function recipientOf(order: Pick<OrderForMessage, 'phone' | 'receiverPhone' | 'email'>, channel: 'sms' | 'email'): string | null {
  const value = channel === 'sms' ? (order.phone?.trim() || order.receiverPhone?.trim()) : order.email?.trim();
  return value || null;
}

/**
 * The SMS within 160 characters with its facts whole: a long shop name is shortened first, so the
 * order number and the total are never what the cut takes.
 */
function fittedSms(template: string, values: Record<string, string>): string {
  const whole = (shop: string) => smsText(fill(template, { ...values, shop }), Number.POSITIVE_INFINITY);
  let shop = values.shop!;
  for (const cap of [40, 24, 12]) {
    if (whole(shop).length <= SMS_LIMIT) break;
    shop = shop.slice(0, cap).trim();
  }
  return smsText(fill(template, { ...values, shop }));
}

/**
 * The message as it will be sent, from the templates in `orders_messages` of the customer's
 * language: an SMS in Latin within 160 characters, an email with its subject. Null without a
 * recipient on that channel.
 */
export function composeOrderMessage(order: OrderForMessage, channel: 'sms' | 'email', template: MessageTemplate, extra: { tracking: string | null; values?: Record<string, string> }) {
  const recipient = recipientOf(order, channel);
  if (!recipient) return null;
  const values: Record<string, string> = {
    number: order.number, shop: order.shop, total: formatMoney(order.total),
    name: order.customerName?.trim() || order.receiverName?.trim() || '', tracking: extra.tracking ?? '',
    ...extra.values,
  };
  const t = (key: string) => lookup(order.locale, `orders_messages.${key}`) ?? lookup('en', `orders_messages.${key}`)!;
  if (channel === 'sms') {
    const key = template === 'parcel_sent' && extra.tracking ? 'parcel_sent_tracking' : template;
    return { recipient, subject: null, body: fittedSms(t(`sms.${key}`), values) };
  }
  return { recipient, subject: fill(t(`email.${template}.subject`), values), body: fill(t(`email.${template}.body`), values) };
}
