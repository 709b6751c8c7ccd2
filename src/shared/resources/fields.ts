import { z } from 'zod';
import { zText } from '../schema/common.js';

/** Field schemas many plain resources share, so a declaration names them instead of writing them again. */

/** A code tools and other tables keep: lower-case Latin letters, digits, `_` and `-`. */
export const zCode = z.string().trim().min(1).max(100).regex(/^[a-z0-9_-]+$/, 'may hold only a-z, 0-9, _ and -');

/** Where a row stands in its list (`update_positions` rewrites it). */
export const zPosition = z.coerce.number().int().min(0).max(1_000_000);

/** A short list people pick from (reasons, sources, types): a code, its name in both languages, whether it is offered, its place. */
export const codedListFields = {
  code: zCode,
  name_en: zText(100).min(1),
  name_mn: zText(100).min(1),
  active: z.boolean(),
  position: zPosition,
};

export const codedListItem = z.object({
  id: z.number().int(), code: z.string(), name_en: z.string(), name_mn: z.string(), active: z.boolean(), position: z.number().int(),
});
