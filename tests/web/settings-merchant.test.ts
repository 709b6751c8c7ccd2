/// <reference lib="dom" />
// Issue 14: /settings/merchant is the chosen vendor's record: with none chosen it says where to
// choose one; with one chosen its §3 fields are a form saved from the keyboard; in Mongolian too.
import { tmpdir } from 'node:os';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { vendors } from '../../src/shared/commands/merchant.js';
import { organizations } from '../../src/shared/commands/system/organizations.js';
import { startWeb, type WebHarness } from '../helpers/browser.js';
import { cutTexts, untranslated } from './fit-checks.js';

let web: WebHarness;
beforeAll(async () => { web = await startWeb(); });
afterAll(async () => { await web?.close(); });

async function openAs(language: 'en' | 'mn', tenantId: number | null): Promise<Page> {
  const { token } = await web.server.login('admin@demo.mn');
  const context = await web.context();
  const state = JSON.stringify({ version: 'v0.0.3', state: { tenantId, websiteIndex: null, language, theme: 'light', sidebarCollapsed: false } });
  await context.addInitScript(([t, s]) => {
    if (sessionStorage.getItem('bo-test-signed')) return;
    localStorage.setItem('back_office.token', t!);
    localStorage.setItem('back_office', s!);
    sessionStorage.setItem('bo-test-signed', '1');
  }, [token, state]);
  const page = await context.newPage();
  await page.goto('/settings/merchant');
  return page;
}

describe('/settings/merchant', () => {
  it('without a vendor it says to choose one; with one its record is a form saved with Ctrl+Enter (English)', async () => {
    const admin = (await web.server.login('admin@demo.mn')).api;
    const vendor = (await admin.call(vendors, { per_page: 1 })).items[0]!;
    const none = await openAs('en', null);
    await none.getByTestId('singleton-merchant_profile-choose-vendor').waitFor();
    await none.context().close();

    const page = await openAs('en', vendor.id);
    const form = page.getByTestId('singleton-merchant_profile-form');
    await form.waitFor();
    expect(await page.locator('h1').textContent()).toContain(vendor.name);
    const phone = form.locator('input[name="phone"]');
    await phone.focus();
    await page.keyboard.press('Control+a');
    await page.keyboard.type('77009900');
    await page.keyboard.press('Control+Enter');
    await expect.poll(async () => (await admin.call(organizations.get, { id: vendor.id })).item.phone).toBe('77009900');
    await page.screenshot({ path: `${tmpdir()}/settings-merchant-en.png`, fullPage: true });
    await page.context().close();
  });

  it('in Mongolian the form is translated and fits', async () => {
    const admin = (await web.server.login('admin@demo.mn')).api;
    const vendor = (await admin.call(vendors, { per_page: 1 })).items[0]!;
    const page = await openAs('mn', vendor.id);
    await page.getByTestId('singleton-merchant_profile-form').waitFor();
    const problems = async () => [...(await cutTexts(page)).map((c) => `"${c.text}" does not fit (${c.where})`), ...(await untranslated(page)).map((w) => `untranslated ${w}`)];
    await expect.poll(problems).toEqual([]);
    await page.screenshot({ path: `${tmpdir()}/settings-merchant-mn.png`, fullPage: true });
    await page.context().close();
  });
});
