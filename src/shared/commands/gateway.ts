import { z } from 'zod';
import type { Role } from '../roles/roles.js';
import { zId, zMoney, zText } from '../schema/common.js';
import { listInput, listOutput } from '../schema/list.js';
import { zOrderNumber } from '../schema/order.js';
import { BANKS, CURRENCIES } from './settings/bank-accounts.js';
import { defineCommand } from './define.js';

/**
 * The corporate bank gateway (issue 22; spec §2 /corporate_gateway, §3 corporate account and
 * transaction, §7 corporate gateways: accounts, statements, connect_order, account_name, transfer,
 * candy_code link, call_action).
 * Finance staff read the shop's accounts' statements, match incoming transfers to orders, and send
 * money out: above the approval limit a transfer waits for a second person (maker and checker).
 */
export const CGW_READ: readonly Role[] = ['admin', 'cgw', 'cgw_income'];
/** Money leaving an account: §2 gives payment_returns to [admin, cgw] only. */
export const CGW_SEND: readonly Role[] = ['admin', 'cgw'];

export const TRANSFER_STATES = ['awaiting_approval', 'sending', 'sent', 'unknown', 'failed', 'rejected'] as const;
export const TRANSFER_KINDS = ['transfer', 'payment_return'] as const;
/** The bank-side actions the built-in adapter declares (call_action); another bank's adapter may declare fewer. */
export const BANK_ACTIONS = ['refresh_balance', 'request_statement', 'close_pending_transfer'] as const;
export const CANDY_STATES = ['linked', 'unknown', 'refused'] as const;

export const candyCodeSchema = z.object({
  id: z.number().int(),
  account_id: z.number().int(),
  code: z.string(),
  branch: z.string(),
  /** linked; unknown: the bank did not answer in time (linking again asks under the same key); refused */
  state: z.enum(CANDY_STATES),
  bank_reference: z.string().nullable(),
  error: z.string().nullable(),
  linked_by: z.string().nullable(),
  updated_at: z.string(),
});
export type GatewayCandyCode = z.infer<typeof candyCodeSchema>;

export const accountSchema = z.object({
  id: z.number().int(),
  bank: z.enum(BANKS),
  account_number: z.string(),
  account_name: z.string(),
  currency: z.enum(CURRENCIES),
  /** In minus out over the lines imported: the bank's own balance once the statement is whole. */
  balance: z.number().int(),
  unmatched: z.number().int(),
  last_import_at: z.string().nullable(),
  /** Minutes between scheduled imports (0: on demand only), and when the next is due. */
  import_every_minutes: z.number().int(),
  next_import_at: z.string().nullable(),
  /** What call_action may ask of this account's bank (its adapter declares them). */
  actions: z.array(z.string()),
  candy_codes: z.array(candyCodeSchema),
});

export const transactionSchema = z.object({
  id: z.number().int(),
  account_id: z.number().int(),
  account_number: z.string(),
  bank_txn_id: z.string(),
  direction: z.enum(['in', 'out']),
  amount: z.number().int(),
  description: z.string(),
  counterparty: z.string(),
  counterparty_account: z.string(),
  invoice_number: z.string().nullable(),
  posted_at: z.string(),
  order_number: z.string().nullable(),
  /** Who matched it; null with an order means the import matched it by itself. */
  matched_by: z.string().nullable(),
  matched_at: z.string().nullable(),
});
export type GatewayTransaction = z.infer<typeof transactionSchema>;

export const suggestionSchema = z.object({
  order_number: z.string(),
  total: z.number().int(),
  outstanding: z.number().int(),
  customer: z.string(),
  phone: z.string().nullable(),
  created_at: z.string(),
  /** Why it is offered: the amount and the date fit, the description holds the customer's phone. */
  reasons: z.array(z.enum(['amount', 'date', 'phone'])),
});

export const transferSchema = z.object({
  id: z.number().int(),
  account_id: z.number().int(),
  account_number: z.string(),
  kind: z.enum(TRANSFER_KINDS),
  order_number: z.string().nullable(),
  to_bank: z.enum(BANKS),
  to_account: z.string(),
  to_name: z.string(),
  amount: z.number().int(),
  description: z.string(),
  state: z.enum(TRANSFER_STATES),
  bank_reference: z.string().nullable(),
  error: z.string().nullable(),
  maker: z.string(),
  checker: z.string().nullable(),
  created_at: z.string(),
});
export type GatewayTransfer = z.infer<typeof transferSchema>;

export const gatewayAccounts = defineCommand({
  id: 'gateway.accounts', area: 'gateway', kind: 'query', roles: CGW_READ,
  http: { method: 'GET', path: 'corporate_gateways/accounts' },
  input: z.object({}),
  output: z.object({ items: z.array(accountSchema), approval_limit: z.number().int() }),
  ui: { title: 'commands.gateway.accounts', keywords: ['corporate gateway', 'bank accounts', 'balance', 'банкны данс'] },
  cli: { verb: ['gateway', 'accounts'], columns: ['id', 'bank', 'account_number', 'account_name', 'currency', 'balance', 'unmatched'] },
});

export const gatewayStatements = defineCommand({
  id: 'gateway.statements', area: 'gateway', kind: 'query', roles: CGW_READ,
  http: { method: 'GET', path: 'corporate_gateways/statements' },
  input: listInput({
    filters: { account_id: 'number', direction: 'text', amount: 'number', posted_at: 'date', matched: 'bool' },
    sorts: ['posted_at', 'amount'], perPage: 25,
  }).extend({
    /** Words of the description, who paid, a bank id or an order number. */
    query: zText(100).optional(),
  }),
  output: listOutput(transactionSchema),
  money: ['q.amount_eq', 'q.amount_gteq', 'q.amount_lteq'],
  ui: { title: 'commands.gateway.statements', keywords: ['statement', 'bank transfers', 'unmatched', 'хуулга'] },
  cli: { verb: ['gateway', 'statements'], positionals: ['query'], columns: ['id', 'posted_at', 'direction', 'amount', 'counterparty', 'description', 'order_number'] },
});

export const gatewayTransaction = defineCommand({
  id: 'gateway.transaction', area: 'gateway', kind: 'query', roles: CGW_READ,
  http: { method: 'GET', path: 'corporate_gateways/transactions/:id' },
  input: z.object({ id: zId }),
  output: z.object({ transaction: transactionSchema, suggestions: z.array(suggestionSchema) }),
  ui: { title: 'commands.gateway.transaction', hidden: true },
  cli: { verb: ['gateway', 'transaction'], positionals: ['id'] },
});

export const gatewayImport = defineCommand({
  id: 'gateway.import', area: 'gateway', kind: 'mutation', roles: CGW_READ,
  http: { method: 'POST', path: 'corporate_gateways/accounts/:account_id/import' },
  input: z.object({ account_id: zId }),
  output: z.object({ imported: z.number().int(), already_had: z.number().int(), matched: z.number().int(), settled_transfers: z.number().int() }),
  ui: { title: 'commands.gateway.import', keywords: ['import statement', 'fetch from bank', 'хуулга татах'] },
  cli: { verb: ['gateway', 'import'], positionals: ['account_id'] },
});

export const gatewayConnectOrder = defineCommand({
  id: 'gateway.connect_order', area: 'gateway', kind: 'mutation', roles: CGW_READ,
  http: { method: 'POST', path: 'corporate_gateways/transactions/:id/connect_order' },
  input: z.object({ id: zId, order_number: zOrderNumber }),
  output: z.object({ transaction: transactionSchema }),
  ui: { title: 'commands.gateway.connect_order', keywords: ['match transfer', 'connect order', 'захиалгатай холбох'] },
  cli: { verb: ['gateway', 'connect'], positionals: ['id', 'order_number'] },
});

export const gatewayAccountName = defineCommand({
  id: 'gateway.account_name', area: 'gateway', kind: 'query', roles: CGW_SEND,
  http: { method: 'GET', path: 'corporate_gateways/account_name' },
  input: z.object({ bank: z.enum(BANKS), account: z.string().trim().regex(/^[A-Za-z0-9]{6,34}$/, 'an account number: 6 to 34 letters and digits') }),
  output: z.object({ name: z.string() }),
  ui: { title: 'commands.gateway.account_name', keywords: ['receiver name', 'check account', 'данс шалгах'] },
  cli: { verb: ['gateway', 'account-name'], positionals: ['bank', 'account'] },
});

export const gatewayTransfers = defineCommand({
  id: 'gateway.transfers', area: 'gateway', kind: 'query', roles: CGW_SEND,
  http: { method: 'GET', path: 'corporate_gateways/transfers' },
  input: listInput({ filters: { state: 'text', kind: 'text', account_id: 'number', created_at: 'date', amount: 'number' }, sorts: ['created_at', 'amount'], perPage: 25 }),
  money: ['q.amount_eq', 'q.amount_gteq', 'q.amount_lteq'],
  output: listOutput(transferSchema),
  ui: { title: 'commands.gateway.transfers', keywords: ['transfers', 'payment returns', 'approve', 'шилжүүлэг'] },
  cli: { verb: ['gateway', 'transfers'], columns: ['id', 'kind', 'state', 'amount', 'to_name', 'to_account', 'maker', 'checker', 'created_at'] },
});

const transferOutput = z.object({ transfer: transferSchema });
const receiver = {
  account_id: zId,
  to_bank: z.enum(BANKS),
  to_account: z.string().trim().regex(/^[A-Za-z0-9]{6,34}$/, 'an account number: 6 to 34 letters and digits'),
  /** The name the bank gave for the account (account_name): the receiver confirmed before sending. */
  to_name: zText(200).min(1),
  description: zText(200).min(1),
};

export const gatewayTransfer = defineCommand({
  id: 'gateway.transfer', area: 'gateway', kind: 'mutation', roles: CGW_SEND,
  http: { method: 'POST', path: 'corporate_gateways/transfers' },
  input: z.object({ ...receiver, amount: zMoney.pipe(z.number().min(100, 'at least ₮1')) }),
  output: transferOutput,
  money: ['amount'],
  ui: { title: 'commands.gateway.transfer', keywords: ['send money', 'transfer', 'мөнгө шилжүүлэх'] },
  cli: { verb: ['gateway', 'transfer'] },
});

export const gatewayPayReturn = defineCommand({
  id: 'gateway.pay_return', area: 'gateway', kind: 'mutation', roles: CGW_SEND,
  http: { method: 'POST', path: 'corporate_gateways/payment_returns/:payment_return_id/pay' },
  input: z.object({ payment_return_id: zId, ...receiver, description: zText(200).optional() }),
  output: transferOutput,
  ui: { title: 'commands.gateway.pay_return', keywords: ['refund', 'payment return', 'буцаан олголт'] },
  cli: { verb: ['gateway', 'pay-return'], positionals: ['payment_return_id'] },
});

export const gatewayApprove = defineCommand({
  id: 'gateway.approve', area: 'gateway', kind: 'mutation', roles: CGW_SEND,
  http: { method: 'POST', path: 'corporate_gateways/transfers/:id/approve' },
  input: z.object({ id: zId }),
  output: transferOutput,
  ui: { title: 'commands.gateway.approve', keywords: ['approve transfer', 'checker', 'батлах'] },
  cli: { verb: ['gateway', 'approve'], positionals: ['id'] },
});

export const gatewayReject = defineCommand({
  id: 'gateway.reject', area: 'gateway', kind: 'mutation', roles: CGW_SEND,
  http: { method: 'POST', path: 'corporate_gateways/transfers/:id/reject' },
  input: z.object({ id: zId, reason: zText(200).min(1) }),
  output: transferOutput,
  ui: { title: 'commands.gateway.reject', keywords: ['reject transfer', 'татгалзах'] },
  cli: { verb: ['gateway', 'reject'], positionals: ['id'] },
});

/** Refunds owed to customers (the orders area's payment returns) not yet paid through the gateway. */
export const gatewayOwedReturns = defineCommand({
  id: 'gateway.owed_returns', area: 'gateway', kind: 'query', roles: CGW_SEND,
  http: { method: 'GET', path: 'corporate_gateways/payment_returns' },
  input: z.object({}),
  output: z.object({
    items: z.array(z.object({
      id: z.number().int(), order_number: z.string(), amount: z.number().int(), reason: z.string(), customer: z.string(), created_at: z.string(),
    })),
  }),
  ui: { title: 'commands.gateway.owed_returns', keywords: ['refunds owed', 'payment returns', 'буцаалт'] },
  cli: { verb: ['gateway', 'owed-returns'], columns: ['id', 'order_number', 'amount', 'reason', 'customer', 'created_at'] },
});

/** §7 candy_code link(code, branch): the wallet's merchant code paid into this account, the branch named. */
export const gatewayCandyLink = defineCommand({
  id: 'gateway.candy_link', area: 'gateway', kind: 'mutation', roles: CGW_SEND,
  http: { method: 'POST', path: 'corporate_gateways/accounts/:account_id/candy_codes' },
  input: z.object({
    account_id: zId,
    code: z.string().trim().regex(/^[A-Za-z0-9-]{4,40}$/, 'a Candy merchant code: 4 to 40 letters, digits or dashes'),
    /** The shop's branch (store) the payments through the code are put down to, as the bank names it. */
    branch: zText(100).min(1),
  }),
  output: z.object({ candy_code: candyCodeSchema }),
  ui: { title: 'commands.gateway.candy_link', keywords: ['candy code', 'qr code', 'link wallet code', 'branch', 'кэнди код холбох'] },
  cli: { verb: ['gateway', 'candy-link'], positionals: ['account_id', 'code', 'branch'] },
});

/** §7 call_action: a bank-side action the account's adapter declares (BANK_ACTIONS for the built-in one). */
export const gatewayCallAction = defineCommand({
  id: 'gateway.call_action', area: 'gateway', kind: 'mutation', roles: CGW_SEND,
  http: { method: 'POST', path: 'corporate_gateways/accounts/:account_id/call_action' },
  input: z.object({
    account_id: zId,
    action: z.string().trim().regex(/^[a-z][a-z0-9_]{0,59}$/, 'an action name such as refresh_balance'),
    /** What the action needs (close_pending_transfer: the transfer's bank reference). */
    reference: zText(100).optional(),
  }),
  output: z.object({ action: z.string(), message: z.string(), reference: z.string() }),
  ui: { title: 'commands.gateway.call_action', keywords: ['bank action', 'refresh balance', 'request statement', 'банкны үйлдэл'] },
  cli: { verb: ['gateway', 'call-action'], positionals: ['account_id', 'action'] },
});

export const gatewayCommands = {
  gatewayAccounts, gatewayStatements, gatewayTransaction, gatewayImport, gatewayConnectOrder, gatewayAccountName,
  gatewayTransfers, gatewayTransfer, gatewayPayReturn, gatewayApprove, gatewayReject, gatewayOwedReturns, gatewayCandyLink, gatewayCallAction,
};
