/// <reference lib="dom" />
import { readFile } from 'node:fs/promises';
import { strFromU8, unzipSync } from 'fflate';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { reportQueries, type ReportOutput } from '../../src/shared/commands/reports.js';
import { presetRange } from '../../src/shared/reports/define.js';
import { startWeb, type WebHarness } from '../helpers/browser.js';

/**
 * Issue 24 in the browser, on one signed-in page: sales by brand for last month, a brand's
 * drill-down, its XLSX export opened and read, and the same report in Mongolian.
 */
let web: WebHarness;
let page: Page;
beforeAll(async () => {
  web = await startWeb();
  page = await web.signedIn('admin@demo.mn', '/report/sales/by_brand?preset=last_month');
}, 180_000);
afterAll(async () => { await web?.close(); });

describe('/report/sales/by_brand', () => {
  it('last month by brand, the API\'s figures; a brand opens its report; its XLSX export holds its rows', async () => {
    const { api } = await web.server.login('admin@demo.mn');
    const expected = await api.call(reportQueries.sales_by_brand!, { preset: 'last_month' } as never) as ReportOutput;
    expect(expected.items.length).toBeGreaterThan(0);
    const table = page.getByTestId('report-table');
    await table.waitFor();
    expect(await page.getByTestId('report-row').count()).toBe(expected.items.length);
    expect(await page.getByTestId('report-chart').count()).toBe(1);
    const totals = (await page.getByTestId('report-totals').innerText()).replace(/\s+/g, ' ');
    expect(totals).toContain(expected.totals.units!.toLocaleString('en-US'));

    // the first brand (the most sold) opens its own report over the same period, by keyboard
    const top = expected.items[0]!;
    await page.getByTestId('report-drill').first().focus();
    await page.keyboard.press('Enter');
    await page.waitForURL(new RegExp(`/report/brand/${top.key}\\?`));
    const { from, to } = presetRange('last_month');
    expect(new URL(page.url()).searchParams.get('from')).toBe(from);
    await page.getByTestId('report-brand_detail').getByTestId('report-table').waitFor();
    const brand = await api.call(reportQueries.brand_detail!, { id: top.key, from, to } as never) as ReportOutput;
    expect(await page.getByTestId('report-row').count()).toBe(brand.items.length);
    expect(brand.totals.net).toBe(top.net);

    // export as XLSX: a job, then its file from the tray's download
    await page.getByTestId('report-export-xlsx').click();
    const job = page.getByTestId('report-export-job');
    await job.locator('[data-testid="job-bar"][data-status="done"]').waitFor();
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByTestId('report-export-result').click()]);
    expect(download.suggestedFilename()).toBe(`brand_detail_${from}_${to}.xlsx`);
    const files = unzipSync(new Uint8Array(await readFile((await download.path())!)));
    const sheet = strFromU8(files['xl/worksheets/sheet1.xml']!);
    expect(sheet.match(/<row /g)).toHaveLength(brand.items.length + 2);
    expect(sheet).toContain('Net sales');
    expect(sheet).toContain(`<v>${brand.totals.net! / 100}</v>`);
  });

  it('speaks Mongolian', async () => {
    await page.evaluate(() => {
      const stored = JSON.parse(localStorage.getItem('back_office') ?? 'null') as { version: string; state: Record<string, unknown> } | null;
      const next = stored ?? { version: 'v0.0.3', state: { tenantId: null, websiteIndex: null, theme: 'light', sidebarCollapsed: false } };
      next.state.language = 'mn';
      localStorage.setItem('back_office', JSON.stringify(next));
    });
    await page.goto('/report/sales/by_brand?preset=last_month');
    await page.getByTestId('report-table').waitFor();
    expect(await page.locator('h1.screen-title').textContent()).toBe('Борлуулалт брэндээр');
    const head = await page.getByTestId('report-table').locator('thead').innerText();
    expect(head).toContain('Цэвэр борлуулалт');
    expect(await page.getByTestId('report-totals').innerText()).toContain('Нийт');
    expect(await page.getByTestId('report-preset').locator('option:checked').textContent()).toBe('Өнгөрсөн сар');
  });
});
