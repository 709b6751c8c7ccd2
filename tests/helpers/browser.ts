/// <reference lib="dom" />
import { existsSync } from 'node:fs';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import type { Config } from '../../src/server/config.js';
import { DEMO_PASSWORD, startServer, type TestServer } from './server.js';

/**
 * Debian's Chromium, never a downloaded one (README, .ci/run). The flags keep it off the network
 * this machine does not have and out of the sandbox it cannot create as root.
 */
export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const ARGS = ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'];

export interface WebHarness {
  server: TestServer;
  browser: Browser;
  /** A fresh browser profile (own localStorage) on the test server. */
  context(options?: { language?: 'en' | 'mn'; theme?: 'light' | 'dark' }): Promise<BrowserContext>;
  /** A page already signed in as a demo user, opened at `path`. */
  signedIn(email: string, path?: string, options?: { language?: 'en' | 'mn'; theme?: 'light' | 'dark' }): Promise<Page>;
  /**
   * Like signedIn, but the page is kept and handed again to the next call with the same user and
   * options, reaching `path` by a link (visit) with whatever was open closed: for tests that want a
   * screen, not a fresh browser (a fresh page costs a full load of the console).
   */
  page(email: string, path?: string, options?: { language?: 'en' | 'mn'; theme?: 'light' | 'dark' }): Promise<Page>;
  close(): Promise<void>;
}

/** `overrides`: the server's configuration where a test needs its own (a provider pointed at a local fake). */
export async function startWeb(overrides: Partial<Config> = {}): Promise<WebHarness> {
  if (!existsSync(CHROMIUM)) throw new Error(`no Chromium at ${CHROMIUM}: apt-get install -y chromium (or set CHROMIUM_PATH)`);
  const server = await startServer(overrides);
  const browser = await chromium.launch({ executablePath: CHROMIUM, headless: true, args: ARGS });
  const contexts: BrowserContext[] = [];

  async function context(options: { language?: 'en' | 'mn'; theme?: 'light' | 'dark' } = {}) {
    const ctx = await browser.newContext({ baseURL: server.url, viewport: { width: 1366, height: 860 }, locale: 'en-US', timezoneId: 'Asia/Ulaanbaatar' });
    // a lazy screen's first load on a loaded 2-core CI machine has taken longer than 10 s
    ctx.setDefaultTimeout(20_000);
    if (options.language || options.theme) {
      const state = { tenantId: null, websiteIndex: null, language: options.language ?? 'en', theme: options.theme ?? 'light', sidebarCollapsed: false };
      await ctx.addInitScript((s) => {
        if (!localStorage.getItem('back_office')) localStorage.setItem('back_office', s);
      }, JSON.stringify({ version: 'v0.0.3', state }));
    }
    contexts.push(ctx);
    return ctx;
  }

  const kept = new Map<string, Page>();

  const harness: WebHarness = {
    server,
    browser,
    context,
    async page(email, path = '/', options = {}) {
      const key = `${email}|${options.language ?? ''}|${options.theme ?? ''}`;
      const page = kept.get(key);
      if (!page || page.isClosed()) {
        const fresh = await harness.signedIn(email, path, options);
        kept.set(key, fresh);
        return fresh;
      }
      // a dialog, the palette or a menu left open by the last test closes as Esc closes it
      for (let i = 0; i < 3 && (await page.locator('[role="dialog"], [cmdk-root], [role="menu"]').count()); i++) await page.keyboard.press('Escape');
      await visit(page, path);
      return page;
    },
    async signedIn(email, path = '/', options = {}) {
      const { token } = await server.login(email);
      const ctx = await context(options);
      await ctx.addInitScript((t) => {
        if (!sessionStorage.getItem('bo-test-signed')) {
          localStorage.setItem('back_office.token', t);
          sessionStorage.setItem('bo-test-signed', '1');
        }
      }, token);
      const page = await ctx.newPage();
      await page.goto(path);
      return page;
    },
    async close() {
      for (const c of contexts) await c.close().catch(() => undefined);
      await browser.close();
      await server.close();
    },
  };
  return harness;
}

/**
 * Goes to `path` inside the console already open on `page`, as a link would (the router follows
 * history.pushState): no reload, so the app, its chunks and its caches stay. A full load of the
 * console costs 2–4 s of a loaded CI machine; most tests want a screen, not a fresh app.
 */
export async function visit(page: Page, path: string): Promise<void> {
  await page.evaluate((p) => {
    (document.activeElement as HTMLElement | null)?.blur();
    history.pushState(null, '', p);
  }, path);
}

export { DEMO_PASSWORD };
