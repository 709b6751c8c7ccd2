import { useQuery, type QueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { z } from 'zod';
import { get } from '../../../../shared/commands/products/products.js';
import { canAccess, type AccessRule } from '../../../../shared/roles/access.js';
import type { Product, ProductDetail } from '../../../../shared/schema/product.js';
import { api } from '../../../app/api.js';
import { useSession } from '../../../app/session.js';

export { fromLocalInput, moveItem, toLocalInput, toMongo, toTugrik } from './pure.js';

export const productQueryKey = (id: number) => ['product.get', id] as const;

export function useProduct(id: number, enabled = true) {
  return useQuery({
    queryKey: productQueryKey(id),
    queryFn: ({ signal }) => api.call(get, { id }, { signal }),
    enabled,
  });
}

/** A saved product replaces the shown one at once; lists, audits and stock load again when next seen. */
export function afterProductSaved(queryClient: QueryClient, product: ProductDetail | null, id?: number): void {
  if (product) queryClient.setQueryData(productQueryKey(product.id), { product });
  else if (id !== undefined) void queryClient.invalidateQueries({ queryKey: productQueryKey(id) });
  void queryClient.invalidateQueries({ queryKey: ['product.search'] });
  void queryClient.invalidateQueries({ queryKey: ['product.audits'] });
}

/** Whether the signed-in user may run a command: the same rule the server's guard applies. */
export function useCan(): (command: AccessRule) => boolean {
  const { viewer } = useSession();
  return useCallback((command: AccessRule) => canAccess(command, viewer), [viewer]);
}

/** Every mutation carries its own idempotency key, so a retried click never applies twice. */
export const once = () => ({ idempotencyKey: crypto.randomUUID() });

/** The product's name in the UI language, the other one when that is empty. */
export function productName(p: Pick<Product, 'name_en' | 'name_mn'>, language: string): string {
  return (language === 'mn' ? p.name_mn || p.name_en : p.name_en || p.name_mn) || '-';
}

/**
 * A price field in tögrög as people type them; the command takes möngö. Whole möngö only: a
 * third decimal is refused, never rounded away silently. Never negative (§5).
 */
export const zTugrik = z.coerce.number()
  .min(0, 'products_ui.validation.not_negative')
  .refine((v) => Math.abs(v * 100 - Math.round(v * 100)) < 1e-6, 'products_ui.validation.cents')
  .refine((v) => v < 2 ** 53 / 100, 'kit.validation.invalid');

