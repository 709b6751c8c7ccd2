import { atom, useSetAtom } from 'jotai';
import { useEffect } from 'react';
import type { OrderDetailJson } from '../../shared/schema/order.js';

/**
 * The order on screen, as shown: the palette offers the order operations that can run on it
 * (their command's `available` rule) with its number filled in, and leaves out those that cannot.
 */
export const openOrderAtom = atom<OrderDetailJson | null>(null);

/** Publishes the screen's order while it is shown. */
export function usePublishOpenOrder(order: OrderDetailJson | undefined): void {
  const set = useSetAtom(openOrderAtom);
  useEffect(() => {
    set(order ?? null);
    return () => set(null);
  }, [order, set]);
}
