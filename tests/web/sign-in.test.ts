/// <reference lib="dom" />
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { lookup, messages } from '../../src/shared/i18n/index.js';
import { DEMO_PASSWORD, startWeb, type WebHarness } from '../helpers/browser.js';

let web: WebHarness;
beforeAll(async () => {
  web = await startWeb();
});
afterAll(async () => {
  await web?.close();
});

describe('sign-in and the guard', () => {
  it('a protected page while signed out goes to /login with the warning, and back after signing in', async () => {
    const page = await (await web.context()).newPage();
    await page.goto('/u/users?page=2');
    await page.waitForURL(/\/login\?next=/);
    await expect.poll(() => page.getByTestId('toast').first().textContent()).toContain('Login is required to continue');

    // §2's fields
    const username = page.getByLabel('Username');
    await expect.poll(() => username.getAttribute('placeholder')).toBe('Merchant email');
    await expect.poll(() => page.getByRole('link', { name: 'Forgot Password' }).getAttribute('href')).toMatch(/^https?:\/\//);

    // a wrong pair: the warning, still on /login
    await username.fill('admin@demo.mn');
    await page.getByLabel('Password').fill('wrong-password');
    await page.getByLabel('Password').press('Enter');
    await expect.poll(() => page.getByRole('alert').first().textContent()).toContain('Username or password is invalid');
    expect(new URL(page.url()).pathname).toBe('/login');

    // the right pair with Enter: back to the page asked for
    await page.getByLabel('Password').fill(DEMO_PASSWORD);
    await page.getByLabel('Password').press('Enter');
    await page.waitForURL((u) => u.pathname === '/u/users');
    expect(new URL(page.url()).search).toBe('?page=2');
    await page.getByTestId('sidebar').waitFor();
  });

  it('a signed-in user at /login goes to the console', async () => {
    const page = await web.signedIn('admin@demo.mn', '/login');
    await page.waitForURL((u) => u.pathname === '/dashboard');
  });

  it('Login with Facebook says it cannot connect when the server has no Facebook app', async () => {
    const page = await (await web.context()).newPage();
    await page.goto('/login');
    await page.getByRole('button', { name: 'Login with Facebook' }).click();
    await expect.poll(() => page.getByTestId('toast').first().textContent()).toContain("Couldn't connect to facebook");
  });

  it('an unknown path says so where it is (no bounce); a dead token goes to /login', async () => {
    const page = await web.signedIn('merchant@demo.mn', '/no/such/page');
    await page.getByTestId('not-found').waitFor();
    expect(new URL(page.url()).pathname).toBe('/no/such/page');
    await page.evaluate(() => localStorage.setItem('back_office.token', 'dead-token'));
    await page.reload();
    await page.waitForURL(/\/login/);
  });

  it('/register, /404 and /500 are public pages; the 404 search box opens the palette', async () => {
    const page = await (await web.context()).newPage();
    await page.goto('/register');
    await page.getByRole('heading', { name: 'Register' }).waitFor();
    await page.goto('/500');
    await page.getByRole('heading', { name: 'Something went wrong' }).waitFor();

    const signed = await web.signedIn('admin@demo.mn', '/404');
    await signed.getByRole('heading', { name: 'Page not found' }).waitFor();
    await signed.getByRole('searchbox').pressSequentially('users');
    await signed.getByTestId('palette').waitFor();
    await expect.poll(() => signed.getByTestId('palette-input').inputValue()).toMatch(/^u/);
  });

  it('signed out, a page loads only its strings, in the language chosen; the other comes when picked (issue 26)', async () => {
    const page = await (await web.context({ language: 'mn' })).newPage();
    for (const path of ['/login', '/register', '/404', '/500']) {
      await page.goto(path);
      await page.locator('main h1').waitFor();
      expect(await keysShown(page), path).toEqual([]);
    }
    await page.goto('/login');
    await page.getByRole('heading', { name: lookup('mn', 'ui.login.title') }).waitFor();
    expect(await page.title()).toContain(lookup('mn', 'nav.routes.auth_login'));
    await page.getByLabel(lookup('mn', 'ui.login.language')!).selectOption('en');
    await page.getByRole('heading', { name: lookup('en', 'ui.login.title') }).waitFor();
    expect(await keysShown(page)).toEqual([]);
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('en');
  });

  it('logout revokes the session and shows /login', async () => {
    const page = await web.signedIn('admin@demo.mn', '/dashboard');
    await page.getByRole('button', { name: 'Logout' }).click();
    await page.waitForURL(/\/login$/);
    expect(await page.evaluate(() => localStorage.getItem('back_office.token'))).toBeNull();
  });
});

/** A message key where its text should be (`ui.login.title`): a string the page shows without having loaded it. */
async function keysShown(page: Page): Promise<string[]> {
  const key = new RegExp(`\\b(${Object.keys(messages.en).join('|')})\\.[a-z_]+`, 'g');
  const texts = await page.evaluate(() => [
    document.title,
    document.body.innerText,
    ...Array.from(document.querySelectorAll('[placeholder], [aria-label], [title]')).flatMap((el) => ['placeholder', 'aria-label', 'title'].map((a) => el.getAttribute(a) ?? '')),
  ]);
  return texts.flatMap((text) => text.match(key) ?? []);
}
