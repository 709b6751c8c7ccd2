import { BANK_ACTIONS } from '../../../shared/commands/gateway.js';
import { AppError } from '../../errors.js';
import type { Config } from '../../config.js';

/**
 * What the gateway asks of a bank. Mongolian banks' corporate APIs differ; each is an adapter of
 * this interface. The one built in speaks a plain JSON protocol (below), which a bank's own API is
 * put behind, and which the tests' fake bank speaks (tests/helpers/fake-bank.ts).
 *
 *   GET  /accounts/{account}/statement?from=ISO   → { transactions: [{ id, direction, amount, description,
 *                                                     counterparty, counterparty_account, reference, invoice, posted_at }] }
 *   GET  /account-name?bank=…&account=…            → { name } (404: no such account)
 *   POST /accounts/{account}/transfers              Idempotency-Key header; { to_bank, to_account, to_name, amount, description }
 *                                                  → { reference } (the same answer for the same key); 4xx { error }: refused
 *   POST /accounts/{account}/candy-codes            Idempotency-Key header; { code, branch } → { reference }; 4xx { error }: refused
 *   POST /accounts/{account}/actions/{action}       Idempotency-Key header; { reference? } → { message, reference }; 4xx { error }: refused
 *
 * Amounts cross the wire in ₮ with two decimals, as banks write them; the console keeps möngö.
 */
export interface BankAccount { bank: string; accountNumber: string; apiUsername: string; apiSecret: string }
export interface BankLine {
  id: string; direction: 'in' | 'out'; amount: number; description: string; counterparty: string; counterpartyAccount: string;
  reference: string; invoice: string | null; postedAt: Date;
}
export interface TransferOrder { toBank: string; toAccount: string; toName: string; amount: number; description: string }
/** A transfer's end as the bank said it, or `unknown` when no answer came (a timeout, a dropped line). */
export type TransferOutcome = { state: 'sent'; reference: string } | { state: 'failed'; error: string } | { state: 'unknown'; error: string };

/** How a call that asks the bank to do something ended: done, refused in the bank's words, or no answer. */
export type BankOutcome = { state: 'done'; reference: string; message: string } | { state: 'refused'; error: string } | { state: 'unknown'; error: string };

export interface BankAdapter {
  /** The bank-side actions call_action may ask of this bank; anything else is refused before the bank is called. */
  readonly actions: readonly string[];
  linkCandyCode(account: BankAccount, link: { code: string; branch: string }, idempotencyKey: string): Promise<BankOutcome>;
  callAction(account: BankAccount, action: string, params: { reference?: string | undefined }, idempotencyKey: string): Promise<BankOutcome>;
  statement(account: BankAccount, from: Date | null): Promise<BankLine[]>;
  accountName(account: BankAccount, bank: string, number: string): Promise<string | null>;
  transfer(account: BankAccount, order: TransferOrder, idempotencyKey: string): Promise<TransferOutcome>;
}

const toMongo = (tugrik: unknown) => Math.round(Number(tugrik) * 100);

/** Whether the shop's configuration names an endpoint for this bank (the demo names none). */
export const hasEndpoint = (config: Config, bank: string): boolean => !!(config.bank.urls[bank] ?? config.bank.urls['*']);

/** The bank's endpoint for this account, or 503 naming the setting. */
function endpoint(config: Config, bank: string): string {
  const url = config.bank.urls[bank] ?? config.bank.urls['*'];
  if (!url) throw new AppError(503, 'bank_not_configured', `No endpoint for the bank "${bank}": set BO_BANK_URLS`);
  return url;
}

export function jsonBank(config: Config): BankAdapter {
  const call = async (account: BankAccount, path: string, init: RequestInit = {}) => {
    const auth = Buffer.from(`${account.apiUsername}:${account.apiSecret}`).toString('base64');
    return fetch(`${endpoint(config, account.bank)}${path}`, {
      ...init,
      headers: { authorization: `Basic ${auth}`, 'content-type': 'application/json', ...(init.headers as Record<string, string> | undefined) },
      signal: AbortSignal.timeout(config.bank.timeoutMs),
    });
  };
  const refused = (status: number, body: unknown) =>
    new AppError(502, 'bank_refused', `The bank answered ${status}${typeof body === 'object' && body && 'error' in body ? `: ${String((body as { error: unknown }).error)}` : ''}`);

  /** A POST that asks the bank to act: its answer, its refusal in its own words, or unknown when none came. */
  async function act(account: BankAccount, path: string, body: object, idempotencyKey: string): Promise<BankOutcome> {
    // a bank with no endpoint was never asked: a 503 saying so, not an outcome left unknown
    endpoint(config, account.bank);
    let res: Response;
    try {
      res = await call(account, path, { method: 'POST', headers: { 'idempotency-key': idempotencyKey }, body: JSON.stringify(body) });
    } catch (e) {
      return { state: 'unknown', error: e instanceof Error && e.name === 'TimeoutError' ? `no answer within ${config.bank.timeoutMs} ms` : e instanceof Error ? e.message : String(e) };
    }
    const answer = (await res.json().catch(() => null)) as { reference?: unknown; message?: unknown; error?: unknown } | null;
    if (res.ok) return { state: 'done', reference: String(answer?.reference ?? ''), message: String(answer?.message ?? '') };
    if (res.status >= 400 && res.status < 500) return { state: 'refused', error: String(answer?.error ?? `refused (${res.status})`) };
    return { state: 'unknown', error: `the bank answered ${res.status}` };
  }

  return {
    actions: BANK_ACTIONS,

    linkCandyCode(account, link, key) {
      return act(account, `/accounts/${encodeURIComponent(account.accountNumber)}/candy-codes`, { code: link.code, branch: link.branch }, key);
    },

    callAction(account, action, params, key) {
      return act(account, `/accounts/${encodeURIComponent(account.accountNumber)}/actions/${encodeURIComponent(action)}`, params, key);
    },

    async statement(account, from) {
      const res = await call(account, `/accounts/${encodeURIComponent(account.accountNumber)}/statement${from ? `?from=${encodeURIComponent(from.toISOString())}` : ''}`);
      const body = (await res.json().catch(() => null)) as { transactions?: Record<string, unknown>[] } | null;
      if (!res.ok || !Array.isArray(body?.transactions)) throw refused(res.status, body);
      return body.transactions.map((t) => ({
        id: String(t.id), direction: t.direction === 'out' ? 'out' : 'in', amount: toMongo(t.amount), description: String(t.description ?? ''),
        counterparty: String(t.counterparty ?? ''), counterpartyAccount: String(t.counterparty_account ?? ''), reference: String(t.reference ?? ''),
        invoice: t.invoice ? String(t.invoice) : null, postedAt: new Date(String(t.posted_at)),
      }));
    },

    async accountName(account, bank, number) {
      const res = await call(account, `/account-name?bank=${encodeURIComponent(bank)}&account=${encodeURIComponent(number)}`);
      if (res.status === 404) return null;
      const body = (await res.json().catch(() => null)) as { name?: unknown } | null;
      if (!res.ok || typeof body?.name !== 'string') throw refused(res.status, body);
      return body.name;
    },

    async transfer(account, order, idempotencyKey) {
      // no endpoint, nothing sent: refused as such, never a transfer of unknown fate
      endpoint(config, account.bank);
      let res: Response;
      try {
        res = await call(account, `/accounts/${encodeURIComponent(account.accountNumber)}/transfers`, {
          method: 'POST', headers: { 'idempotency-key': idempotencyKey },
          body: JSON.stringify({ to_bank: order.toBank, to_account: order.toAccount, to_name: order.toName, amount: (order.amount / 100).toFixed(2), description: order.description }),
        });
      } catch (e) {
        // no answer: the money may or may not have left; only the statement will say
        return { state: 'unknown', error: e instanceof Error ? e.message : String(e) };
      }
      const body = (await res.json().catch(() => null)) as { reference?: unknown; error?: unknown } | null;
      if (res.ok && typeof body?.reference === 'string') return { state: 'sent', reference: body.reference };
      if (res.status >= 400 && res.status < 500) return { state: 'failed', error: String(body?.error ?? `refused (${res.status})`) };
      return { state: 'unknown', error: `the bank answered ${res.status}` };
    },
  };
}
