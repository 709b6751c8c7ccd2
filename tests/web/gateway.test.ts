/// <reference lib="dom" />
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../../src/server/db/rows.js';
import { startWeb, type WebHarness } from '../helpers/browser.js';
import { startFakeBank } from '../helpers/fake-bank.js';

let web: WebHarness;
let accountId: number;
let bank: Awaited<ReturnType<typeof startFakeBank>>;
beforeAll(async () => {
  web = await startWeb();
  bank = await startFakeBank();
  web.server.app.services.config.bank.urls['*'] = bank.url;
  accountId = Number(rowsOf<{ id: number }>(await web.server.app.services.database.db.execute(sql`insert into corporate_accounts
    (bank, account_number, account_name, currency) values ('khan', '5005999888', 'Shop LLC', 'MNT') returning id`))[0]!.id);
}, 600_000);
afterAll(async () => { await web?.close(); await bank?.close(); }, 120_000);

const db = () => web.server.app.services.database.db;

describe('corporate gateway', () => {
  for (const language of ['en', 'mn'] as const) {
    it(`an unmatched incoming transfer is matched to an order from the keyboard (${language})`, async () => {
      const [order] = rowsOf<{ number: string }>(await db().execute(sql`select number from orders where state = 'complete' order by id desc offset ${language === 'en' ? 3 : 4} limit 1`));
      const [line] = rowsOf<{ id: number }>(await db().execute(sql`insert into cgw_transactions (account_id, bank_txn_id, direction, amount, description, counterparty, posted_at)
        values (${accountId}, ${`W-${language}`}, 'in', 1250000, 'for my sofa', 'Bold Bat', now()) returning id`));
      const page = await web.page('admin@demo.mn', '/corporate_gateway', { language });
      const queue = page.getByTestId('gateway-queue');
      await queue.getByText('for my sofa').first().waitFor();
      await page.screenshot({ path: `/tmp/gateway-${language}.png`, fullPage: true });

      await page.goto(`/corporate_gateway/${accountId}/${line!.id}`);
      const input = page.getByTestId('gateway-order-input');
      await expect.poll(() => input.evaluate((el) => el === document.activeElement)).toBe(true);
      await page.keyboard.type(order!.number);
      await page.keyboard.press('Enter');
      await expect.poll(() => page.getByTestId('gateway-order').textContent()).toContain(order!.number);
      await page.screenshot({ path: `/tmp/gateway-line-${language}.png`, fullPage: true });
      const [stored] = rowsOf<{ order_id: number | null }>(await db().execute(sql`select order_id from cgw_transactions where id = ${line!.id}`));
      expect(stored!.order_id).not.toBeNull();

      // the account's panel at the bank: c links a Candy code to a branch from the keyboard
      await page.goto(`/corporate_gateway/${accountId}`);
      await page.getByTestId('gateway-bank').waitFor();
      await page.keyboard.press('c');
      await page.getByTestId('gateway-candy-form').locator('input').first().waitFor();
      await page.keyboard.type(`CANDY-${language}`);
      await page.keyboard.press('Tab');
      await page.keyboard.type('Sansar');
      await page.keyboard.press('Enter');
      await expect.poll(() => page.getByTestId('gateway-candy-codes').textContent()).toContain(`CANDY-${language}`);

      await page.goto('/corporate_gateway/payment_returns');
      await page.getByTestId('gateway-transfers').waitFor();
      await page.keyboard.press('n');
      await page.getByTestId('gateway-transfer-form').waitFor();
      await page.screenshot({ path: `/tmp/gateway-returns-${language}.png`, fullPage: true });
      await page.close();
    });
  }
});
