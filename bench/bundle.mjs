// Bundle section: how much JavaScript a browser downloads to show /login and /u/users, gzip-sized
// as the server sends it (it serves the precompressed files scripts/compress-web.mjs writes).
// Real Chromium loads each page from a real server and we add up every script it fetched, so lazy
// chunks count only when the page really pulls them.
import { chromium } from 'playwright-core';
import { CHROMIUM, CHROMIUM_ARGS, startDemoServer } from './lib/demo-server.mjs';
import { table } from './lib/report.mjs';

const GOAL_LOGIN_KB = 200;
const kb = (bytes) => Math.round(bytes / 102.4) / 10;

export async function run({ root, defer, log }) {
  const base = await startDemoServer({ root, defer, name: 'bundle' });
  const browser = await chromium.launch({ executablePath: CHROMIUM, headless: true, args: CHROMIUM_ARGS });
  defer(() => browser.close());

  const res = await fetch(`${base}/api/bo/auth/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ username: 'admin@demo.mn', password: 'demo1234' }) });
  const { token } = await res.json();

  const pages = [
    { path: '/login', token: null, ready: 'form' },
    { path: '/u/users', token, ready: '[data-testid="sidebar"]' },
  ];
  const results = [];
  for (const p of pages) {
    log(`loading ${p.path} in Chromium…`);
    results.push({ path: p.path, ...(await scriptsOf(browser, base, p)) });
  }

  const rows = [['page', 'scripts', 'gzip KB', 'raw KB'], ...results.map((r) => [r.path, r.count, kb(r.gzip), kb(r.raw)])];
  const login = results[0];
  const users = results[1];
  const headline = `/login loads ${kb(login.gzip)} KB of gzipped JS (goal < ${GOAL_LOGIN_KB} KB); /u/users ${kb(users.gzip)} KB`;
  return {
    title: 'JavaScript a page loads (gzip, as sent by the server, measured in Chromium)',
    text: `${table(rows)}\n\n${headline}`,
    headline,
    data: { pages: results.map((r) => ({ path: r.path, scripts: r.count, gzipKB: kb(r.gzip), rawKB: kb(r.raw), files: r.files })), goalLoginKB: GOAL_LOGIN_KB, goalMet: kb(login.gzip) < GOAL_LOGIN_KB },
  };
}

/** Every script response of one page load, sized by its body as it crossed the wire. */
async function scriptsOf(browser, base, { path, token, ready }) {
  const context = await browser.newContext({ extraHTTPHeaders: { 'accept-encoding': 'gzip' } });
  try {
    if (token) await context.addInitScript((t) => localStorage.setItem('back_office.token', t), token);
    const page = await context.newPage();
    const seen = [];
    page.on('response', (r) => {
      if (r.request().resourceType() === 'script') seen.push(r);
    });
    await page.goto(`${base}${path}`);
    await page.waitForSelector(ready, { timeout: 20_000 });
    await page.waitForLoadState('networkidle');
    let gzip = 0;
    let raw = 0;
    const files = [];
    for (const r of seen) {
      const sizes = await r.request().sizes();
      const body = await r.body();
      if (r.headers()['content-encoding'] !== 'gzip') throw new Error(`${r.url()} was not sent gzipped`);
      gzip += sizes.responseBodySize;
      raw += body.length;
      files.push({ file: new URL(r.url()).pathname, gzipBytes: sizes.responseBodySize });
    }
    return { count: seen.length, gzip, raw, files };
  } finally {
    await context.close();
  }
}
