import { sql } from 'drizzle-orm';
import { bigint, bigserial, boolean, check, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { orders } from './orders.js';
import { outbox } from './outbox.js';
import { users } from './users.js';

/**
 * A prize draw (§7 lottery_events): the orders of a period that meet its rules take part; the draw
 * records its seed and the entrants it drew from, so anyone can re-run it and get the same winners.
 */
export const lotteryEvents = pgTable('lottery_events', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  name: text('name').notNull(),
  description: text('description').notNull().default(''),
  startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
  endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
  /** Only orders of the website with this index (`sashka`); null: every website. */
  website: text('website'),
  /** Orders of at least this total (möngö); null: any total. */
  minTotal: bigint('min_total', { mode: 'number' }),
  /** Only paid orders take part. */
  paidOnly: boolean('paid_only').notNull().default(true),
  /** What is won, in the order drawn: `[{ name, count }]`. */
  prizes: jsonb('prizes').$type<{ name: string; count: number }[]>().notNull().default([]),
  /** open | drawn */
  state: text('state').notNull().default('open'),
  seed: text('seed'),
  /** The qualifying orders' ids at the draw, ascending: what the seed drew from. */
  entrants: jsonb('entrants').$type<number[]>(),
  entrantsHash: text('entrants_hash'),
  drawnAt: timestamp('drawn_at', { withTimezone: true }),
  drawnBy: bigint('drawn_by', { mode: 'number' }).references(() => users.id, { onDelete: 'set null' }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
}, (t) => [
  uniqueIndex('lottery_events_name_key').on(t.name),
  check('lottery_events_period', sql`${t.endsAt} > ${t.startsAt}`),
]);

/** A winning order of a draw and the prize it won; the notification queued for it. */
export const lotteryWinners = pgTable('lottery_winners', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  eventId: bigint('event_id', { mode: 'number' }).notNull().references(() => lotteryEvents.id, { onDelete: 'cascade' }),
  orderId: bigint('order_id', { mode: 'number' }).notNull().references(() => orders.id),
  /** 1 for the first drawn. */
  position: integer('position').notNull(),
  prize: text('prize').notNull(),
  smsId: bigint('sms_id', { mode: 'number' }).references(() => outbox.id, { onDelete: 'set null' }),
  emailId: bigint('email_id', { mode: 'number' }).references(() => outbox.id, { onDelete: 'set null' }),
}, (t) => [
  uniqueIndex('lottery_winners_event_order_key').on(t.eventId, t.orderId),
  uniqueIndex('lottery_winners_event_position_key').on(t.eventId, t.position),
  index('lottery_winners_order_idx').on(t.orderId),
]);
