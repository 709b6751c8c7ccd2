// The palette's browser mode (issue 13): the real console, built, on a real server, in Chromium.
// Measured by a script Playwright injects before the console loads, the same for any version of
// the palette (so a run on main and one on a branch compare):
// - open: Ctrl-K's keydown → the end of the first frame painted with result rows;
// - keystroke: a key's keydown (the input event for a character Playwright inserts without one,
//   Cyrillic) → the end of the first frame painted once the list shows that text's results
//   (`data-query` of the list; without it, the first frame after the input);
// - baseline, in the same page and run: the same keys typed at the same pace into a bare <input>
//   outside React. It is the floor of the method: waiting for the next frame, Playwright's key
//   delivery and a paint; the palette's figures are read beside it, never alone.
// "End of a frame" is a message posted from a requestAnimationFrame callback of that frame: it
// runs once the frame's style, layout and paint are done.
// The palette is padded to ENTRIES with synthetic entries (bench/lib/palette-synthetic.mjs) through
// the console's `window.__BO_PALETTE_EXTRA__`, set by an init script: a test-only input that joins
// the real routes and commands before the index is built (src/web/palette/extra-entries.ts).
import { CHROMIUM, CHROMIUM_ARGS, startDemoServer } from './lib/demo-server.mjs';
import { syntheticEntries } from './lib/palette-synthetic.mjs';
import { median, pct } from './lib/report.mjs';

export const BROWSER_ENTRIES = 1000;
const OPENS = 21;
const ROUNDS = Number(process.env.BENCH_PALETTE_ROUNDS ?? 2);
/** A fast typist: 100 ms a key, too quick for the live search's 150 ms debounce until he stops. */
const KEY_GAP_MS = 100;
/** About 100 keystrokes a round, in both languages, as staff type them. */
export const BROWSER_QUERIES = [
  'list users', 'хэрэглэгч', 'store credit add', 'report finance', 'samsung galaxy', 'approve order', 'бүтээгдэхүүн', 'customer12',
];
const ROUTE_OF = { order: 'orders.detail', product: 'products.all', user: 'users.detail', article: 'help.guide' };

/** Runs in the page before the console: records the samples in `window.__paletteBench`. */
function harness() {
  const bench = { open: [], palette: [], bare: [], recording: false };
  window.__paletteBench = bench;
  const atFrameEnd = (fn) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => {
      channel.port1.close();
      fn();
    };
    channel.port2.postMessage(null);
  };
  const untilPainted = (ready, record) => {
    const check = () => (ready() ? atFrameEnd(record) : requestAnimationFrame(check));
    requestAnimationFrame(check);
  };
  let keyAt = null;
  addEventListener('keydown', (e) => {
    keyAt = e.timeStamp;
    if (!bench.recording || !(e.ctrlKey || e.metaKey) || e.key.toLowerCase() !== 'k') return;
    if (document.querySelector('[data-testid=palette]')) return; // this one closes it
    const t0 = e.timeStamp;
    untilPainted(() => document.querySelector('[data-testid=palette-item]') !== null, () => bench.open.push(performance.now() - t0));
  }, true);
  addEventListener('input', (e) => {
    // a keydown long before is not this input's: Playwright inserts Cyrillic without one
    const t0 = keyAt !== null && e.timeStamp - keyAt < 50 ? keyAt : e.timeStamp;
    keyAt = null;
    const el = e.target;
    if (!bench.recording || !(el instanceof HTMLInputElement)) return;
    const into = el.id === 'bench-bare' ? bench.bare : el.dataset.testid === 'palette-input' ? bench.palette : null;
    if (!into) return;
    const typed = el.value;
    const ready = () => {
      if (into === bench.bare) return true;
      const shown = document.querySelector('[data-testid=palette-list]')?.getAttribute('data-query');
      return shown == null || shown === typed;
    };
    untilPainted(ready, () => into.push({ ms: performance.now() - t0, typed }));
  }, true);
}

const summary = (xs) => ({ n: xs.length, medianMs: median(xs), p90Ms: pct(xs, 90), worstMs: Math.max(...xs) });

export async function inBrowser({ root, defer, log }) {
  const { chromium } = await import('playwright-core');
  log('palette in Chromium: starting a server…');
  const { base } = await startDemoServer({ root, defer, name: 'palette' });
  const res = await fetch(`${base}/api/bo/auth/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ username: 'admin@demo.mn', password: 'demo1234' }) });
  const { token } = await res.json();
  const browser = await chromium.launch({ executablePath: CHROMIUM, headless: true, args: CHROMIUM_ARGS });
  defer(() => browser.close());

  async function openPage(extra) {
    const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
    await context.addInitScript(({ t, e }) => {
      localStorage.setItem('back_office.token', t);
      if (e.length) window.__BO_PALETTE_EXTRA__ = e;
    }, { t: token, e: extra });
    await context.addInitScript(harness);
    const page = await context.newPage();
    await page.goto(`${base}/dashboard`);
    await page.waitForSelector('html[data-palette-ready]', { state: 'attached', timeout: 30_000 });
    return { context, page };
  }

  // the demo admin's own entries, counted by the palette itself (its list's data-rows, no query)
  const plain = await openPage([]);
  await plain.page.keyboard.press('Control+k');
  await plain.page.waitForSelector('[data-testid=palette-list][data-rows]');
  const real = Number(await plain.page.getAttribute('[data-testid=palette-list]', 'data-rows'));
  await plain.context.close();

  const extra = syntheticEntries(Math.max(0, BROWSER_ENTRIES - real)).map((e) => ({ routeId: ROUTE_OF[e.kind], title: e.title, href: e.href, keywords: [...e.otherTitles, ...e.keywords] }));
  const { page } = await openPage(extra);
  await page.evaluate(() => {
    const bare = document.createElement('input');
    bare.id = 'bench-bare';
    bare.setAttribute('style', 'position:fixed;left:8px;bottom:8px;z-index:100;width:240px');
    document.body.append(bare);
    window.__paletteBench.recording = true;
  });

  log(`opening the palette ${OPENS} times over ${real} + ${extra.length} entries…`);
  for (let i = 0; i < OPENS; i++) {
    await page.keyboard.press('Control+k');
    await page.waitForSelector('[data-testid=palette-item]');
    await page.waitForTimeout(200);
    if (i === 0) await page.waitForFunction(() => window.__paletteBench.open.length === 1);
    await page.keyboard.press('Escape');
    await page.waitForSelector('[data-testid=palette]', { state: 'detached' });
    await page.waitForTimeout(200);
  }
  await page.keyboard.press('Control+k');
  await page.waitForSelector('[data-testid=palette-item]');
  const entries = Number(await page.getAttribute('[data-testid=palette-list]', 'data-rows'));
  const rowElements = await page.locator('[data-testid=palette-item]').count();

  log(`typing ${BROWSER_QUERIES.length} queries, ${ROUNDS} rounds, into a bare input and into the palette…`);
  for (let r = 0; r < ROUNDS; r++) {
    for (const q of BROWSER_QUERIES) {
      for (const target of ['#bench-bare', '[data-testid=palette-input]']) {
        await page.evaluate((sel) => {
          window.__paletteBench.recording = false;
          const el = document.querySelector(sel);
          el.focus();
          el.select();
        }, target);
        await page.keyboard.press('Backspace');
        await page.waitForTimeout(300);
        await page.evaluate(() => (window.__paletteBench.recording = true));
        for (const ch of q) {
          await page.keyboard.type(ch);
          await page.waitForTimeout(KEY_GAP_MS);
        }
        await page.waitForTimeout(400);
      }
    }
  }
  const s = await page.evaluate(() => window.__paletteBench);
  return {
    entries, realEntries: real, rowElements, frames: 'end of the frame, from requestAnimationFrame',
    openFirstMs: s.open[0], open: summary(s.open.slice(1)),
    keystroke: summary(s.palette.map((k) => k.ms)), bare: summary(s.bare.map((k) => k.ms)),
    slowestKeys: [...s.palette].sort((a, b) => b.ms - a.ms).slice(0, 8),
    samples: { palette: s.palette.map((k) => [k.typed, Math.round(k.ms * 10) / 10]), bare: s.bare.map((k) => Math.round(k.ms * 10) / 10) },
  };
}
