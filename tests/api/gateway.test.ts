import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApiClient } from '../../src/shared/api/client.js';
import {
  gatewayAccountName, gatewayAccounts, gatewayApprove, gatewayCallAction, gatewayCandyLink, gatewayConnectOrder, gatewayImport, gatewayOwedReturns, gatewayPayReturn, gatewayReject,
  gatewayStatements, gatewayTransaction, gatewayTransfer, gatewayTransfers,
} from '../../src/shared/commands/gateway.js';
import { login } from '../../src/shared/commands/auth.js';
import { get as getOrder } from '../../src/shared/commands/orders/orders.js';
import { create as createUser } from '../../src/shared/commands/users.js';
import { startFakeBank } from '../helpers/fake-bank.js';
import { rows as dbRows } from '../helpers/orders-ops.js';
import { expectApiError, startServer, type TestServer } from '../helpers/server.js';

let server: TestServer;
let bank: Awaited<ReturnType<typeof startFakeBank>>;
let admin: ApiClient;
let checker: ApiClient;
let income: ApiClient;
let accountId: number;
const ACCOUNT = '5005123456';
/** ₮1,000,000 in möngö: above it a transfer waits for a second person. */
const LIMIT = 100_000_000;

const rows = <T>(query: ReturnType<typeof sql>) => dbRows<T>(server, query);

async function staff(email: string, roles: string[]): Promise<ApiClient> {
  await admin.call(createUser, { email, password: 'gateway-pass-1', roles } as never);
  const { token } = await server.client().call(login, { username: email, password: 'gateway-pass-1' });
  return server.client({ token });
}

beforeAll(async () => {
  bank = await startFakeBank();
  server = await startServer({ bank: { urls: { '*': bank.url }, approvalLimit: LIMIT, timeoutMs: 800 } });
  admin = (await server.login('admin@demo.mn')).api;
  checker = await staff('checker@gateway.mn', ['cgw']);
  income = await staff('income@gateway.mn', ['cgw_income']);
  const [account] = await rows<{ id: number }>(sql`insert into corporate_accounts (bank, account_number, account_name, currency, api_username, api_secret)
    values ('khan', ${ACCOUNT}, 'Shop LLC', 'MNT', 'shop', 'secret') returning id`);
  accountId = Number(account!.id);
}, 180_000);
afterAll(async () => { await server?.close(); await bank?.close(); });

/** Open orders no other test here takes, with what they still owe. */
const taken = new Set<string>();
async function openOrder(): Promise<{ number: string; outstanding: number }> {
  const found = await rows<{ number: string; outstanding: string }>(sql`select number, total - payment_total as outstanding from orders
    where state not in ('canceled', 'cart') and total > 0 order by id desc limit 100`);
  const o = found.find((f) => !taken.has(f.number))!;
  taken.add(o.number);
  return { number: o.number, outstanding: Number(o.outstanding) };
}

const day = (offset = 0) => new Date(Date.now() + offset * 86_400_000).toISOString();

describe('statements', () => {
  it('an import adds each bank line once, matches a line naming an order, and leaves the rest for a person', async () => {
    const order = await openOrder();
    const digits = order.number.slice(1);
    bank.addLines(ACCOUNT, [
      { id: 'T-1', direction: 'in', amount: '150000.00', description: `payment ${digits} thanks`, counterparty: 'Bat Dorj', posted_at: day(-1) },
      { id: 'T-2', direction: 'in', amount: '42000.50', description: 'for my order', counterparty: 'Saraa', posted_at: day(-1) },
      { id: 'T-3', direction: 'out', amount: '5000.00', description: 'bank fee', posted_at: day(-1) },
    ]);
    const first = await admin.call(gatewayImport, { account_id: accountId });
    expect(first).toEqual({ imported: 3, already_had: 0, matched: 1, settled_transfers: 0 });
    const again = await admin.call(gatewayImport, { account_id: accountId });
    expect(again).toMatchObject({ imported: 0, already_had: 3, matched: 0 });

    const matched = await admin.call(gatewayStatements, { query: 'T-1' });
    expect(matched.items).toHaveLength(1);
    expect(matched.items[0]).toMatchObject({ amount: 15_000_000, order_number: order.number, matched_by: null });
    const { order: paid } = await admin.call(getOrder, { number: order.number });
    expect(paid.payments.some((p: { amount: number; state: string; method: string }) => p.amount === 15_000_000 && p.state === 'completed' && p.method === 'bank_transfer')).toBe(true);

    const queue = await admin.call(gatewayStatements, { q: { account_id_eq: accountId, matched_eq: false, direction_eq: 'in' } });
    expect(queue.items.map((l) => l.bank_txn_id)).toEqual(['T-2']);
    const accounts = await income.call(gatewayAccounts, {});
    const mine = accounts.items.find((a) => a.id === accountId)!;
    expect(mine).toMatchObject({ balance: 15_000_000 + 4_200_050 - 500_000, unmatched: 1 });
    // the dashboard's rollup, moved by the orders matched all at once, equals its computation from the orders
    const rollup = async () => JSON.stringify(await rows(sql`select * from dashboard_days order by website_id, vendor_id, day`));
    const kept = await rollup();
    await rows(sql`select dashboard_days_rebuild()`);
    expect(await rollup()).toBe(kept);
  });

  it('a line naming an order with a pending bank transfer of its amount completes that payment instead of adding one', async () => {
    const order = await openOrder();
    const [pending] = await rows<{ id: number }>(sql`insert into payments (order_id, method, amount, state)
      values ((select id from orders where number = ${order.number}), 'bank_transfer', 777700, 'pending') returning id`);
    bank.addLines(ACCOUNT, [{ id: 'T-P', direction: 'in', amount: '7777.00', description: `${order.number} bank transfer`, posted_at: day() }]);
    expect(await admin.call(gatewayImport, { account_id: accountId })).toMatchObject({ imported: 1, matched: 1 });
    const paid = await rows<{ id: number; state: string; source: string }>(sql`select id, state, source from payments
      where order_id = (select id from orders where number = ${order.number}) and amount = 777700`);
    expect(paid).toEqual([{ id: pending!.id, state: 'completed', source: 'cgw:T-P' }]);
    const [line] = await rows<{ payment_id: number }>(sql`select payment_id from cgw_transactions where bank_txn_id = 'T-P'`);
    expect(Number(line!.payment_id)).toBe(Number(pending!.id));
  });

  it('a person matches a waiting transfer to an order, suggested by amount; twice is refused', async () => {
    const order = await openOrder();
    const owed = Math.max(order.outstanding, 100);
    bank.addLines(ACCOUNT, [{ id: 'T-4', direction: 'in', amount: (owed / 100).toFixed(2), description: 'no number here', posted_at: day() }]);
    await admin.call(gatewayImport, { account_id: accountId });
    const [line] = (await admin.call(gatewayStatements, { query: 'T-4' })).items;
    const detail = await income.call(gatewayTransaction, { id: line!.id });
    if (order.outstanding > 0) expect(detail.suggestions.some((s) => s.order_number === order.number && s.reasons.includes('amount'))).toBe(true);
    const { transaction } = await income.call(gatewayConnectOrder, { id: line!.id, order_number: order.number });
    expect(transaction).toMatchObject({ order_number: order.number, matched_by: 'income@gateway.mn' });
    const twice = await expectApiError(income.call(gatewayConnectOrder, { id: line!.id, order_number: order.number }));
    expect(twice.status).toBe(409);
    const outgoing = (await admin.call(gatewayStatements, { query: 'T-3' })).items[0]!;
    expect((await expectApiError(admin.call(gatewayConnectOrder, { id: outgoing.id, order_number: order.number }))).status).toBe(409);
  });
});

describe('transfers', () => {
  const to = { to_bank: 'golomt' as const, to_account: '1102003004', to_name: 'Supplier LLC', description: 'invoice 77' };

  it('names the receiver\'s account from the bank, and refuses an unknown one', async () => {
    bank.names.set('golomt:1102003004', 'Supplier LLC');
    expect(await admin.call(gatewayAccountName, { bank: 'golomt', account: '1102003004' })).toEqual({ name: 'Supplier LLC' });
    expect((await expectApiError(admin.call(gatewayAccountName, { bank: 'golomt', account: '9999999999' }))).status).toBe(404);
  });

  it('below the limit it is sent at once, with its key; cgw_income may not send', async () => {
    const { transfer } = await admin.call(gatewayTransfer, { account_id: accountId, ...to, amount: 2_500_000 });
    expect(transfer).toMatchObject({ state: 'sent', amount: 2_500_000, maker: 'admin@demo.mn' });
    expect(transfer.bank_reference).toMatch(/^BANK/);
    expect((await expectApiError(income.call(gatewayTransfer, { account_id: accountId, ...to, amount: 100 }))).status).toBe(403);
  });

  it('above the limit it waits for a second person; the maker cannot approve; of 20 approvals at once one pays', async () => {
    const paidBefore = bank.paid.size;
    const { transfer } = await admin.call(gatewayTransfer, { account_id: accountId, ...to, amount: LIMIT + 100 });
    expect(transfer.state).toBe('awaiting_approval');
    expect(bank.paid.size).toBe(paidBefore);
    expect((await expectApiError(admin.call(gatewayApprove, { id: transfer.id }))).status).toBe(403);

    const results = await Promise.allSettled(Array.from({ length: 20 }, () => checker.call(gatewayApprove, { id: transfer.id })));
    const ok = results.filter((r) => r.status === 'fulfilled');
    expect(ok).toHaveLength(1);
    for (const r of results) if (r.status === 'rejected') expect((r.reason as { status: number }).status).toBe(409);
    expect((ok[0] as PromiseFulfilledResult<{ transfer: { state: string; checker: string | null } }>).value.transfer).toMatchObject({ state: 'sent', checker: 'checker@gateway.mn' });
    expect(bank.paid.size).toBe(paidBefore + 1);
    expect([...bank.paid.values()].every((p) => p.calls === 1)).toBe(true);
  });

  it('a rejected transfer never reaches the bank', async () => {
    const paidBefore = bank.paid.size;
    const { transfer } = await admin.call(gatewayTransfer, { account_id: accountId, ...to, amount: LIMIT * 2 });
    const { transfer: rejected } = await checker.call(gatewayReject, { id: transfer.id, reason: 'not on the plan' });
    expect(rejected).toMatchObject({ state: 'rejected', error: 'not on the plan' });
    expect((await expectApiError(checker.call(gatewayApprove, { id: transfer.id }))).status).toBe(409);
    expect(bank.paid.size).toBe(paidBefore);
  });

  it('a bank that does not answer in time leaves the transfer unknown, never resent; the next statement settles it', async () => {
    bank.behaviour.delayMs = 2000;
    try {
      const { transfer } = await admin.call(gatewayTransfer, { account_id: accountId, ...to, amount: 700_000 });
      expect(transfer.state).toBe('unknown');
      const listed = await admin.call(gatewayTransfers, { q: { state_eq: 'unknown' } });
      expect(listed.items.map((t) => t.id)).toContain(transfer.id);
      bank.behaviour.delayMs = 0;
      const imported = await admin.call(gatewayImport, { account_id: accountId });
      expect(imported.settled_transfers).toBe(1);
      const after = (await admin.call(gatewayTransfers, { q: { state_eq: 'sent' } })).items.find((t) => t.id === transfer.id);
      expect(after?.bank_reference).toMatch(/^BANK/);
      const key = (await rows<{ idempotency_key: string }>(sql`select idempotency_key from cgw_transfers where id = ${transfer.id}`))[0]!.idempotency_key;
      expect(bank.paid.get(key)?.calls).toBe(1);
    } finally {
      bank.behaviour.delayMs = 0;
    }
  });

  it('a bank refusal fails the transfer with the bank\'s words', async () => {
    bank.behaviour.refuse = 'insufficient funds';
    try {
      const { transfer } = await admin.call(gatewayTransfer, { account_id: accountId, ...to, amount: 900_000 });
      expect(transfer).toMatchObject({ state: 'failed', error: 'insufficient funds' });
    } finally {
      bank.behaviour.refuse = null;
    }
  });

  it('a refund owed is paid back once and the payment return is completed', async () => {
    const order = await openOrder();
    const [ordered] = await rows<{ id: number }>(sql`select id from orders where number = ${order.number}`);
    const [inserted] = await rows<{ id: number }>(sql`insert into payment_returns (order_id, amount, state, reason)
      values (${ordered!.id}, 330000, 'pending', 'damaged') returning id`);
    const returnId = Number(inserted!.id);
    const owed = await admin.call(gatewayOwedReturns, {});
    expect(owed.items.map((r) => r.id)).toContain(returnId);
    const { transfer } = await admin.call(gatewayPayReturn, { payment_return_id: returnId, account_id: accountId, ...to, description: undefined });
    expect(transfer).toMatchObject({ kind: 'payment_return', amount: 330_000, state: 'sent', order_number: order.number });
    const [ret] = await rows<{ state: string }>(sql`select state from payment_returns where id = ${returnId}`);
    expect(ret!.state).toBe('completed');
    expect((await expectApiError(admin.call(gatewayPayReturn, { payment_return_id: returnId, account_id: accountId, ...to }))).status).toBe(409);
  });

  it('keeps the gateway from those without its roles', async () => {
    const merchant = (await server.login('merchant@demo.mn')).api;
    expect((await expectApiError(merchant.call(gatewayAccounts, {}))).status).toBe(403);
    expect((await expectApiError(income.call(gatewayTransfers, {}))).status).toBe(403);
  });
});

describe('Candy codes and bank actions', () => {
  const candyOf = async (code: string) => (await admin.call(gatewayAccounts, {})).items.flatMap((a) => a.candy_codes).find((c) => c.code === code);

  it('links a Candy code to a branch once: linking it again asks the bank nothing; cgw_income may not', async () => {
    const { candy_code } = await admin.call(gatewayCandyLink, { account_id: accountId, code: 'CANDY-1001', branch: 'Sansar branch' });
    expect(candy_code).toMatchObject({ account_id: accountId, code: 'CANDY-1001', branch: 'Sansar branch', state: 'linked', linked_by: 'admin@demo.mn' });
    expect(candy_code.bank_reference).toMatch(/^CANDY/);
    const again = await checker.call(gatewayCandyLink, { account_id: accountId, code: 'CANDY-1001', branch: 'Sansar branch' });
    expect(again.candy_code.bank_reference).toBe(candy_code.bank_reference);
    expect(bank.candy.get('CANDY-1001')?.calls).toBe(1);
    expect(await candyOf('CANDY-1001')).toMatchObject({ state: 'linked', branch: 'Sansar branch' });
    expect((await expectApiError(income.call(gatewayCandyLink, { account_id: accountId, code: 'CANDY-1002', branch: 'Zaisan' }))).status).toBe(403);
    expect((await expectApiError(admin.call(gatewayCandyLink, { account_id: accountId, code: 'no spaces!', branch: 'Zaisan' }))).status).toBe(400);
  });

  it('a refusal comes in the bank\'s own words and is audited; a timeout leaves the link unknown, and linking again asks under the same key', async () => {
    const [other] = await rows<{ id: number }>(sql`insert into corporate_accounts (bank, account_number, account_name, currency, api_username, api_secret)
      values ('golomt', '7007123456', 'Shop LLC (Golomt)', 'MNT', 'shop', 'secret') returning id`);
    const refused = await expectApiError(admin.call(gatewayCandyLink, { account_id: Number(other!.id), code: 'CANDY-1001', branch: 'Zaisan' }));
    expect(refused).toMatchObject({ status: 422, code: 'bank_refused', message: 'CANDY-1001 код өөр дансанд холбогдсон байна' });
    const [audit] = await rows<{ input: { outcome: string } }>(sql`select input from audit_log where command_id = 'gateway.candy_link' and input->>'outcome' = 'refused'`);
    expect(audit?.input.outcome).toBe('refused');

    bank.behaviour.delayMs = 2000;
    try {
      const late = await expectApiError(admin.call(gatewayCandyLink, { account_id: accountId, code: 'CANDY-2002', branch: 'Zaisan' }));
      expect(late).toMatchObject({ status: 504, code: 'bank_timeout' });
    } finally {
      bank.behaviour.delayMs = 0;
    }
    expect(await candyOf('CANDY-2002')).toMatchObject({ state: 'unknown' });
    const { candy_code } = await admin.call(gatewayCandyLink, { account_id: accountId, code: 'CANDY-2002', branch: 'Zaisan' });
    expect(candy_code.state).toBe('linked');
    const [kept] = await rows<{ idempotency_key: string }>(sql`select idempotency_key from cgw_candy_codes where code = 'CANDY-2002'`);
    expect(bank.candy.get('CANDY-2002')).toMatchObject({ key: kept!.idempotency_key, calls: 2 });

    bank.behaviour.refuse = 'Салбарын код буруу';
    try {
      expect(await expectApiError(admin.call(gatewayCandyLink, { account_id: accountId, code: 'CANDY-3003', branch: 'Nowhere' }))).toMatchObject({ status: 422, message: 'Салбарын код буруу' });
    } finally {
      bank.behaviour.refuse = null;
    }
    expect(await candyOf('CANDY-3003')).toMatchObject({ state: 'refused', error: 'Салбарын код буруу' });
  });

  it('runs an action the adapter declares; an unknown one is refused with 400 before the bank hears of it', async () => {
    const { items } = await admin.call(gatewayAccounts, {});
    expect(items.find((a) => a.id === accountId)?.actions).toEqual(['refresh_balance', 'request_statement', 'close_pending_transfer']);
    expect(await checker.call(gatewayCallAction, { account_id: accountId, action: 'refresh_balance' })).toMatchObject({ action: 'refresh_balance', message: 'balance refreshed' });
    const asked = bank.actions.size;
    const unknown = await expectApiError(admin.call(gatewayCallAction, { account_id: accountId, action: 'print_money' }));
    expect(unknown.status).toBe(400);
    expect(bank.actions.size).toBe(asked);
    const words = await expectApiError(admin.call(gatewayCallAction, { account_id: accountId, action: 'close_pending_transfer' }));
    expect(words).toMatchObject({ status: 422, message: 'Хаах шилжүүлгийн лавлах дугаар алга' });
    expect((await expectApiError(income.call(gatewayCallAction, { account_id: accountId, action: 'refresh_balance' }))).status).toBe(403);
  });

  it('an action retried with the same Idempotency-Key after a timeout is done once by the bank', async () => {
    bank.behaviour.delayMs = 2000;
    try {
      const late = await expectApiError(admin.call(gatewayCallAction, { account_id: accountId, action: 'close_pending_transfer', reference: 'BANK7' }, { idempotencyKey: 'close-bank7' }));
      expect(late.status).toBe(504);
    } finally {
      bank.behaviour.delayMs = 0;
    }
    const done = await admin.call(gatewayCallAction, { account_id: accountId, action: 'close_pending_transfer', reference: 'BANK7' }, { idempotencyKey: 'close-bank7' });
    expect(done.message).toBe('transfer BANK7 closed');
    const asked = [...bank.actions.values()].filter((a) => a.action === 'close_pending_transfer');
    expect(asked).toHaveLength(1);
    expect(asked[0]).toMatchObject({ calls: 2, reference: done.reference });
  });
});

describe('scheduled statement import', () => {
  const job = async (id: number) => (await rows<{ status: string; kind: string; processed: number; total: number; message: string | null }>(sql`select status, kind, processed, total, message from jobs where id = ${id}`))[0]!;

  it('an account due is imported by a job of the jobs kit, one at a time, each line once', async () => {
    const services = server.app.services;
    await rows(sql`update corporate_accounts set import_every_minutes = 0 where id <> ${accountId}`);
    await rows(sql`update corporate_accounts set import_every_minutes = 1, next_import_at = null where id = ${accountId}`);
    bank.addLines(ACCOUNT, [
      { id: 'S-1', direction: 'in', amount: '1000.00', description: 'scheduled one', posted_at: day() },
      { id: 'S-2', direction: 'in', amount: '2000.00', description: 'scheduled two', posted_at: day() },
    ]);
    // two looks at once (two instances): one job
    const made = (await Promise.all([services.statementScheduler.due(services), services.statementScheduler.due(services)])).flat();
    expect(made).toHaveLength(1);
    await expect.poll(async () => (await job(made[0]!)).status, { timeout: 20_000 }).toBe('done');
    const ran = await job(made[0]!);
    expect(ran).toMatchObject({ kind: 'cgw_import', message: null });
    expect(ran.processed).toBe(ran.total);
    expect(ran.total).toBeGreaterThanOrEqual(2);
    const [count] = await rows<{ n: number }>(sql`select count(*)::int as n from cgw_transactions where account_id = ${accountId} and bank_txn_id in ('S-1', 'S-2')`);
    expect(count!.n).toBe(2);
    const [account] = await rows<{ next: string }>(sql`select next_import_at as next from corporate_accounts where id = ${accountId}`);
    expect(new Date(account!.next).getTime()).toBeGreaterThan(Date.now());
    // not due again before its minute; due, it adds nothing it had
    expect(await services.statementScheduler.due(services)).toEqual([]);
    await rows(sql`update corporate_accounts set next_import_at = now() - interval '1 second' where id = ${accountId}`);
    const [again] = await services.statementScheduler.due(services);
    await expect.poll(async () => (await job(again!)).status, { timeout: 20_000 }).toBe('done');
    const [after] = await rows<{ n: number }>(sql`select count(*)::int as n from cgw_transactions where account_id = ${accountId} and bank_txn_id in ('S-1', 'S-2')`);
    expect(after!.n).toBe(2);
    const [audit] = await rows<{ input: { imported: number } }>(sql`select input from audit_log where command_id = 'gateway.import_job' order by id desc limit 1`);
    expect(audit!.input.imported).toBe(0);
  });

  it('no second job for an account while one is queued or running', async () => {
    const services = server.app.services;
    const [held] = await rows<{ id: number }>(sql`insert into jobs (kind, status, user_id, file_name, payload)
      values ('cgw_import', 'running', (select id from users where email = 'admin@demo.mn'), 'held', ${JSON.stringify({ account_id: accountId })}::jsonb) returning id`);
    try {
      await rows(sql`update corporate_accounts set next_import_at = null where id = ${accountId}`);
      expect(await services.statementScheduler.due(services)).toEqual([]);
    } finally {
      await rows(sql`update jobs set status = 'failed' where id = ${held!.id}`);
    }
  });

  it('the bank\'s transaction id is unique per account', async () => {
    const [index] = await rows<{ def: string }>(sql`select indexdef as def from pg_indexes where indexname = 'cgw_transactions_bank_txn_key'`);
    expect(index!.def).toMatch(/UNIQUE INDEX .*\(account_id, bank_txn_id\)/);
  });
});
