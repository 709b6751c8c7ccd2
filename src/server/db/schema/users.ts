import { sql } from 'drizzle-orm';
import { date, index, jsonb, pgTable, text, timestamp, uniqueIndex, bigint, bigserial } from 'drizzle-orm/pg-core';

export const users = pgTable('users', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  email: text('email').notNull(),
  firstName: text('first_name'),
  lastName: text('last_name'),
  familyName: text('family_name'),
  gender: text('gender'),
  birthday: date('birthday', { mode: 'string' }),
  mobile: text('mobile'),
  registerNumber: text('register_number'),
  confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
  mobileConfirmedAt: timestamp('mobile_confirmed_at', { withTimezone: true }),
  avatar: text('avatar'),
  locale: text('locale').notNull().default('en'),
  /** `scrypt$N$r$p$salt$hash`; null for users who never sign in with a password. */
  passwordHash: text('password_hash'),
  /** Global roles; website and vendor memberships add their own. */
  roles: text('roles').array().notNull().default(sql`'{}'::text[]`),
  settings: jsonb('settings').notNull().default({}),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
}, (t) => [
  uniqueIndex('users_email_key').on(sql`lower(${t.email})`),
  index('users_mobile_idx').on(t.mobile),
  index('users_roles_idx').using('gin', t.roles),
]);

export const sessions = pgTable('sessions', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  /** SHA-256 of the token, hex: the token itself is never stored. */
  tokenHash: text('token_hash').notNull(),
  userId: bigint('user_id', { mode: 'number' }).notNull().references(() => users.id, { onDelete: 'cascade' }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  lastUsedAt: timestamp('last_used_at', { withTimezone: true }).notNull().defaultNow(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  userAgent: text('user_agent'),
  ip: text('ip'),
}, (t) => [uniqueIndex('sessions_token_hash_key').on(t.tokenHash), index('sessions_user_idx').on(t.userId)]);

export const storeCredits = pgTable('store_credits', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  userId: bigint('user_id', { mode: 'number' }).notNull().references(() => users.id, { onDelete: 'cascade' }),
  /** möngö; negative takes credit away */
  amount: bigint('amount', { mode: 'number' }).notNull(),
  category: text('category').notNull(),
  memo: text('memo'),
  authorId: bigint('author_id', { mode: 'number' }).references(() => users.id, { onDelete: 'set null' }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
}, (t) => [index('store_credits_user_idx').on(t.userId, t.createdAt)]);
