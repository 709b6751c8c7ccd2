import { sql } from 'drizzle-orm';
import { bigserial, boolean, check, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import type { ArticleBlock } from '../../../shared/schema/help.js';

/**
 * Help-guide articles (spec §3), one row per language version. The versions of one article share
 * a `slug`, so a Mongolian reader gets the Mongolian row when there is one and the English row
 * otherwise, and any of their ids opens the article in the reader's language.
 */
export const articles = pgTable('articles', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  slug: text('slug').notNull(),
  locale: text('locale').notNull(),
  title: text('title').notNull(),
  preview: text('preview').notNull().default(''),
  imageUrl: text('image_url'),
  /** Editor.js blocks (src/shared/schema/help.ts), checked by zod before they are written. */
  body: jsonb('body').$type<ArticleBlock[]>().notNull().default([]),
  /** Order in the guide: lower first. */
  position: integer('position').notNull().default(0),
  published: boolean('published').notNull().default(true),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
}, (t) => [
  uniqueIndex('articles_slug_locale_key').on(t.slug, t.locale),
  index('articles_locale_position_idx').on(t.locale, t.position, t.id),
  check('articles_locale_check', sql`${t.locale} in ('en', 'mn')`),
]);
