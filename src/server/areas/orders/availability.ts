import type { AnyCommand } from '../../../shared/commands/define.js';
import { unavailableText, type OrderFacts } from '../../../shared/commands/orders/availability.js';
import { lookup } from '../../../shared/i18n/index.js';
import type { HandlerContext } from '../../commands/handler.js';
import { AppError } from '../../errors.js';
import { requestLocale } from '../../http-errors.js';
import { fill } from '../../outbox/templates.js';
import type { OrderRow } from './scope.js';

/** The header the availability rules read, from the order's row. */
export const orderFacts = (o: OrderRow): OrderFacts => ({
  state: o.state, shipment_state: o.shipmentState, approved: o.approvedAt !== null, driver_id: o.driverId,
});

/**
 * Refuses an operation its command's `available` rule does not allow on this order: the same rule
 * the screens and the palette read, with the same reason, in the reader's language.
 */
export function assertAvailable(ctx: Pick<HandlerContext, 'request' | 'command'>, o: OrderRow, command: AnyCommand | undefined = ctx.command): void {
  const refused = command?.available?.(orderFacts(o));
  if (!refused) return;
  const locale = requestLocale(ctx.request);
  const message = unavailableText(refused, (key, values) => { const text = lookup(locale, key); return text === undefined ? undefined : fill(text, values ?? {}); });
  const field = refused.state?.machine ?? 'number';
  throw new AppError(422, 'unprocessable', message, { [field]: refused.state ? `is ${refused.state.value}` : 'not possible now' });
}
