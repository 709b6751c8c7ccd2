import type { Command } from 'commander';
import { describe, expect, it } from 'vitest';
import type { Ctx } from '../../src/cli/context.js';
import { EXIT } from '../../src/cli/exit.js';
import { deriveManifest } from '../../src/cli/manifest/derive.js';
import { humanRow, render } from '../../src/cli/output/format.js';
import { buildProgram, SYNONYMS } from '../../src/cli/program.js';
import { pagingLine } from '../../src/cli/run/entry.js';
import { moneyToMongo } from '../../src/cli/run/money.js';
import { fromApiError, openSession } from '../../src/cli/session.js';
import { ApiError } from '../../src/shared/api/errors.js';
import { catalogue } from '../../src/shared/commands/index.js';
import { formatMoney } from '../../src/shared/i18n/format.js';
import { isMoneyField } from '../../src/shared/money.js';

const manifest = deriveManifest(catalogue);
const byId = (id: string) => manifest.commands.find((c) => c.id === id)!;

describe('bo paging line', () => {
  it('says how much is shown and how to get more; a capped count is "more than", never "in all"', () => {
    const items = (n: number) => Array.from({ length: n }, (_, i) => ({ id: i }));
    expect(pagingLine({ items: items(40), page: 1, per_page: 40, total: 45 })).toBe('showing 40 of 45, --page 2 for more');
    expect(pagingLine({ items: items(5), page: 2, per_page: 40, total: 45 })).toBe('showing 41–45 of 45');
    const capped = pagingLine({ items: items(10), page: 1, per_page: 10, total: 1000, total_capped: true })!;
    expect(capped).toBe('showing 10 of more than 1,000, --page 2 for more');
    expect(pagingLine({ items: items(10), page: 100, per_page: 10, total: 1000, total_capped: true, has_more: true })).toBe('showing 991–1,000 of more than 1,000, --page 101 for more');
    // the last page of a capped list: the server counted exactly, nothing remains
    expect(pagingLine({ items: items(7), page: 2001, per_page: 10, total: 20_007, total_capped: false, has_more: false })).toBe('showing 20,001–20,007 of 20,007');
    expect(pagingLine({ items: [], page: 1, per_page: 10, total: 0 })).toBe('nothing found');
  });
});

describe('bo errors', () => {
  it('each class of failure is a sentence with the fix', () => {
    expect(fromApiError(new ApiError(0, 'timeout', 'The operation was aborted due to timeout')).message).toMatch(/did not answer in time: try again/);
    const net = fromApiError(new ApiError(0, 'network', 'fetch failed'));
    expect(net.message).toMatch(/^cannot reach .*: is the server running\?/);
    expect(net.message).not.toContain('fetch failed');
    const slow = fromApiError(new ApiError(429, 'rate_limited', 'Too many attempts: wait 8 s, then try again'));
    expect(slow.message).toBe('Too many attempts: wait 8 s, then try again');
    const failed = fromApiError(new ApiError(503, 'http_error', 'Service Unavailable'));
    expect(failed.message).toBe('the server failed (503): try again in a moment; if it keeps failing, tell an admin');
    expect(failed.code).toBe(EXIT.failed);
    expect(fromApiError(new ApiError(403, 'forbidden', 'Forbidden')).code).toBe(EXIT.forbidden);
    const invalid = fromApiError(new ApiError(400, 'validation_failed', 'Invalid input', {
      amount: 'Invalid input: expected number, received NaN', category: 'Invalid option: expected one of "gift"|"refund"', memo: 'Too big: expected string to have <=500 characters',
    }), byId('user.store_credit_create'));
    expect(invalid.message).toContain('--amount must be a number like 42');
    expect(invalid.message).toContain('--category must be one of: gift, refund');
    expect(invalid.message).toContain('--memo must have at most 500 characters');
    expect(invalid.message).not.toMatch(/expected|received/);
    expect(fromApiError(new TypeError('x is not a function')).message).toMatch(/^bo failed: .*BO_DEBUG=1/);
  });
});

describe('bo money', () => {
  it('every number input named as money, flag or filter, is declared in its command\'s money, so bo takes it in ₮', () => {
    const missing: string[] = [];
    for (const c of manifest.commands) {
      for (const f of c.flags) {
        const field = f.path[f.path.length - 1]!.replace(/_(eq|gteq|lteq|gt|lt)$/, '');
        if (f.kind !== 'number' || !isMoneyField(field)) continue;
        if (!c.money?.some((m) => m.path.join('.') === f.path.join('.'))) missing.push(`${c.id} ${f.path.join('.')}`);
      }
    }
    expect(missing).toEqual([]);
  });

  it('₮ as people write it becomes möngö; a rule\'s percent stays a number', () => {
    const input = { rule: { op: 'raise', by: 'amount', value: '₮12,500.50' } };
    moneyToMongo(byId('product.mass_update'), input);
    expect(input.rule.value).toBe(1_250_050);
    const percent = { rule: { op: 'raise', by: 'percent', value: 10 } };
    moneyToMongo(byId('product.mass_update'), percent);
    expect(percent.rule.value).toBe(10);
    expect(() => moneyToMongo(byId('product.mass_update'), { rule: { by: 'amount', value: '1,5' } })).toThrow('--rule value must be an amount in ₮');
  });

  it('records read by people: money fields in ₮ and times in Ulaanbaatar time; other numbers and plain dates as they are', () => {
    expect(byId('order.list').outputMoney).toEqual(expect.arrayContaining(['total', 'item_total']));
    expect(byId('product.mass_update').outputMoney ?? []).not.toContain('total');
    expect(humanRow({ total: 123_450_050, item_count: 3, completed_at: '2026-01-31T20:30:00.000Z', birthday: '1990-05-01' }, ['total']))
      .toEqual({ total: formatMoney(123_450_050), item_count: 3, completed_at: '2026/02/01 04:30', birthday: '1990-05-01' });
  });
});

describe('bo table on a terminal', () => {
  it('shows the command\'s columns with money in ₮ and Ulaanbaatar times; --json keeps the raw values', async () => {
    const answer = { items: [{ number: 'R100000008', state: 'complete', payment_state: 'paid', shipment_state: 'shipped', total: 3_113_000, completed_at: '2026-08-28T15:04:00Z', phone: '88179558' }], page: 1, per_page: 10, total: 1 };
    const c = byId('order.list');
    const table = await render(answer, { format: 'table', color: false, width: 120, columns: [...c.columns!], money: c.outputMoney! });
    expect(table).toMatch(/number .*state .*payment_state .*shipment_state .*total .*completed_at/);
    expect(table).toContain('₮31,130');
    expect(table).toContain('2026/08/28 23:04');
    expect(table).not.toContain('88179558');
    const json = await render(answer, { format: 'json', color: false, money: c.outputMoney! });
    expect(JSON.parse(json)).toEqual(answer);
  });
});

describe('bo synonyms', () => {
  it('every group answers to the synonyms of its verbs that it does not use for another verb', () => {
    const ctx: Ctx = { manifest, session: openSession('units', {}), viewer: undefined, locale: 'en', showAll: true };
    const program = buildProgram(ctx);
    const groups: Command[] = [];
    const walk = (c: Command) => {
      if (c.commands.length) groups.push(c);
      c.commands.forEach(walk);
    };
    walk(program);
    let checked = 0;
    for (const group of groups) {
      const names = group.commands.map((c) => c.name());
      for (const cmd of group.commands) {
        const words = SYNONYMS.find((s) => s.includes(cmd.name()));
        for (const w of words ?? []) {
          if (w === cmd.name() || names.includes(w)) continue;
          const owner = group.commands.find((c) => c.aliases().includes(w));
          expect(owner, `${group.name()} ${w}`).toBeDefined();
          checked += 1;
        }
      }
    }
    expect(checked).toBeGreaterThan(20);
    const orders = program.commands.find((c) => c.name() === 'orders')!;
    expect(orders.commands.find((c) => c.aliases().includes('get'))?.name()).toBe('show');
  });
});
