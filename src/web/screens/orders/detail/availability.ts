import { useTranslation } from 'react-i18next';
import type { AnyCommand } from '../../../../shared/commands/index.js';
import { unavailableText, type OrderFacts, type Unavailable } from '../../../../shared/commands/orders/availability.js';
import type { OrderDetailJson } from '../../../../shared/schema/order.js';

export const factsOf = (o: Pick<OrderDetailJson, 'state' | 'shipment_state' | 'approved' | 'driver_id'>): OrderFacts => ({
  state: o.state, shipment_state: o.shipment_state, approved: o.approved, driver_id: o.driver_id,
});

export interface Availability {
  /** The rule's refusal on this order, or null when the command can run. */
  refused: Unavailable | null;
  /** The refusal in the reader's language: the action's tooltip. */
  reason: string | null;
}

/** The command's declared rule on the order as it is shown: the one the server refuses with. */
export function useAvailability(command: AnyCommand, order: OrderDetailJson | undefined): Availability {
  const { t, i18n } = useTranslation();
  const refused = order && command.available ? command.available(factsOf(order)) : null;
  if (!refused) return { refused: null, reason: null };
  const reason = unavailableText(refused, (key, values) => (i18n.exists(key) ? String(t(key, values)) : undefined));
  return { refused, reason };
}

