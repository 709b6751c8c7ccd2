/// <reference lib="dom" />
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pushDevicesSync } from '../../src/shared/commands/marketing/push.js';
import { startWeb, type WebHarness } from '../helpers/browser.js';
import { startFakeOneSignal, type FakeOneSignal } from '../helpers/fake-onesignal.js';

let fake: FakeOneSignal;
let web: WebHarness;
/** The §9 wait shortened through its knob (the default, 10 s, is asserted in tests/unit/notifications.test.ts). */
const WAIT_MS = 2_000;

beforeAll(async () => {
  fake = await startFakeOneSignal();
  web = await startWeb({ push: { url: fake.url, appId: fake.appId, key: fake.key, vapidPublicKey: 'BPublicVapidKeyOfTheApp' } });
}, 600_000);
afterAll(async () => {
  await web?.close();
  await fake?.close();
}, 120_000);

describe('the console\'s own notifications', () => {
  it('the push prompt comes after the wait for a new user, and never again once he said no', async () => {
    const started = Date.now();
    const page = await web.signedIn('content@demo.mn', `/profile?push_prompt_ms=${WAIT_MS}`);
    await page.getByTestId('notification-settings').waitFor();
    const prompt = page.getByTestId('push-prompt');
    await prompt.waitFor();
    expect(Date.now() - started).toBeGreaterThanOrEqual(WAIT_MS);
    expect(await prompt.textContent()).toContain('Get notified in this browser?');
    await page.screenshot({ path: '/tmp/push-prompt.png' });
    await page.getByTestId('push-prompt-no').click();
    await prompt.waitFor({ state: 'detached' });
    // another browser of his: the "no" is his account's, so nothing asks again there either
    const other = await web.signedIn('content@demo.mn', `/profile?push_prompt_ms=${WAIT_MS}`, { language: 'mn' });
    await other.getByTestId('notification-settings').waitFor();
    await other.waitForTimeout(WAIT_MS + 1_500);
    expect(await other.getByTestId('push-prompt').count()).toBe(0);
    expect(await other.getByTestId('notification-push-here').textContent()).toContain('Та пушээс татгалзсан');
    // the service worker a "yes" registers is served by the console
    const worker = await other.request.get('/push-sw.js');
    expect(worker.status()).toBe(200);
    expect(await worker.text()).toContain("addEventListener('push'");
    await other.screenshot({ path: '/tmp/notification-settings-mn.png', fullPage: true });
  }, 60_000);

  it('a job of his that finished shows under the bell, told by the live socket', async () => {
    const page = await web.page('marketing@demo.mn', '/dashboard');
    const bell = page.getByTestId('notification-bell');
    await bell.waitFor();
    expect(await bell.getAttribute('data-unread')).toBe('0');
    const { api } = await web.server.login('marketing@demo.mn');
    const { job } = await api.call(pushDevicesSync, {});
    await expect.poll(() => page.getByTestId('notification-count').textContent().catch(() => null), { timeout: 20_000 }).toBe('1');
    await page.getByTestId('notification-bell-button').click();
    const item = page.getByTestId('notification-item');
    expect(await item.textContent()).toContain('Finished: Push devices sync');
    expect(await item.getAttribute('data-event')).toBe('job_finished');
    await page.screenshot({ path: '/tmp/notification-bell.png' });
    await item.getByRole('button').first().click();
    await page.waitForURL(`**/jobs/${job.id}`);
    await expect.poll(() => bell.getAttribute('data-unread')).toBe('0');
  }, 60_000);
});
