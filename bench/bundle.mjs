// Bundle section: how much JavaScript a browser downloads to show /login and /u/users, gzip-sized
// as the server sends it (it serves the precompressed files scripts/compress-web.mjs writes).
// Real Chromium loads each page from a real server and we add up every script it fetched, so lazy
// chunks count only when the page really pulls them.
//
// /login is split where the page marks itself idle (performance mark `bo:login-idle`, set by the
// sign-in form): what came before is what the page needs to show and use its form, the figure
// with the goal (issue 26); what came after is fetched ahead for the console, shown beside it.
// A build without the mark counts everything as the page's own.
import { readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { chromium } from 'playwright-core';
import { CHROMIUM, CHROMIUM_ARGS, startDemoServer } from './lib/demo-server.mjs';
import { median, table } from './lib/report.mjs';

const GOAL_LOGIN_KB = 120;
const IDLE_MARK = 'bo:login-idle';
const SIGN_IN_RUNS = 5;
const kb = (bytes) => Math.round(bytes / 102.4) / 10;

export async function run({ root, defer, log }) {
  const { base } = await startDemoServer({ root, defer, name: 'bundle' });
  const browser = await chromium.launch({ executablePath: CHROMIUM, headless: true, args: CHROMIUM_ARGS });
  defer(() => browser.close());

  const res = await fetch(`${base}/api/bo/auth/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ username: 'admin@demo.mn', password: 'demo1234' }) });
  const { token } = await res.json();

  log('loading /login in Chromium…');
  const login = await scriptsOf(browser, base, { path: '/login', token: null, ready: 'form', splitAt: IDLE_MARK });
  log('loading /u/users in Chromium…');
  const users = await scriptsOf(browser, base, { path: '/u/users', token, ready: '[data-testid="sidebar"]' });
  const whole = wholeApp(join(root, 'dist/web/assets'));
  log(`signing in from /login to /u/users ${SIGN_IN_RUNS} times…`);
  const signIn = await signInTimes(browser, base);

  const row = (label, s) => [label, s.count, kb(s.gzip), kb(s.raw)];
  const rows = [
    ['page', 'scripts', 'gzip KB', 'raw KB'],
    row(login.marked ? '/login, until the form is idle' : '/login (no idle mark: all of it)', login.own),
    ...(login.marked ? [row('/login, fetched ahead once idle', login.ahead)] : []),
    row('/u/users, signed in', users.own),
    row('whole app, every script built', whole),
  ];
  const met = kb(login.own.gzip) < GOAL_LOGIN_KB;
  const headline = `/login loads ${kb(login.own.gzip)} KB of gzipped JS in ${login.own.count} files (goal < ${GOAL_LOGIN_KB} KB: ${met ? 'met' : 'MISSED'}); whole app ${kb(whole.gzip)} KB in ${whole.count} files; /u/users ${kb(users.own.gzip)} KB`;
  const signInLine = `sign-in to the first screen (/login?next=/u/users, Enter to the first row): median ${signIn.median} ms of ${SIGN_IN_RUNS} (${signIn.min}–${signIn.max} ms)`;
  return {
    title: 'JavaScript a page loads (gzip, as sent by the server, measured in Chromium)',
    text: `${table(rows)}\n\n${headline}\n${signInLine}`,
    headline,
    data: {
      pages: [
        { path: '/login', scripts: login.own.count, gzipKB: kb(login.own.gzip), rawKB: kb(login.own.raw), files: login.own.files },
        ...(login.marked ? [{ path: '/login (fetched ahead once idle)', scripts: login.ahead.count, gzipKB: kb(login.ahead.gzip), rawKB: kb(login.ahead.raw), files: login.ahead.files }] : []),
        { path: '/u/users', scripts: users.own.count, gzipKB: kb(users.own.gzip), rawKB: kb(users.own.raw), files: users.own.files },
      ],
      wholeApp: { scripts: whole.count, gzipKB: kb(whole.gzip), rawKB: kb(whole.raw) },
      signInToFirstScreenMs: signIn,
      goalLoginKB: GOAL_LOGIN_KB,
      goalMet: met,
      // the row in the summary (its goal comes from ISSUE_ROWS)
      figures: [{ id: 'bundle.login_js_gzip', value: kb(login.own.gzip), unit: 'KB' }],
    },
  };
}

const empty = () => ({ count: 0, gzip: 0, raw: 0, files: [] });
function add(sum, file, gzip, raw) {
  sum.count += 1;
  sum.gzip += gzip;
  sum.raw += raw;
  sum.files.push({ file, gzipBytes: gzip });
}

/**
 * Every script response of one page load, sized by its body as it crossed the wire. With `splitAt`,
 * the scripts whose request started after that performance mark are `ahead`, the rest `own`.
 */
async function scriptsOf(browser, base, { path, token, ready, splitAt }) {
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
    const marked = splitAt ? await page.waitForFunction((m) => performance.getEntriesByName(m).length > 0, splitAt, { timeout: 10_000 }).then(() => true, () => false) : false;
    await page.waitForLoadState('networkidle');
    // request start times on the page's own clock, the mark's clock
    const timing = await page.evaluate((m) => ({
      mark: performance.getEntriesByName(m)[0]?.startTime ?? Infinity,
      starts: Object.fromEntries(performance.getEntriesByType('resource').map((e) => [e.name, e.startTime])),
    }), splitAt ?? '');
    const own = empty();
    const ahead = empty();
    for (const r of seen) {
      const sizes = await r.request().sizes();
      const body = await r.body();
      if (r.headers()['content-encoding'] !== 'gzip') throw new Error(`${r.url()} was not sent gzipped`);
      const later = marked && (timing.starts[r.url()] ?? -Infinity) >= timing.mark;
      add(later ? ahead : own, new URL(r.url()).pathname, sizes.responseBodySize, body.length);
    }
    return { own, ahead, marked };
  } finally {
    await context.close();
  }
}

/** Every script the build wrote, as the server sends it (the .gz beside each): the size of the app, all routes. */
function wholeApp(dir) {
  const sum = empty();
  for (const f of readdirSync(dir).filter((n) => n.endsWith('.js'))) add(sum, `/assets/${f}`, statSync(join(dir, `${f}.gz`)).size, statSync(join(dir, f)).size);
  return sum;
}

/**
 * Milliseconds from pressing Enter on a filled sign-in form to the first row of the users list,
 * each run in a fresh browser profile that has sat on /login until its network went quiet (as a
 * person typing would give it). Context, not a goal: it shows that splitting /login did not move
 * the wait to the first screen.
 */
async function signInTimes(browser, base) {
  const times = [];
  for (let i = 0; i < SIGN_IN_RUNS; i++) {
    const context = await browser.newContext();
    try {
      const page = await context.newPage();
      await page.goto(`${base}/login?next=/u/users`);
      await page.waitForSelector('form', { timeout: 20_000 });
      await page.waitForLoadState('networkidle');
      await page.fill('input[name="username"]', 'admin@demo.mn');
      await page.fill('input[name="password"]', 'demo1234');
      const started = Date.now();
      await page.press('input[name="password"]', 'Enter');
      await page.waitForSelector('[data-testid="users-table-row"]', { timeout: 30_000 });
      times.push(Date.now() - started);
    } finally {
      await context.close();
    }
  }
  return { median: median(times), min: Math.min(...times), max: Math.max(...times), runs: times };
}
