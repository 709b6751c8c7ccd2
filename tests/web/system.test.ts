/// <reference lib="dom" />
// Issue 14: the System settings' hand-written screens, main path each: the /system index filters as
// one types and opens a screen with Enter; a website's panel adds a member by keyboard.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { websiteMembers } from '../../src/shared/commands/system/websites.js';
import { create as createUser } from '../../src/shared/commands/users.js';
import { erpIntegrations } from '../../src/shared/commands/system/erp-integrations.js';
import { startWeb, type WebHarness } from '../helpers/browser.js';
import { startFakeErp } from '../helpers/fake-erp.js';

let web: WebHarness;
beforeAll(async () => { web = await startWeb(); }, 600_000);
afterAll(async () => { await web?.close(); }, 120_000);

const shot = process.env.BO_SHOTS;

describe('System settings screens', () => {
  it('/system lists only what the reader may open; typing filters, ↓ and Enter open it', async () => {
    const page = await web.page('shop@demo.mn', '/system');
    const list = page.getByTestId('system-index');
    await list.waitFor();
    const options = list.getByRole('option');
    // shop's demo website has leasing on and air booking off: the blacklist is there, airports not
    await expect.poll(() => options.allTextContents()).toEqual(expect.arrayContaining([expect.stringContaining('Leasing blacklist')]));
    expect((await options.allTextContents()).some((o) => o.includes('Airports'))).toBe(false);
    expect((await options.allTextContents()).some((o) => o.includes('System overview'))).toBe(false);
    if (shot) await page.screenshot({ path: `${shot}/system-index-en.png` });

    await page.keyboard.type('return');
    await expect.poll(() => options.count()).toBe(2);
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');
    await page.waitForURL('**/system/payment_return_sources');
  });

  it('a website\'s panel adds a member with a role, by keyboard', async () => {
    const page = await web.page('admin@demo.mn', '/system/websites/1', { language: shot ? 'mn' : 'en' });
    await page.getByTestId('website-settings').waitFor();
    if (shot) await page.screenshot({ path: `${shot}/system-website-mn.png`, fullPage: true });
    const { api } = await web.server.login('admin@demo.mn');
    await api.call(createUser, { email: 'web-member@demo.mn' });
    await page.getByTestId('website-add-email').focus();
    await page.keyboard.type('web-member@demo.mn');
    await page.keyboard.press('Tab'); // the role select: ↓ adds the first role it offers
    await page.keyboard.press('ArrowDown');
    await page.getByTestId('website-add-roles').locator('.role-chip').waitFor();
    await page.keyboard.press('Tab');
    await page.keyboard.press('Enter');
    await page.locator('[data-testid="website-member"][data-email="web-member@demo.mn"]').waitFor();
    const member = (await api.call(websiteMembers, { id: 1 })).items.find((m) => m.email === 'web-member@demo.mn');
    expect(member?.roles).toHaveLength(1);
  });

  it('an application\'s new key: confirmed, then shown once in a dialog', async () => {
    const page = await web.page('shop@demo.mn', '/system/applications/1');
    await page.getByTestId('application-key').waitFor();
    await page.getByTestId('application-regenerate').focus();
    await page.keyboard.press('Enter');
    await page.getByTestId('confirm-ok').waitFor();
    await page.keyboard.press('Enter');
    const code = page.getByTestId('confirm-code');
    await code.waitFor();
    const key = (await code.textContent()) ?? '';
    expect(key).toMatch(/^bo_/);
    if (shot) await page.screenshot({ path: `${shot}/system-application-key.png` });
    await page.keyboard.press('Enter');
    await code.waitFor({ state: 'detached' });
    await expect.poll(() => page.getByTestId('application-key').locator('code').textContent()).toBe(`${key.slice(0, 10)}…`);
  });

  it('an ERP connection\'s test request shows what the endpoint answered', async () => {
    const erp = await startFakeErp('Bearer web-erp-token');
    try {
      const { api } = await web.server.login('shop@demo.mn');
      const { item } = await api.call(erpIntegrations.create, { name: 'Web ERP', endpoint: erp.url, auth: 'bearer', secret: 'web-erp-token' });
      const page = await web.page('shop@demo.mn', `/system/erp_integrations/${item.id}`, { language: shot ? 'mn' : 'en' });
      await page.getByTestId('erp-test-run').focus();
      await page.keyboard.press('Enter');
      const answer = page.getByTestId('erp-test-answer');
      await answer.waitFor();
      expect(await answer.getAttribute('data-ok')).toBe('true');
      expect(await answer.locator('pre').textContent()).toContain('"products":1284');
      if (shot) await page.screenshot({ path: `${shot}/system-erp-mn.png`, fullPage: true });
    } finally {
      await erp.close();
    }
  });

  it('an e-ticket template shows its preview filled with the sample ticket', async () => {
    const page = await web.page('shop@demo.mn', '/system/e_ticket_templates/1', { language: shot ? 'mn' : 'en' });
    await page.getByTestId('e-ticket-preview').waitFor();
    await page.frameLocator('iframe.sys-preview').getByText('BATBOLD / GANBAATAR MR').waitFor();
    if (shot) await page.screenshot({ path: `${shot}/system-eticket-mn.png`, fullPage: true });
  });
});
