import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import type { ApiClient } from '../../src/shared/api/client.js';
import { get, list } from '../../src/shared/commands/orders/orders.js';
import type { OrderDetailJson } from '../../src/shared/schema/order.js';

/** Lazy chunks and a shared two-core machine make vitest's 1 s default poll too tight. */
export const poll = <T>(fn: () => Promise<T> | T) => expect.poll(fn, { timeout: 10_000 });

/** Demo orders in a given situation, newest first; each test takes its own so none shares one. */
export function orderPicker(api: () => ApiClient) {
  const taken = new Set<string>();
  return async function take(q: Record<string, unknown>, pick: (o: OrderDetailJson) => boolean = () => true): Promise<OrderDetailJson> {
    const page = await api().call(list, { per_page: 100, q });
    for (const row of page.items) {
      if (taken.has(row.number)) continue;
      const { order } = await api().call(get, { number: row.number });
      if (!pick(order)) continue;
      taken.add(row.number);
      return order;
    }
    throw new Error(`no demo order for ${JSON.stringify(q)}`);
  };
}

/** The palette and the shortcuts load in their own chunks; keys pressed before that are lost. */
export async function paletteReady(page: Page): Promise<void> {
  await page.locator('html[data-palette-ready][data-shortcuts-ready]').waitFor({ state: 'attached', timeout: 30_000 });
}
