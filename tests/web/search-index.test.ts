/// <reference lib="dom" />
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApiClient } from '../../src/shared/api/client.js';
import { list as listJobs } from '../../src/shared/commands/jobs/index.js';
import { startWeb, type WebHarness } from '../helpers/browser.js';

let web: WebHarness;
let admin: ApiClient;
beforeAll(async () => {
  web = await startWeb();
  admin = (await web.server.login('admin@demo.mn')).api;
});
afterAll(async () => {
  await web?.close();
});

describe('/products/elastic_products', () => {
  it('reindex all starts a job, shows its progress bar while it runs and its count when done', async () => {
    const page = await web.signedIn('admin@demo.mn', '/products/elastic_products');
    await page.getByTestId('search-index-table-row').first().waitFor();
    // the bar may come and go between two polls: record every one the page shows
    await page.evaluate(() => {
      const w = window as unknown as { seenBars: { value: string; max: string }[] };
      w.seenBars = [];
      new MutationObserver(() => {
        const bar = document.querySelector('[data-testid="search-index-progress"]');
        if (bar) w.seenBars.push({ value: bar.getAttribute('value') ?? '', max: bar.getAttribute('max') ?? '' });
      }).observe(document.body, { childList: true, subtree: true, attributes: true });
    });
    await page.getByTestId('search-index-reindex-all').click();
    await page.getByTestId('confirm-ok').click();
    const done = page.getByTestId('toast').filter({ hasText: /products reindexed/ });
    await done.waitFor();
    const job = (await admin.call(listJobs, { kind: 'search_reindex' })).items[0]!;
    expect(job).toMatchObject({ status: 'done', user_email: 'admin@demo.mn' });
    expect(await done.textContent()).toContain(`${job.processed} products reindexed`);
    const bars = await page.evaluate(() => (window as unknown as { seenBars: { value: string; max: string }[] }).seenBars);
    expect(bars.length).toBeGreaterThan(0);
    expect(bars.every((b) => b.max === String(job.total))).toBe(true);
    // the job ended: the bar is gone and the button works again
    await expect.poll(() => page.getByTestId('search-index-progress').count()).toBe(0);
    expect(await page.getByTestId('search-index-reindex-all').isEnabled()).toBe(true);
  });
});
