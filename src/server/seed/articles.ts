import { count } from 'drizzle-orm';
import { z } from 'zod';
import { articleBlockSchema } from '../../shared/schema/help.js';
import { schema, type DbOrTx } from '../db/index.js';
import { BASICS } from './guides/basics.js';
import type { Guide } from './guides/blocks.js';
import { PEOPLE } from './guides/people.js';
import { TOOLS } from './guides/tools.js';

/** The demo help guide: how to use this console, in English and Mongolian, in the order it is read. */
export const GUIDES: readonly Guide[] = [...BASICS, ...PEOPLE, ...TOOLS];

const body = z.array(articleBlockSchema);

/**
 * Writes the guide into an empty articles table. It guards on the articles themselves rather than
 * on the users: a demo database made before the guide existed gets it on its next start, and one
 * whose guide was edited is left alone.
 */
export async function seedArticles(db: DbOrTx): Promise<boolean> {
  const [existing] = await db.select({ n: count() }).from(schema.articles);
  if ((existing?.n ?? 0) > 0) return false;
  await db.insert(schema.articles).values(GUIDES.flatMap((g, i) => (['en', 'mn'] as const).map((locale) => ({
    slug: g.slug,
    locale,
    title: g[locale].title,
    preview: g[locale].preview,
    imageUrl: g.image,
    // the same check an editor's article will get: a typo in a block fails the seed, not the web
    body: body.parse(g[locale].body),
    position: (i + 1) * 10,
  }))));
  return true;
}
