import { describe, expect, it } from 'vitest';
import { lookup } from '../../src/shared/i18n/index.js';
import { ROLES } from '../../src/shared/roles/roles.js';
import {
  ORDER_STATES, PAYMENT_MACHINE_STATES, PAYMENT_STATES, PLATFORMS, SHIPMENT_MACHINE_STATES, SHIPMENT_STATES,
} from '../../src/shared/schema/order.js';
import { orderMessage } from '../../src/server/areas/orders/messages.js';
import { opsMessage } from '../../src/server/areas/orders/lineitems-support.js';
import { stateName } from '../../src/server/areas/orders/state-names.js';

describe('states, platforms and roles are named, never shown as ids', () => {
  it.each(['en', 'mn'] as const)('every state, platform and role has a name in %s', (locale) => {
    const missing = [
      ...ORDER_STATES.map((s) => `orders_web.state.${s}`),
      ...PAYMENT_STATES.map((s) => `orders_web.payment_filter.${s}`),
      ...SHIPMENT_STATES.map((s) => `orders_web.shipment_state.${s}`),
      ...PAYMENT_MACHINE_STATES.map((s) => `orders_web.payment_machine.${s}`),
      ...SHIPMENT_MACHINE_STATES.map((s) => `orders_web.shipment_machine.${s}`),
      ...PLATFORMS.map((p) => `orders_web.platform.${p}`),
      ...ROLES.map((r) => `roles.${r}`),
    ].filter((key) => !lookup(locale, key));
    expect(missing).toEqual([]);
  });

  it('a refusal names the state in the reader\'s language', () => {
    expect(orderMessage('order_approve', { state: 'complete' }, 'mn')).toContain('"Дууссан"');
    expect(orderMessage('order_approve', { state: 'canceled' }, 'en')).toBe('An order in state "Canceled" cannot be approved');
    expect(orderMessage('shipment_ship', { state: 'pending' }, 'mn')).not.toMatch(/pending/);
    expect(orderMessage('order_cancel_shipped', { state: 'partial' }, 'en')).toContain('"Partly shipped"');
    expect(opsMessage('return_cancel', { state: 'completed' }, 'mn')).not.toMatch(/completed/);
    expect(opsMessage('shipment_locked', { state: 'shipped' }, 'en')).toContain('"Shipped"');
  });

  it('a state no machine knows stays as it is rather than vanish', () => {
    expect(stateName('order', 'galactic', 'mn')).toBe('galactic');
    expect(stateName(['order_payment', 'order'], 'canceled', 'en')).toBe('Canceled');
  });
});
