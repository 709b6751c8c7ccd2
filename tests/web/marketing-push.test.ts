/// <reference lib="dom" />
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { get as getJob } from '../../src/shared/commands/jobs/index.js';
import { pushDevicesSync, pushSegmentCreate } from '../../src/shared/commands/marketing/push.js';
import { startWeb, type WebHarness } from '../helpers/browser.js';
import { startFakeOneSignal, type FakeOneSignal } from '../helpers/fake-onesignal.js';

let fake: FakeOneSignal;
let web: WebHarness;
let segmentId: number;
beforeAll(async () => {
  fake = await startFakeOneSignal();
  ['web-1', 'web-2', 'web-3'].forEach((id) => fake.addPlayer({ id }));
  web = await startWeb({ push: { url: fake.url, appId: fake.appId, key: fake.key } });
  const { api } = await web.server.login('marketing@demo.mn');
  const { job } = await api.call(pushDevicesSync, {});
  for (let i = 0; i < 200 && (await api.call(getJob, { id: job.id })).job.status !== 'done'; i++) await new Promise((r) => setTimeout(r, 100));
  segmentId = (await api.call(pushSegmentCreate, { name: 'Chrome fans', rules: [{ field: 'browser', op: 'eq', value: 'Chrome' }] })).segment!.id;
}, 600_000);
afterAll(async () => {
  await web?.close();
  await fake?.close();
}, 120_000);

describe('push', () => {
  it('a push to a segment from the keyboard, sent once and seen in the history; the history in Mongolian', async () => {
    const page = await web.page('marketing@demo.mn', '/marketing/notifications');
    await page.getByTestId('notifications-table').waitFor();
    await page.keyboard.press('n');
    const compose = page.getByTestId('push-compose');
    await compose.waitFor();
    await compose.locator('[name="segment_id"]').selectOption(String(segmentId));
    // the first title has the focus
    await page.keyboard.type('Winter sale');
    await compose.locator('[name="title_mn"]').fill('Өвлийн хямдрал');
    await compose.locator('[name="body_en"]').fill('30% off coats');
    await compose.locator('[name="body_mn"]').fill('Куртик 30% хямдрал');
    await compose.locator('[name="url"]').fill('/sale');
    await page.keyboard.press('Control+Enter');
    await page.getByRole('dialog').getByRole('button', { name: 'Send now' }).click();
    await page.getByTestId('push-notification').waitFor();
    await expect.poll(() => page.getByTestId('push-state').textContent(), { timeout: 20_000 }).toBe('Sent');
    expect(await page.getByTestId('push-figures').textContent()).toContain('3 devices · sent 3 · delivered 3');
    expect(fake.created).toHaveLength(1);
    expect(fake.created[0]!.body).toMatchObject({ headings: { en: 'Winter sale', mn: 'Өвлийн хямдрал' }, url: '/sale', ttl: 259_200 });
    await page.screenshot({ path: '/tmp/push-sent-en.png', fullPage: true });

    const mn = await web.page('marketing@demo.mn', '/marketing/notifications', { language: 'mn' });
    const table = mn.getByTestId('notifications-table');
    await expect.poll(() => table.textContent()).toContain('Winter sale');
    expect(await table.textContent()).toContain('Илгээсэн');
    expect(await table.textContent()).toContain('Chrome fans');
    await mn.screenshot({ path: '/tmp/push-history-mn.png', fullPage: true });
  }, 120_000);
});
