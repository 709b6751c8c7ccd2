import { useQuery, type QueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { ApiError } from '../../../shared/api/errors.js';
import { get } from '../../../shared/commands/orders/orders.js';
import { canAccess, type AccessRule } from '../../../shared/roles/access.js';
import type { OrderDetailJson } from '../../../shared/schema/order.js';
import { api } from '../../app/api.js';
import { useSession } from '../../app/session.js';
import { errorText } from '../../kit/notify.js';

/**
 * Query keys start with the command id and, for one order, carry its number second
 * (`['order.get', 'R123']`, `['order.comments', 'R123']`): a mutation here and the live updates
 * over the WebSocket invalidate by these keys.
 */
export const orderQueryKey = (number: string) => ['order.get', number] as const;
export const ORDER_LIST_KEY = ['order.list'] as const;

export function useOrder(number: string, enabled = true) {
  return useQuery({
    queryKey: orderQueryKey(number),
    queryFn: ({ signal }) => api.call(get, { number }, { signal }),
    enabled,
  });
}

/**
 * After a change to an order: the answer (when the command gave the order back) replaces the shown
 * one at once, and every query of that order (its tabs, whoever added them) and every list reload.
 */
export function afterOrderChanged(queryClient: QueryClient, number: string, order?: OrderDetailJson | null): void {
  if (order) queryClient.setQueryData(orderQueryKey(order.number), { order });
  void queryClient.invalidateQueries({
    predicate: (q) => q.queryKey[0] === ORDER_LIST_KEY[0] || (q.queryKey[1] === number && !(order && q.queryKey[0] === 'order.get')),
  });
}

/** Whether the signed-in user may run a command: the rule the palette and the server's guard apply. */
export function useCan(): (command: AccessRule) => boolean {
  const { viewer } = useSession();
  return useCallback((command: AccessRule) => canAccess(command, viewer), [viewer]);
}

/** Every mutation carries its own idempotency key, so a retried click never applies twice. */
export const once = () => ({ idempotencyKey: crypto.randomUUID() });

/**
 * The refusal to show. The orders area's refusals (422) come already written in the reader's
 * language with the state filled in, which says more than the generic text of their code.
 */
export function refusalText(error: unknown): string {
  if (error instanceof ApiError && (error.code === 'unprocessable' || error.code === 'conflict') && error.message) return error.message;
  return errorText(error);
}

/** The order's answer of a mutation, when it has one (`{ order }`). */
export function orderOf(value: unknown): OrderDetailJson | null {
  if (value && typeof value === 'object' && 'order' in value) return (value as { order: OrderDetailJson }).order;
  return null;
}
