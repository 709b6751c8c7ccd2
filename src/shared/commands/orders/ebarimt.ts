import { z } from 'zod';
import { zOrderNumber } from '../../schema/order.js';
import { defineCommand } from '../define.js';
import type { Role } from '../../roles/roles.js';

/** E-receipts are finance's and the operators' work; a merchant never issues the marketplace's package. */
export const EBARIMT: readonly Role[] = ['admin', 'orders', 'finance_report'];

/** The buyer's ebarimt number: 8 digits (PosAPI's consumerNo). */
export const zConsumerNo = z.string().trim().regex(/^\d{8}$/, 'an ebarimt number: 8 digits');
/** An organisation's state register (7 digits) or its tax number (TIN, 11 digits). */
export const zOrgRegister = z.string().trim().regex(/^(\d{7}|\d{11})$/, 'an organisation register: 7 digits, or its 11-digit TIN');

export const EBARIMT_TYPES = ['b2c', 'b2b'] as const;

/** B2C with the buyer's ebarimt number (optional), B2B with the organisation's register (required). */
const receiptKind = {
  type: z.enum(EBARIMT_TYPES).default('b2c'),
  consumer_no: zConsumerNo.optional(),
  customer_register: zOrgRegister.optional(),
};
const kindRule = <T extends { type: 'b2c' | 'b2b'; consumer_no?: string; customer_register?: string }>(v: T) =>
  v.type === 'b2b' ? v.customer_register !== undefined : v.customer_register === undefined;
const kindIssue = { message: 'a B2B receipt needs the organisation register; a B2C receipt takes none', path: ['customer_register'] };

export const ebarimtStateSchema = z.object({
  id: z.string().nullable(), date: z.string().nullable(), status: z.string().nullable(), type: z.string().nullable(), register: z.string().nullable(),
});

const money = z.number().int();
const taxes = { total: money, vat: money, city_tax: money };
export const receiptSummarySchema = z.object({
  ...taxes,
  receipts: z.array(z.object({
    merchant_tin: z.string(), merchant_name: z.string(), ...taxes,
    items: z.array(z.object({ name: z.string(), sku: z.string().nullable(), quantity: z.number(), unit_price: money, ...taxes })),
  })),
});

/** The paper receipt: lottery and QR exist only in this answer, never stored (issue 6 item 4). */
export const printableReceiptSchema = receiptSummarySchema.extend({
  order_number: z.string(), id: z.string(), date: z.string(), type: z.enum(EBARIMT_TYPES),
  consumer_no: z.string().nullable(), customer_register: z.string().nullable(),
  lottery: z.string().nullable(), qr_data: z.string().nullable(), operator_tin: z.string(), pos_no: z.string(),
});

const numberInput = z.object({ number: zOrderNumber });
const stateOutput = z.object({ ebarimt: ebarimtStateSchema });

export const ebarimtGet = defineCommand({
  id: 'ebarimt.get', area: 'orders', kind: 'query', roles: EBARIMT,
  http: { method: 'GET', path: 'orders/:number/ebarimt' },
  input: numberInput,
  output: z.object({ ebarimt: ebarimtStateSchema, preview: receiptSummarySchema }),
  ui: { title: 'commands.orders_extra.ebarimt.get', keywords: ['ebarimt', 'e-receipt', 'vat', 'баримт', 'НӨАТ'] },
  cli: { verb: ['ebarimt', 'show'], positionals: ['number'] },
});

/**
 * Issues without paper: a B2B receipt (no lottery on those) or a B2C one to the buyer's ebarimt
 * number (PosAPI sends it to his account). An anonymous B2C receipt must be printed, or its
 * lottery would be lost: that is `ebarimt.print`.
 */
export const ebarimtIssue = defineCommand({
  id: 'ebarimt.issue', area: 'orders', kind: 'mutation', roles: EBARIMT,
  http: { method: 'POST', path: 'orders/:number/ebarimt_put' },
  input: z.object({ number: zOrderNumber, ...receiptKind })
    .refine(kindRule, kindIssue)
    .refine((v) => v.type === 'b2b' || v.consumer_no !== undefined, { message: 'without the buyer\'s ebarimt number the receipt must be printed', path: ['consumer_no'] }),
  output: stateOutput,
  ui: { title: 'commands.orders_extra.ebarimt.issue', keywords: ['ebarimt', 'e-receipt', 'issue', 'баримт', 'гаргах'] },
  cli: { verb: ['ebarimt', 'issue'], positionals: ['number'] },
});

/**
 * Issues and prints in one step (§5: printing requires the password). PosAPI answers the lottery
 * and QR data only when it issues a receipt and has no call that gives them again, and we keep
 * neither, so the one printable moment is the issue itself. Never replayed from the idempotency
 * store (the server refuses an Idempotency-Key here), never in the palette (it asks a password).
 */
export const ebarimtPrint = defineCommand({
  id: 'ebarimt.print', area: 'orders', kind: 'mutation', roles: EBARIMT, secret: ['password'],
  http: { method: 'POST', path: 'orders/:number/ebarimt_print' },
  input: z.object({ number: zOrderNumber, password: z.string().min(1).max(200), ...receiptKind }).refine(kindRule, kindIssue),
  output: z.object({ ebarimt: ebarimtStateSchema, receipt: printableReceiptSchema }),
  ui: { title: 'commands.orders_extra.ebarimt.print', keywords: ['ebarimt', 'print', 'lottery', 'хэвлэх', 'сугалаа'], hidden: true },
  cli: { verb: ['ebarimt', 'print'], positionals: ['number'] },
});

export const ebarimtReturn = defineCommand({
  id: 'ebarimt.return', area: 'orders', kind: 'mutation', roles: EBARIMT, danger: true,
  http: { method: 'POST', path: 'orders/:number/ebarimt_return' },
  input: numberInput,
  output: stateOutput,
  ui: { title: 'commands.orders_extra.ebarimt.return', keywords: ['ebarimt', 'return', 'void', 'буцаах'] },
  cli: { verb: ['ebarimt', 'return'], positionals: ['number'] },
});

/** Sends the receipt's id and date to the customer's email again, through the outbox. */
export const ebarimtResend = defineCommand({
  id: 'ebarimt.resend', area: 'orders', kind: 'mutation', roles: EBARIMT,
  http: { method: 'PUT', path: 'orders/:number/ebarimt_resend_email' },
  input: numberInput,
  output: z.object({ ebarimt: ebarimtStateSchema, queued: z.boolean() }),
  ui: { title: 'commands.orders_extra.ebarimt.resend', keywords: ['ebarimt', 'resend', 'email', 'дахин илгээх'] },
  cli: { verb: ['ebarimt', 'resend'], positionals: ['number'] },
});

/** The local PosAPI's own report: operator, POS number, lotteries left, last sent date. */
export const EBARIMT_LOG_ACTIONS = ['issue', 'print', 'return', 'resend'] as const;
export const ebarimtLogSchema = z.object({
  id: z.number().int(), action: z.enum(EBARIMT_LOG_ACTIONS), ok: z.boolean(), receipt_id: z.string().nullable(), message: z.string().nullable(),
  author_id: z.number().int().nullable(), author_email: z.string().nullable(), created_at: z.string(),
});
export type EbarimtLogJson = z.infer<typeof ebarimtLogSchema>;

/** §7 `GET orders/{n}/ebarimt_logs`: every e-receipt operation on the order, refused ones with the reason, newest first. */
export const ebarimtLogs = defineCommand({
  id: 'ebarimt.logs', area: 'orders', kind: 'query', roles: EBARIMT,
  http: { method: 'GET', path: 'orders/:number/ebarimt_logs' },
  input: z.object({ number: zOrderNumber }),
  output: z.object({ items: z.array(ebarimtLogSchema) }),
  ui: { title: 'commands.orders_extra.ebarimt.logs', keywords: ['ebarimt', 'e-receipt', 'log', 'history', 'и-баримт', 'түүх'] },
  cli: { verb: ['ebarimt', 'logs'], positionals: ['number'] },
});

export const ebarimtInfo = defineCommand({
  id: 'ebarimt.info', area: 'orders', kind: 'query', roles: EBARIMT,
  http: { method: 'GET', path: 'ebarimt/info' },
  input: z.object({}),
  output: z.object({
    operator_name: z.string().nullable(), operator_tin: z.string().nullable(), pos_no: z.string().nullable(),
    last_sent_date: z.string().nullable(), left_lotteries: z.number().nullable(), merchant_count: z.number().int(),
  }),
  ui: { title: 'commands.orders_extra.ebarimt.info', keywords: ['posapi', 'ebarimt', 'status', 'lottery'] },
  cli: { verb: ['ebarimt', 'info'] },
});

export const ebarimtCommands = { ebarimtGet, ebarimtIssue, ebarimtPrint, ebarimtReturn, ebarimtResend, ebarimtLogs, ebarimtInfo };
