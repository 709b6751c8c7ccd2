import { bigint, bigserial, boolean, date, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import type { FeatureValue } from '../../../shared/commands/content/compatibility.js';
import type { ContentBlock } from '../../../shared/commands/content/fields.js';
import type { LookBookImage } from '../../../shared/commands/content/look-books.js';
import type { MenuItem } from '../../../shared/commands/content/menus.js';
import type { PageBlock } from '../../../shared/commands/content/pages.js';
import { trigramsOf } from '../search-text.js';
import { users } from './users.js';

/** The content area's tables (§2 Content), served by the resource kit; bodies are sanitised Editor.js blocks. */

const stamps = () => ({
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

export const contentNotifications = pgTable('content_notifications', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  path: text('path').notNull().default(''),
  startsOn: date('starts_on').notNull(),
  endsOn: date('ends_on').notNull(),
  bodyEn: text('body_en').notNull(),
  bodyMn: text('body_mn').notNull(),
  active: boolean('active').notNull().default(true),
  ...stamps(),
});

export const authors = pgTable('authors', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  name: text('name').notNull(),
  bio: text('bio').notNull().default(''),
  avatarUrl: text('avatar_url').notNull().default(''),
  ...stamps(),
}, (t) => [uniqueIndex('authors_name_key').on(t.name)]);

/** News and articles share one shape; an author with posts is not deleted (restrict). */
const post = (name: string) => pgTable(name, {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  title: text('title').notNull(),
  preview: text('preview').notNull().default(''),
  coverUrl: text('cover_url').notNull().default(''),
  authorId: bigint('author_id', { mode: 'number' }).notNull().references(() => authors.id, { onDelete: 'restrict' }),
  published: boolean('published').notNull().default(false),
  body: jsonb('body').$type<ContentBlock[]>().notNull().default([]),
  ...stamps(),
}, (t) => [uniqueIndex(`${name}_author_title_key`).on(t.authorId, t.title), index(`${name}_updated_idx`).on(t.updatedAt)]);

export const newsItems = post('news_items');
export const contentArticles = post('content_articles');

export const menus = pgTable('menus', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  code: text('code').notNull(),
  name: text('name').notNull(),
  items: jsonb('items').$type<MenuItem[]>().notNull().default([]),
  ...stamps(),
}, (t) => [uniqueIndex('menus_code_key').on(t.code)]);

/** Images uploaded into a content body (§7 `upload_image`); files under `<data folder>/content-images/<id>/<variant>/`. */
export const contentImages = pgTable('content_images', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  fileName: text('file_name').notNull(),
  contentType: text('content_type').notNull(),
  width: integer('width').notNull(),
  height: integer('height').notNull(),
  byteSize: integer('byte_size').notNull(),
  createdBy: bigint('created_by', { mode: 'number' }).references(() => users.id, { onDelete: 'set null' }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Dynamic pages: their blocks kept whole, one row written per save whatever the block kinds. */
export const pages = pgTable('pages', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  title: text('title').notNull(),
  slug: text('slug').notNull(),
  status: text('status').notNull().default('draft'),
  publishAt: timestamp('publish_at', { withTimezone: true }),
  blocks: jsonb('blocks').$type<PageBlock[]>().notNull().default([]),
  ...stamps(),
}, (t) => [
  uniqueIndex('pages_slug_key').on(t.slug), index('pages_title_idx').on(t.title),
  // the list's search (a substring of the title or slug, as the kit asks it): without it a search reads every page
  index('pages_search_trgm_idx').using('gin', trigramsOf([t.title, t.slug])).with({ fastupdate: false }),
]);

/** Polls: the question and answers in both languages; a vote names its answer by place. */
export const polls = pgTable('polls', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  questionEn: text('question_en').notNull(),
  questionMn: text('question_mn').notNull(),
  answers: jsonb('answers').$type<{ text_en: string; text_mn: string }[]>().notNull().default([]),
  active: boolean('active').notNull().default(true),
  ...stamps(),
});

/** A shopper's vote; counted per answer by `see_answer_info`. */
export const pollVotes = pgTable('poll_votes', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  pollId: bigint('poll_id', { mode: 'number' }).notNull().references(() => polls.id, { onDelete: 'cascade' }),
  answerIndex: integer('answer_index').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
}, (t) => [index('poll_votes_poll_idx').on(t.pollId, t.answerIndex)]);

export const lookBooks = pgTable('look_books', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  titleEn: text('title_en').notNull(),
  titleMn: text('title_mn').notNull(),
  active: boolean('active').notNull().default(true),
  images: jsonb('images').$type<LookBookImage[]>().notNull().default([]),
  ...stamps(),
});

export const compatibilityFeatures = pgTable('compatibility_features', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  code: text('code').notNull(),
  nameEn: text('name_en').notNull(),
  nameMn: text('name_mn').notNull(),
  position: integer('position').notNull().default(0),
  ...stamps(),
}, (t) => [uniqueIndex('compatibility_features_code_key').on(t.code)]);

/** One product's values of the features (entries: §2 /content/compatibility). */
export const compatibilities = pgTable('compatibilities', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  product: text('product').notNull(),
  name: text('name').notNull(),
  features: jsonb('features').$type<FeatureValue[]>().notNull().default([]),
  ...stamps(),
}, (t) => [uniqueIndex('compatibilities_product_key').on(t.product)]);

export const compatibilityPresets = pgTable('compatibility_presets', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  nameEn: text('name_en').notNull(),
  nameMn: text('name_mn').notNull(),
  features: jsonb('features').$type<FeatureValue[]>().notNull().default([]),
  ...stamps(),
}, (t) => [uniqueIndex('compatibility_presets_name_en_key').on(t.nameEn)]);

/** A build's parts by sku; a preset with builds is not deleted (restrict). */
export const compatibilityBuilds = pgTable('compatibility_builds', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  name: text('name').notNull(),
  presetId: bigint('preset_id', { mode: 'number' }).notNull().references(() => compatibilityPresets.id, { onDelete: 'restrict' }),
  parts: jsonb('parts').$type<string[]>().notNull().default([]),
  ...stamps(),
}, (t) => [uniqueIndex('compatibility_builds_name_key').on(t.name)]);

/** §2 /settings/files: files under `<data folder>/files/<id>/<file name>`, served as downloads. */
export const downloadableAttachments = pgTable('downloadable_attachments', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  fileName: text('file_name').notNull(),
  contentType: text('content_type').notNull(),
  byteSize: integer('byte_size').notNull(),
  createdBy: bigint('created_by', { mode: 'number' }).references(() => users.id, { onDelete: 'set null' }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
}, (t) => [index('downloadable_attachments_created_idx').on(t.createdAt)]);
