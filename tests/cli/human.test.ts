import { readFileSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApiClient } from '../../src/shared/api/client.js';
import { get, list } from '../../src/shared/commands/orders/orders.js';
import { storeCredits } from '../../src/shared/commands/users.js';
import { formatDate, formatMoney } from '../../src/shared/i18n/format.js';
import { EXIT } from '../../src/cli/exit.js';
import { startServer, type TestServer } from '../helpers/server.js';
import { makeBo, type Bo } from './helpers.js';

let server: TestServer;
let bo: Bo;
let admin: ApiClient;

beforeAll(async () => {
  server = await startServer();
  bo = makeBo(server.url);
  admin = (await server.login('admin@demo.mn')).api;
  expect((await bo.login('admin@demo.mn')).code).toBe(0);
}, 180_000);
afterAll(async () => {
  bo?.cleanup();
  await server?.close();
});

/** The words of one shell command as sh would split them (single and double quotes). */
function shellWords(line: string): string[] {
  const words: string[] = [];
  let word: string | null = null;
  for (let i = 0; i < line.length; i++) {
    const ch = line[i]!;
    if (ch === "'" || ch === '"') {
      const end = line.indexOf(ch, i + 1);
      word = (word ?? '') + line.slice(i + 1, end);
      i = end;
    } else if (/\s/.test(ch)) {
      if (word !== null) words.push(word);
      word = null;
    } else word = (word ?? '') + ch;
  }
  if (word !== null) words.push(word);
  return words;
}

/** The `bo …` commands of the README's bo section, in order, without their comments. */
function readmeExamples(): string[][] {
  const readme = readFileSync(new URL('../../README.md', import.meta.url), 'utf8');
  const section = readme.slice(readme.indexOf('## `bo`, the terminal twin'));
  const block = section.slice(section.indexOf('```sh') + 5, section.indexOf('```', section.indexOf('```sh') + 5));
  return block.split('\n').flatMap((line) => line.replace(/\s+#.*$/, '').split(';')).map((c) => shellWords(c.trim())).filter((w) => w[0] === 'bo');
}

describe('the README', () => {
  it('every bo example works against the demo data (files and the sign-in aside), and the phone finds its customer and orders', async () => {
    const examples = readmeExamples();
    expect(examples.length).toBeGreaterThan(10);
    const ran: string[] = [];
    for (const words of examples) {
      const args = words.slice(1);
      // sign-in is the helper's; files are the batch tests'; bare bo is the palette, completion a script
      if (!args.length || ['login', 'completion'].includes(args[0]!) || args.includes('--file')) continue;
      const r = await bo.run(args);
      expect(r.code, `${words.join(' ')}\n${r.stderr}`).toBe(0);
      // every example prints something (bo use says what it chose on stderr); a search finds
      if (args[0] !== 'use') expect(r.stdout.trim(), words.join(' ')).not.toBe('');
      ran.push(args.join(' '));
    }
    expect(ran.some((a) => /^users search \d{8}/.test(a))).toBe(true);
    // the ids and the phone the README names are those of its customer in the demo data
    const shown = examples.find((w) => w[1] === 'users' && w[2] === 'show')![3]!;
    expect(JSON.parse((await bo.run(['users', 'show', shown, '--json'])).stdout)).toMatchObject({ user: { email: 'customer1@example.mn' } });
    const phone = examples.find((w) => w[1] === 'users' && w[2] === 'search')![3]!;
    const found = await bo.run(['orders', 'list', phone, '--json', 'phone,receiver_phone']);
    expect((JSON.parse(found.stdout) as unknown[]).length).toBeGreaterThan(0);
    // some twenty bo processes one after another: more than the default half minute on a busy machine
  }, 120_000);
});

describe('bo verbs answer to their synonyms', () => {
  it('orders get is orders show, ls is list; --help lists the synonyms', async () => {
    const [row] = (await admin.call(list, { per_page: 1 })).items;
    const shown = await bo.run(['orders', 'show', row!.number, '--json']);
    const got = await bo.run(['orders', 'get', row!.number, '--json']);
    expect(got.code, got.stderr).toBe(0);
    expect(got.stdout).toBe(shown.stdout);
    const ls = await bo.run(['orders', 'ls', '--per-page', '2', '--json', 'number']);
    expect(ls.code, ls.stderr).toBe(0);
    expect(JSON.parse(ls.stdout)).toHaveLength(2);
    const group = await bo.run(['orders', '--help']);
    expect(group.stdout).toMatch(/show\|get/);
    expect(group.stdout).toMatch(/list\|ls/);
    expect((await bo.run(['orders', 'get', '--help'])).stdout).toContain('Also: bo orders get');
    // a group using delete gets remove and rm; create answers to new
    expect((await bo.run(['brands', '--help'])).stdout).toMatch(/delete\|remove\|rm/);
    expect((await bo.run(['products', '--help'])).stdout).toMatch(/create\|new/);
  });
});

describe('bo output for people', () => {
  it('orders list: the curated columns, money in ₮, times in Ulaanbaatar time, how much is shown; --columns; --json and --csv raw', async () => {
    const expected = await admin.call(list, { per_page: 5, q: { state_eq: 'complete' } });
    const r = await bo.run(['orders', 'list', '--state-eq', 'complete', '--per-page', '5']);
    expect(r.code, r.stderr).toBe(0);
    const lines = r.stdout.trim().split('\n').map((l) => l.split('\t'));
    expect(lines).toEqual(expected.items.map((o) => [o.number, o.state, o.payment_state, o.shipment_state ?? '', formatMoney(o.total), formatDate(o.completed_at)]));
    expect(r.stderr).toContain(`showing 5 of ${expected.total.toLocaleString('en-US')}, --page 2 for more`);
    expect(r.stderr).not.toMatch(/in all/);

    const cols = await bo.run(['orders', 'list', '--state-eq', 'complete', '--per-page', '5', '--columns', 'number,item_total,created_at']);
    expect(cols.stdout.trim().split('\n').map((l) => l.split('\t'))).toEqual(
      expected.items.map((o) => [o.number, formatMoney(o.item_total), formatDate(o.created_at)]));

    const json = JSON.parse((await bo.run(['orders', 'list', '--state-eq', 'complete', '--per-page', '5', '--json'])).stdout) as typeof expected;
    expect(json.items[0]!.total).toBe(expected.items[0]!.total);
    expect(json.items[0]!.completed_at).toBe(expected.items[0]!.completed_at);
    const csv = await bo.run(['orders', 'list', '--state-eq', 'complete', '--per-page', '5', '--csv']);
    expect(csv.stdout).toContain(`,${expected.items[0]!.total},`);
    expect(csv.stdout).not.toContain('₮');

    const last = await bo.run(['orders', 'list', '--state-eq', 'complete', '--per-page', '5', '--page', String(Math.ceil(expected.total / 5))]);
    expect(last.stderr).toMatch(/^showing [\d,]+–[\d,]+ of [\d,]+\n$/);
  });
});

describe('bo money inputs in ₮', () => {
  it('a store credit amount typed as 12,500.50 is ₮12,500.50; no amount is a usage error naming the flag', async () => {
    const ok = await bo.run(['users', 'store-credit-create', '18', '--amount', '12,500.50', '--category', 'gift', '--json']);
    expect(ok.code, ok.stderr).toBe(0);
    expect((JSON.parse(ok.stdout) as { store_credit: { amount: number } }).store_credit.amount).toBe(1_250_050);
    expect((await admin.call(storeCredits, { id: 18, per_page: 100 })).items.some((c) => c.amount === 1_250_050)).toBe(true);

    const bad = await bo.run(['users', 'store-credit-create', '18', '--amount', 'abc', '--category', 'gift']);
    expect(bad.code).toBe(EXIT.usage);
    expect(bad.stderr).toContain('--amount must be an amount in ₮ like 12,500 or 12,500.50');
    expect(bad.stderr).not.toMatch(/expected number|NaN/);
    expect((await bo.run(['users', 'store-credit-create', '--help'])).stdout).toMatch(/--amount <value>\s+in ₮/);
  });

  it('a price rule by amount is ₮, by percent a plain number; --dry-run previews; --help shows an example; bo api bodies stay möngö', async () => {
    const rule = (value: string | number, by: string) => JSON.stringify({ q: { brand_id_eq: 3 }, op: 'raise', by, value });
    const amount = await bo.run(['products', 'price-update', '--rule', rule('1,500', 'amount'), '--dry-run', '--json']);
    expect(amount.code, amount.stderr).toBe(0);
    const answer = JSON.parse(amount.stdout) as { dry_run: boolean; results: { changes: { price?: [number, number] } }[] };
    expect(answer.dry_run).toBe(true);
    const [before, after] = answer.results[0]!.changes.price!;
    expect(after - before).toBe(150_000);
    const percent = JSON.parse((await bo.run(['products', 'price-update', '--rule', rule(10, 'percent'), '--dry-run', '--json'])).stdout) as typeof answer;
    const [b2, a2] = percent.results[0]!.changes.price!;
    expect(Math.abs(a2 - Math.round(b2 * 1.1))).toBeLessThanOrEqual(100);

    const help = (await bo.run(['products', 'price-update', '--help'])).stdout.replace(/\s+/g, ' ');
    expect(help).toContain(`--rule '{"q":{"brand_id_eq":3},"op":"raise","by":"amount","value":"1,500"}'`);
    expect((await bo.run(['api', '--help'])).stdout.replace(/\s+/g, ' ')).toMatch(/money in it is in möngö/);
    // a command without a preview of its own refuses --dry-run without --file rather than running
    const refused = await bo.run(['users', 'store-credit-create', '18', '--amount', '1', '--category', 'gift', '--dry-run']);
    expect(refused.code).toBe(EXIT.usage);
  });
});

/** A port nothing listens on. */
async function closedPort(): Promise<number> {
  const s = createServer();
  await new Promise<void>((r) => s.listen(0, '127.0.0.1', () => r()));
  const { port } = s.address() as { port: number };
  await new Promise((r) => s.close(r));
  return port;
}

describe('bo errors say what to do', () => {
  it('no server, a bad number, an expired token, a forbidden call: sentences with the fix, no internals', async () => {
    const url = `http://127.0.0.1:${await closedPort()}`;
    const down = await bo.run(['orders', 'list'], { env: { BO_API_URL: url } });
    expect(down.code).toBe(EXIT.failed);
    expect(down.stderr).toContain(`cannot reach ${url}: is the server running? (bo login --url`);
    expect(down.stderr).not.toMatch(/fetch failed|ECONNREFUSED|at \w+ \(/);

    const nan = await bo.run(['orders', 'list', '--per-page', 'many']);
    expect(nan.code).toBe(EXIT.usage);
    expect(nan.stderr).toContain('--per-page must be a number like 2');
    expect(nan.stderr).not.toMatch(/expected number|received/);

    const expired = await bo.run(['orders', 'list'], { env: { BO_TOKEN: 'not-a-token' } });
    expect(expired.code).toBe(EXIT.unauthorized);
    expect(expired.stderr).toContain('sign in again with bo login');

    const { token } = await server.login('catalog@demo.mn');
    const forbidden = await bo.run(['orders', 'list'], { env: { BO_TOKEN: token } });
    expect(forbidden.code).toBe(EXIT.forbidden);
    expect(forbidden.stderr).toContain('your roles do not allow this');
  });
});

describe('bo orders approve asks like cancel', () => {
  it('without a terminal it needs --yes, and approves with it', async () => {
    const [waiting] = (await admin.call(list, { per_page: 1, q: { state_eq: 'complete', approved_eq: false } })).items;
    const refused = await bo.run(['orders', 'approve', waiting!.number]);
    expect(refused.code).toBe(EXIT.usage);
    expect(refused.stderr).toContain('add --yes');
    expect(refused.stderr).toContain('the customer is sent an SMS and an email');
    expect((await admin.call(get, { number: waiting!.number })).order.approved).toBe(false);
    const done = await bo.run(['orders', 'approve', waiting!.number, '--yes', '--json', 'number']);
    expect(done.code, done.stderr).toBe(0);
    expect((await admin.call(get, { number: waiting!.number })).order.approved).toBe(true);
  });
});

describe('bo --file rows of a command run once per row', () => {
  it('read their money columns in ₮ too', async () => {
    const file = join(bo.dir, 'credits.csv');
    writeFileSync(file, 'id,amount,category\n18,"2,000",gift\n');
    const r = await bo.run(['users', 'store-credit-create', '--file', file, '--yes']);
    expect(r.code, r.stderr).toBe(0);
    expect((await admin.call(storeCredits, { id: 18, per_page: 100 })).items.some((c) => c.amount === 200_000)).toBe(true);
  });
});
