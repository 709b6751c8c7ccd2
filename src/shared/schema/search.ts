import { z } from 'zod';
import { zText } from './common.js';

/**
 * The palette's live results (`GET /api/bo/search?q=`): one group per searcher the user may use,
 * each bounded, in one round trip (DESIGN.md).
 */
export const SEARCH_LIMIT_DEFAULT = 5;
export const SEARCH_LIMIT_MAX = 20;

export const searchInput = z.object({
  q: zText(100).min(1),
  /** Per group. */
  limit: z.coerce.number().int().min(1).max(SEARCH_LIMIT_MAX).default(SEARCH_LIMIT_DEFAULT),
});

export const searchItemSchema = z.object({
  /** The record's id as its screen names it (a user id, an order number). */
  id: z.string(),
  title: z.string(),
  subtitle: z.string(),
  /** The web route that opens it, e.g. `/u/users/12`. */
  href: z.string(),
  /** More words the palette's own matcher may rank on. */
  keywords: z.array(z.string()).optional(),
});
export type SearchItem = z.infer<typeof searchItemSchema>;

export const searchGroupSchema = z.object({
  /** `users`, `orders`, `products`…: the searcher that answered. */
  kind: z.string(),
  /** i18n key of the group's heading (the sidebar group's label, e.g. `nav.groups.users`). */
  title: z.string(),
  items: z.array(searchItemSchema),
});
export type SearchGroup = z.infer<typeof searchGroupSchema>;

export const searchOutput = z.object({ groups: z.array(searchGroupSchema) });
export type SearchResults = z.infer<typeof searchOutput>;
