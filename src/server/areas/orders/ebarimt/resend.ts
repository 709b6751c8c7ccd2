import { formatMoney } from '../../../../shared/i18n/format.js';
import { lookup } from '../../../../shared/i18n/index.js';
import type { AuthedContext } from '../../../commands/handler.js';
import { formatPosDate } from '../../../providers/posapi/client.js';
import { enqueueMessage, loadOrderForMessage } from '../../../outbox/index.js';
import type { OrderRow } from '../scope.js';
import { extraError } from './errors.js';

const fill = (text: string, values: Record<string, string>) => text.replace(/\{\{(\w+)\}\}/g, (_, k: string) => values[k] ?? '');

/**
 * The receipt's email (its id and date, never the lottery: nothing keeps it) queued in the outbox
 * in this transaction, in the customer's language, with the `ebarimt_receipt` template.
 */
export async function queueReceiptEmail(ctx: AuthedContext, o: OrderRow): Promise<void> {
  const order = await loadOrderForMessage(ctx.db, o.id);
  const recipient = order?.email?.trim();
  if (!order || !recipient) throw extraError(ctx, 'ebarimt_no_email', { email: 'none' }, { number: o.number });
  const t = (key: string) => lookup(order.locale, key) ?? lookup('en', key)!;
  const values = {
    number: order.number, shop: order.shop, total: formatMoney(order.total), name: order.customerName?.trim() || order.receiverName?.trim() || '',
    receipt: fill(t('orders_extra_ui.ebarimt.email_line'), { id: o.ebarimtId ?? '', date: o.ebarimtDate ? formatPosDate(o.ebarimtDate) : '' }),
  };
  await enqueueMessage(ctx.db, {
    channel: 'email', template: 'ebarimt_receipt', recipient,
    subject: fill(t('orders_messages.email.ebarimt_receipt.subject'), values),
    body: fill(t('orders_messages.email.ebarimt_receipt.body'), values),
    orderId: order.id, websiteId: order.websiteId, authorId: ctx.principal.user.id,
  });
}
