import { sql } from 'drizzle-orm';
import { bigint, bigserial, index, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { orders, paymentReturns, payments } from './orders.js';
import { corporateAccounts } from './settings.js';
import { users } from './users.js';

/**
 * The corporate bank gateway (issue 22, spec §3 corporate account and transaction): each line of an
 * account's statement, imported from the bank once (the bank's own transaction id is unique per
 * account), and matched to an order when its description names one. Money is möngö.
 */
export const cgwTransactions = pgTable('cgw_transactions', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  accountId: bigint('account_id', { mode: 'number' }).notNull().references(() => corporateAccounts.id),
  /** The bank's id of the line: a statement imported twice adds nothing. */
  bankTxnId: text('bank_txn_id').notNull(),
  /** `in` (money received) or `out` (money sent). */
  direction: text('direction').notNull(),
  amount: bigint('amount', { mode: 'number' }).notNull(),
  description: text('description').notNull().default(''),
  /** Who paid (an incoming line) or who was paid (an outgoing one), and their account. */
  counterparty: text('counterparty').notNull().default(''),
  counterpartyAccount: text('counterparty_account').notNull().default(''),
  /** The client reference the bank echoes back: our transfer's idempotency key on an outgoing line. */
  reference: text('reference').notNull().default(''),
  invoiceNumber: text('invoice_number'),
  postedAt: timestamp('posted_at', { withTimezone: true }).notNull(),
  orderId: bigint('order_id', { mode: 'number' }).references(() => orders.id, { onDelete: 'set null' }),
  paymentId: bigint('payment_id', { mode: 'number' }).references(() => payments.id, { onDelete: 'set null' }),
  /** Who matched it: null when the import matched it by itself. */
  matchedBy: bigint('matched_by', { mode: 'number' }).references(() => users.id, { onDelete: 'set null' }),
  matchedAt: timestamp('matched_at', { withTimezone: true }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
}, (t) => [
  uniqueIndex('cgw_transactions_bank_txn_key').on(t.accountId, t.bankTxnId),
  index('cgw_transactions_account_idx').on(t.accountId, t.postedAt),
  // the queue of incoming lines waiting for a person
  index('cgw_transactions_unmatched_idx').on(t.postedAt).where(sql`order_id is null and direction = 'in'`),
  index('cgw_transactions_reference_idx').on(t.reference).where(sql`reference <> ''`),
]);

/**
 * Money leaving a corporate account: a transfer, or a customer's refund paid back. Above the
 * approval limit it waits for a second person with the cgw role (maker and checker). Its
 * idempotency key travels to the bank, so a retry never pays twice; a send whose answer never came
 * is `unknown` until a statement line carrying the key settles it.
 */
export const cgwTransfers = pgTable('cgw_transfers', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  accountId: bigint('account_id', { mode: 'number' }).notNull().references(() => corporateAccounts.id),
  /** `transfer` or `payment_return`. */
  kind: text('kind').notNull().default('transfer'),
  paymentReturnId: bigint('payment_return_id', { mode: 'number' }).references(() => paymentReturns.id, { onDelete: 'set null' }),
  toBank: text('to_bank').notNull(),
  toAccount: text('to_account').notNull(),
  toName: text('to_name').notNull(),
  amount: bigint('amount', { mode: 'number' }).notNull(),
  description: text('description').notNull().default(''),
  /** awaiting_approval, sending, sent, unknown, failed, rejected */
  state: text('state').notNull(),
  idempotencyKey: text('idempotency_key').notNull(),
  bankReference: text('bank_reference'),
  error: text('error'),
  makerId: bigint('maker_id', { mode: 'number' }).notNull().references(() => users.id),
  checkerId: bigint('checker_id', { mode: 'number' }).references(() => users.id),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
}, (t) => [
  uniqueIndex('cgw_transfers_key').on(t.idempotencyKey),
  index('cgw_transfers_state_idx').on(t.state, t.createdAt),
  uniqueIndex('cgw_transfers_return_key').on(t.paymentReturnId).where(sql`payment_return_id is not null and state not in ('failed', 'rejected')`),
]);

/**
 * Candy (the wallet's QR / merchant payment code) codes linked at the bank to one of the shop's
 * branches on an account (§7 candy_code link(code, branch)): a payment through the code lands on
 * that account with the branch named. A code is linked once; its idempotency key is kept so a
 * link whose answer was lost (`unknown`) is asked again under the same key, never linked twice.
 */
export const cgwCandyCodes = pgTable('cgw_candy_codes', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  accountId: bigint('account_id', { mode: 'number' }).notNull().references(() => corporateAccounts.id),
  code: text('code').notNull(),
  branch: text('branch').notNull(),
  /** linked, unknown (no answer in time), refused */
  state: text('state').notNull(),
  idempotencyKey: text('idempotency_key').notNull(),
  bankReference: text('bank_reference'),
  error: text('error'),
  userId: bigint('user_id', { mode: 'number' }).references(() => users.id, { onDelete: 'set null' }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
}, (t) => [uniqueIndex('cgw_candy_codes_code_key').on(t.code), index('cgw_candy_codes_account_idx').on(t.accountId)]);
