/// <reference lib="dom" />
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { automationRules } from '../../src/shared/commands/marketing/automation.js';
import { emailSegmentCreate } from '../../src/shared/commands/marketing/email.js';
import { rfmGrid } from '../../src/shared/commands/marketing/rfm.js';
import { smsTemplates } from '../../src/shared/commands/settings/templates.js';
import { startWeb, type WebHarness } from '../helpers/browser.js';
import { cutTexts, untranslated } from './fit-checks.js';

let web: WebHarness;
beforeAll(async () => { web = await startWeb(); }, 600_000);
afterAll(async () => { await web?.close(); }, 120_000);

describe('RFM and automation', () => {
  it('scores the customers, a cell gives its CSV and opens an SMS to it; in Mongolian too', async () => {
    const page = await web.signedIn('marketing@demo.mn', '/marketing/rfm', { language: 'en' });
    await page.getByTestId('rfm-grid').waitFor();
    await page.getByTestId('rfm-refresh').click();
    await expect.poll(() => page.getByTestId('rfm-computed').textContent(), { timeout: 30_000 }).toMatch(/^Scored \d{4}\/\d\d\/\d\d/);
    const { api } = await web.server.login('marketing@demo.mn');
    const grid = await api.call(rfmGrid, {});
    expect(grid.customers).toBeGreaterThan(0);
    const cell = grid.cells.find((c) => c.customers > 0)!;
    expect(await page.getByTestId(`rfm-cell-${cell.cell}`).textContent()).toContain(String(cell.customers));
    await page.getByTestId(`rfm-cell-${cell.cell}`).getByRole('button').click();
    await page.getByTestId('rfm-customers').waitFor();
    await page.screenshot({ path: '/tmp/rfm-en.png', fullPage: true });
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByTestId('rfm-csv').click()]);
    const csv = readFileSync((await download.path())!, 'utf8').trim().split('\n');
    expect(csv[0]).toBe('customer,name,phone,email,r,f,m,cell,orders,revenue,first_order_at,last_order_at');
    expect(csv).toHaveLength(cell.customers + 1);
    expect(csv.slice(1).every((line) => line.includes(`,${cell.cell},`))).toBe(true);
    // the SMS: the compose screen with the cell as its audience, counted by the server
    await page.getByTestId('rfm-sms').click();
    await page.getByTestId('sms-compose').waitFor();
    expect(new URL(page.url()).searchParams.get('rfm_cell')).toBe(cell.cell);
    expect(await page.getByTestId('sms-rfm-cell').inputValue()).toBe(cell.cell);
    await page.locator('[name="text"]').fill('We miss you');
    await expect.poll(() => page.getByTestId('sms-summary').textContent()).toMatch(/\d+ recipients?/);
    // the cell as an email segment (key e) with its live count, then a campaign to it (key w)
    await page.goto(`${web.server.url}/marketing/rfm?cell=${cell.cell}`);
    await page.getByTestId('rfm-customers').waitFor();
    await page.keyboard.press('e');
    await page.getByTestId('email-segment-editor').waitFor();
    const rule = `${cell.cell}:${grid.website_id}`;
    expect(await page.getByTestId('email-segment-rule').locator('input').first().inputValue()).toBe(rule);
    const { contacts } = await api.call(emailSegmentCreate, { name: 'probe', rules: [{ field: 'rfm_cell', op: 'eq', value: rule }], preview: true });
    await expect.poll(() => page.getByTestId('email-segment-count').textContent()).toMatch(new RegExp(`^${contacts} contacts? may be mailed`));
    await page.getByTestId('email-segment-save').click();
    await page.waitForURL(/\/marketing\/audience\/segments\/\d+$/);
    const segmentId = page.url().split('/').pop();
    await page.goto(`${web.server.url}/marketing/rfm?cell=${cell.cell}`);
    await page.getByTestId('rfm-customers').waitFor();
    await page.keyboard.press('w');
    // the segment saved a moment ago, not a second one
    await page.waitForURL(`**/marketing/campaigns?segment_id=${segmentId}`);
    await expect.poll(() => page.getByTestId('email-campaign-for').textContent()).toMatch(new RegExp(`^To the segment RFM .+ \\(${contacts} contacts? now\\)$`));

    const mn = await web.signedIn('marketing@demo.mn', `/marketing/rfm?cell=${cell.cell}`, { language: 'mn' });
    await mn.getByTestId('rfm-customers').waitFor();
    expect(await mn.getByTestId('rfm-computed').textContent()).toContain('үнэлсэн');
    expect(await mn.getByTestId('rfm-panel').textContent()).toContain('Ангилал:');
    await mn.screenshot({ path: '/tmp/rfm-mn.png', fullPage: true });
    expect(await cutTexts(mn)).toEqual([]);
    expect(await untranslated(mn)).toEqual([]);
  }, 120_000);

  it('an automation rule is made from the form, listed with its runs; in Mongolian too', async () => {
    const { api: admin } = await web.server.login('admin@demo.mn');
    await admin.call(smsTemplates.create, { code: 'web_auto', name: 'Web auto', body_en: 'Hello {{customer.first_name}}', body_mn: 'Sain baina uu {{customer.first_name}}' });
    const page = await web.signedIn('marketing@demo.mn', '/marketing/automation', { language: 'en' });
    await page.getByTestId('resource-automation_rule-table-grid').waitFor();
    // the button, not the n key: a key pressed as the grid shows could come before the screen listens
    await page.getByTestId('resource-automation_rule-new').click();
    const form = page.getByTestId('resource-automation_rule-create-form');
    await form.waitFor();
    await form.locator('[name="name"]').fill('Birthday wishes');
    await form.locator('[name="trigger"]').selectOption('birthday');
    await form.locator('[name="channel"]').selectOption('sms');
    await form.locator('[name="sms_template_id"]').selectOption({ label: 'Web auto' });
    await page.keyboard.press('Control+Enter');
    await page.getByTestId('resource-automation_rule-edit').waitFor();
    const { api } = await web.server.login('marketing@demo.mn');
    const made = (await api.call(automationRules.list, { query: 'Birthday wishes' })).items;
    expect(made).toEqual([expect.objectContaining({ trigger: 'birthday', channel: 'sms', active: true })]);
    await page.getByTestId('automation-evaluate').click();
    await page.getByTestId('automation-runs').waitFor();
    await page.screenshot({ path: '/tmp/automation-en.png', fullPage: true });

    const mn = await web.signedIn('marketing@demo.mn', '/marketing/automation', { language: 'mn' });
    await mn.getByTestId('resource-automation_rule-table-grid').waitFor();
    await expect.poll(() => mn.getByTestId('resource-automation_rule-table-grid').textContent()).toContain('Төрсөн өдөр');
    expect(await mn.getByTestId('automation-screen').textContent()).toContain('автомат мессеж авна');
    await mn.screenshot({ path: '/tmp/automation-mn.png', fullPage: true });
    expect(await cutTexts(mn)).toEqual([]);
    expect(await untranslated(mn)).toEqual([]);
  }, 120_000);
});
