import type { AnyCommand } from '../../../shared/commands/index.js';
import type { OrderDetailJson } from '../../../shared/schema/order.js';

/** The i18n suffix of a command's own texts: `order.cancel` → `order_cancel`. */
export const textKey = (command: AnyCommand) => command.id.replace(/\./g, '_');

/**
 * What the confirmation says before running: what the operation does (when its own text says
 * more than its title) and the messages the customer is sent, named with the phone and email.
 */
export function confirmLines(command: AnyCommand, order: OrderDetailJson | undefined, t: (key: string, o?: Record<string, unknown>) => string, exists: (key: string) => boolean): string[] {
  const lines: string[] = [];
  const own = `orders_web.confirm.${textKey(command)}`;
  if (exists(own)) lines.push(t(own));
  // with the order at hand, the phone and email it goes to; without (the palette), what is sent
  const sent = (command.notifies ?? []).flatMap((channel) => {
    if (!order) return [t(`orders_web.notifies.${channel}_any`)];
    const to = channel === 'sms' ? order.phone : order.email;
    return to ? [t(`orders_web.notifies.${channel}`, { to })] : [];
  });
  if (sent.length) lines.push(t('orders_web.notifies.lead', { what: sent.join(t('orders_web.notifies.and')) }));
  return lines;
}
