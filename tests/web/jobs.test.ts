/// <reference lib="dom" />
import { execFileSync } from 'node:child_process';
import { sql } from 'drizzle-orm';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it, onTestFinished } from 'vitest';
import { cancel, get as getJob } from '../../src/shared/commands/jobs/index.js';
import { importStart } from '../../src/shared/commands/products/import.js';
import { startWeb, type WebHarness } from '../helpers/browser.js';
import { makeBo, type Bo } from '../cli/helpers.js';
import { rowsOf } from '../../src/server/db/rows.js';

let web: WebHarness;
let bo: Bo | null = null;
beforeAll(async () => {
  // the palette's line is run by bin/bo, which runs the built CLI
  execFileSync(process.execPath, ['scripts/ensure-built.mjs', 'server'], { stdio: 'inherit' });
  web = await startWeb();
}, 600_000);
afterAll(async () => {
  bo?.cleanup();
  await web?.close();
}, 120_000);

const query = async <T>(q: ReturnType<typeof sql>) => rowsOf<T>(await web.server.app.services.database.db.execute(q));

const ROWS = 200;
const CSV = ['sku,name_en,vendor_id,price', ...Array.from({ length: ROWS }, (_, i) => `TRAY-${i + 1},Tray product ${i + 1},1,${1000 + i}`)].join('\n');
const importRows = (prefix: string, n: number) => Array.from({ length: n }, (_, i) => ({ sku: `${prefix}-${i + 1}`, name_en: `${prefix} ${i + 1}`, vendor_id: 1 }));

describe('the jobs tray', () => {
  it('follows an import started on the mass import screen, cancels it and resumes it: every row applied once', async () => {
    const page = await web.signedIn('product@demo.mn', '/products/mass');
    await page.getByTestId('mass-import').waitFor();
    // each call waits for the other job's chunk under way (PGlite has one connection)
    page.setDefaultTimeout(30_000);
    // on PGlite a server runs one job at a time: someone else's long import keeps this one waiting, so
    // it is still there to be cancelled however fast the machine (a running one stops likewise, tests/api/jobs-centre.test.ts)
    await page.getByTestId('mass-file').setInputFiles({ name: 'tray.csv', mimeType: 'text/csv', buffer: Buffer.from(CSV) });
    await page.getByTestId('mass-check').waitFor();
    const { api: admin } = await web.server.login('admin@demo.mn');
    const { job: blocker } = await admin.call(importStart, { rows: importRows('BLOCK', 8_000) });
    // however this ends, the other job does not keep the server busy for the tests after it
    onTestFinished(() => admin.call(cancel, { id: blocker.id }).then(() => undefined, () => undefined));
    // clicked as the page's own clicks: Playwright's wait for the page to settle after a click
    // outlasts the check, whose calls queue behind the other job's chunks
    await page.getByTestId('mass-check').evaluate((b) => (b as HTMLButtonElement).click());
    await page.getByTestId('mass-apply').waitFor({ timeout: 120_000 });
    await page.getByTestId('mass-apply').evaluate((b) => (b as HTMLButtonElement).click());

    // the tray counts the waiting job and shows its bar
    const count = page.getByTestId('jobs-tray-count');
    await count.waitFor();
    expect(await count.textContent()).toBe('1');
    await page.getByTestId('jobs-tray-button').click();
    const item = page.getByTestId('jobs-tray-item').first();
    expect(await item.getByRole('link').textContent()).toBe('Product import · tray.csv');
    expect(await item.getAttribute('data-status')).toBe('queued');
    const id = Number(await item.getAttribute('data-job'));

    await item.getByTestId('jobs-tray-cancel').click();
    await page.getByTestId('confirm-ok').click();
    await page.locator('[data-testid="jobs-tray-item"][data-status="cancelled"]').waitFor();
    await page.getByTestId('toast').filter({ hasText: `Product import cancelled at 0 of ${ROWS}` }).waitFor();
    expect(await count.count()).toBe(0);

    await item.getByTestId('jobs-tray-resume').click();
    await page.getByTestId('toast').filter({ hasText: 'The job goes on from row 1' }).waitFor();
    await page.locator('[data-testid="jobs-tray-item"][data-status="queued"]').waitFor();
    // the other one stops: this one runs, its bar moving in the tray, to its end
    await admin.call(cancel, { id: blocker.id });
    await page.locator('[data-testid="jobs-tray-item"][data-status="done"]').waitFor({ timeout: 180_000 });
    await page.getByTestId('toast').filter({ hasText: `Import completed: ${ROWS} imported, 0 failed` }).waitFor();
    expect(await item.getByTestId('jobs-tray-bar').getAttribute('data-processed')).toBe(String(ROWS));
    const made = await query<{ n: number | string }>(sql`
      select count(*) as n from product_audits a join products p on p.id = a.product_id where p.sku like 'TRAY-%' and a.action = 'create'`);
    expect(Number(made[0]!.n)).toBe(ROWS);

    // its page says the same
    await page.getByTestId('jobs-tray-all').click();
    await page.getByTestId('jobs-table').waitFor();
    await page.goto(`/jobs/${id}`);
    await page.locator('[data-testid="job-detail"][data-status="done"]').waitFor();
    expect(await page.getByTestId('job-detail-bar').getAttribute('data-processed')).toBe(String(ROWS));
    expect((await admin.call(getJob, { id })).job).toMatchObject({ status: 'done', processed: ROWS, succeeded: ROWS, failed: 0, user_email: 'product@demo.mn' });
  }, 600_000);
});

/** A line as a POSIX shell splits it: words, single-quoted text, the '\'' of a quote inside. */
function shellWords(line: string): string[] {
  const words: string[] = [];
  let word = '';
  let quoted = false;
  let started = false;
  for (let i = 0; i < line.length; i++) {
    const ch = line[i]!;
    if (quoted) {
      if (ch === "'") quoted = false;
      else word += ch;
    } else if (ch === "'") { quoted = true; started = true; } else if (ch === '\\') { word += line[++i] ?? ''; started = true; } else if (ch === ' ') {
      if (started) words.push(word);
      word = '';
      started = false;
    } else { word += ch; started = true; }
  }
  if (started) words.push(word);
  return words;
}

async function ready(page: Page) {
  await page.locator('html[data-palette-ready][data-shortcuts-ready]').waitFor({ state: 'attached' });
}

describe('the palette teaches bo', () => {
  it('shows the bo line of what is typed, copies it with Ctrl B, and the line gives in the terminal what the palette gave', async () => {
    const page = await web.signedIn('orders@demo.mn', '/dashboard');
    await page.context().grantPermissions(['clipboard-read', 'clipboard-write'], { origin: web.server.url });
    await ready(page);
    await page.keyboard.press('Control+k');
    await page.keyboard.type('search orders');
    await expect.poll(() => page.locator('[data-testid="palette-item"][data-selected="true"]').getAttribute('data-value')).toBe('command:order.list');
    await page.keyboard.press('Enter');
    const form = page.getByTestId('palette-form');
    await form.waitFor();
    expect(await page.getByTestId('palette-bo-line').textContent()).toBe('bo orders list');
    // a money filter in ₮ as people write it, and a state
    await form.locator('[name="q.total_gteq"]').fill('500,000');
    await form.locator('[name="q.state_eq"]').fill('complete');
    const line = page.getByTestId('palette-bo-line');
    await expect.poll(() => line.textContent()).toBe('bo orders list --state-eq complete --total-gteq 500,000');

    await form.locator('[name="q.state_eq"]').focus();
    await page.keyboard.press('Control+b');
    await page.getByTestId('palette-bo-copy').filter({ hasText: 'Copied' }).waitFor();
    const copied = await page.evaluate(() => navigator.clipboard.readText());
    expect(copied).toBe('bo orders list --state-eq complete --total-gteq 500,000');

    await page.getByTestId('palette-form-submit').click();
    await page.getByTestId('palette-result-table').waitFor();
    // its columns: id, number, …
    const shown = await page.getByTestId('palette-result-table').locator('tbody tr').evaluateAll((rows) => rows.map((r) => r.querySelectorAll('td')[1]?.textContent ?? ''));
    const counted = await page.locator('.palette-result-count').textContent();
    expect(shown.length).toBeGreaterThan(0);

    bo = makeBo(web.server.url);
    expect((await bo.login('orders@demo.mn')).code).toBe(0);
    const [first, ...args] = shellWords(copied);
    expect(first).toBe('bo');
    const run = await bo.run([...args, '--json']);
    expect(run.code, run.stderr).toBe(0);
    const answer = JSON.parse(run.stdout) as { items: { number: string; state: string; total: number }[]; total: number };
    // the same orders, in the same order: the line means what the form meant
    expect(answer.items.map((o) => o.number)).toEqual(shown);
    expect(counted).toContain(`of ${answer.total}`);
    expect(answer.items.every((o) => o.state === 'complete' && o.total >= 50_000_000)).toBe(true);
  }, 180_000);
});
