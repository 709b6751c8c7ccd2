import { z } from 'zod';
import type { Role } from '../../roles/roles.js';
import { zDateTime, zEmail, zId, zMoney, zText } from '../../schema/common.js';
import { listInput, listOutput } from '../../schema/list.js';
import { orderDetailSchema, zOrderNumber } from '../../schema/order.js';
import { zCouponCode } from '../../schema/promotion.js';
import { defineCommand } from '../define.js';
import { ORDER_RULES } from '../orders/availability.js';
import { COUPON_APPLY } from './roles.js';

/**
 * Gift cards (§2 /promotions/gift_cards, §3 Gift card, §7 gift cards (resend)): issued one at a
 * time here, many with `bo gift-cards issue --file recipients.csv` (one call a row, with its
 * progress); each mailed through the outbox at its time.
 */
const WRITE: readonly Role[] = ['admin', 'promotions'];
const READ: readonly Role[] = ['admin', 'promotions', 'finance_report'];

export const GIFT_CARD_DELIVERY = ['pending', 'sending', 'sent', 'failed'] as const;

export const giftCardSchema = z.object({
  id: z.number().int(),
  code: z.string(),
  amount: z.number().int(),
  balance: z.number().int(),
  recipient_name: z.string(),
  recipient_email: z.string(),
  message: z.string().nullable(),
  scheduled_at: z.string().nullable(),
  /** When its latest email left the outbox; null while it waits. */
  sent_at: z.string().nullable(),
  delivery: z.enum(GIFT_CARD_DELIVERY).nullable(),
  created_at: z.string(),
});
export type GiftCard = z.infer<typeof giftCardSchema>;

export const giftCardTransactionSchema = z.object({
  id: z.number().int(),
  kind: z.string(),
  amount: z.number().int(),
  balance_after: z.number().int(),
  order_number: z.string().nullable(),
  author_email: z.string().nullable(),
  created_at: z.string(),
});

const output = z.object({ gift_card: giftCardSchema });

export const giftCardList = defineCommand({
  id: 'gift_card.list', area: 'promotions', kind: 'query', roles: READ,
  http: { method: 'GET', path: 'gift_cards' },
  input: listInput({ filters: { recipient_email: 'text', balance: 'number', created_at: 'date' }, sorts: ['created_at', 'balance'] }).extend({
    /** A code, a recipient's name or email. */
    query: zText(100).optional(),
  }),
  output: listOutput(giftCardSchema),
  money: ['q.balance_eq', 'q.balance_gteq', 'q.balance_lteq'],
  ui: { title: 'commands.promotions.gift_card.list', keywords: ['gift cards', 'бэлгийн карт'] },
  cli: { verb: ['gift-cards', 'list'], positionals: ['query'], columns: ['id', 'code', 'amount', 'balance', 'recipient_email', 'delivery', 'sent_at'] },
});

export const giftCardGet = defineCommand({
  id: 'gift_card.get', area: 'promotions', kind: 'query', roles: READ,
  http: { method: 'GET', path: 'gift_cards/:id' },
  input: z.object({ id: zId }),
  output: output.extend({ history: z.array(giftCardTransactionSchema) }),
  ui: { title: 'commands.promotions.gift_card.get', keywords: ['gift card', 'balance history', 'бэлгийн карт'] },
  cli: { verb: ['gift-cards', 'show'], positionals: ['id'] },
});

export const giftCardIssue = defineCommand({
  id: 'gift_card.issue', area: 'promotions', kind: 'mutation', roles: WRITE,
  notifies: ['email'],
  http: { method: 'POST', path: 'gift_cards' },
  input: z.object({
    recipient_name: zText(200).min(1),
    recipient_email: zEmail,
    amount: zMoney.pipe(z.number().min(100, 'at least ₮1')),
    message: zText(1000).optional(),
    /** Mailed then; now when absent. */
    scheduled_at: zDateTime.optional(),
  }),
  output,
  ui: { title: 'commands.promotions.gift_card.issue', keywords: ['issue gift card', 'бэлгийн карт олгох'] },
  cli: { verb: ['gift-cards', 'issue'], positionals: ['recipient_email', 'amount'] },
  money: ['amount'],
});

export const giftCardResend = defineCommand({
  id: 'gift_card.resend', area: 'promotions', kind: 'mutation', roles: WRITE,
  notifies: ['email'],
  http: { method: 'PUT', path: 'gift_cards/:id/resend' },
  input: z.object({ id: zId }),
  output,
  ui: { title: 'commands.promotions.gift_card.resend', keywords: ['resend gift card', 'дахин илгээх'] },
  cli: { verb: ['gift-cards', 'resend'], positionals: ['id'] },
});

/**
 * A gift card paying for an order (issue 16): a completed `gift_card` payment of what is left to
 * pay (or of `amount`), taken off the card's balance, which never goes below zero however many
 * orders ask at once. Voiding that payment gives the money back to the card.
 */
export const giftCardRedeem = defineCommand({
  id: 'gift_card.redeem', area: 'promotions', kind: 'mutation', roles: COUPON_APPLY,
  available: ORDER_RULES.adjustment,
  http: { method: 'POST', path: 'gift_cards/redeem' },
  input: z.object({ code: zCouponCode, number: zOrderNumber, amount: zMoney.pipe(z.number().min(1, 'more than ₮0')).optional() }),
  output: z.object({ order: orderDetailSchema, gift_card: giftCardSchema, paid: z.number().int() }),
  money: ['amount'],
  ui: { title: 'commands.promotions.gift_card.redeem', keywords: ['pay with gift card', 'redeem gift card', 'бэлгийн картаар төлөх'] },
  cli: { verb: ['gift-cards', 'redeem'], positionals: ['code', 'number'] },
});

export const giftCardCommands = { giftCardList, giftCardGet, giftCardIssue, giftCardResend, giftCardRedeem };
