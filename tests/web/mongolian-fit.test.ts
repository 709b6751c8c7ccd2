/// <reference lib="dom" />
import type { Page } from 'playwright-core';
import { gatewayStatements } from '../../src/shared/commands/gateway.js';
import { list as warrantyList } from '../../src/shared/commands/warranties/index.js';
import { list as eTicketList } from '../../src/shared/commands/eticket.js';
import { list as airBookings } from '../../src/shared/commands/air/index.js';
import { websites } from '../../src/shared/commands/system.js';
import { pushNotificationCreate, pushSegmentCreate } from '../../src/shared/commands/marketing/push.js';
import { emailContacts, emailSegmentCreate } from '../../src/shared/commands/marketing/email.js';
import { campaignTemplates, emailCampaignCreate } from '../../src/shared/commands/marketing/email-campaigns.js';
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { list as orderList } from '../../src/shared/commands/orders/orders.js';
import { search as productSearch } from '../../src/shared/commands/products/products.js';
import { brands } from '../../src/shared/commands/products/resources.js';
import { RESOURCES } from '../../src/shared/resources/registry.js';
import { ROUTES, type Route, type RouteId } from '../../src/shared/roles/routes.js';
import { startWeb, visit, type WebHarness } from '../helpers/browser.js';
import { cutTexts, untranslated } from './fit-checks.js';

let web: WebHarness;
/** Real values for the detail routes' parameters, from the demo data, by route id. */
let params: Partial<Record<RouteId, Record<string, string>>>;
beforeAll(async () => {
  web = await startWeb();
  const { api } = await web.server.login('admin@demo.mn');
  // a user with roles of his own, so the role chips show
  const { userId } = await web.server.login('orders@demo.mn');
  const order = (await api.call(orderList, { per_page: 1, q: { state_eq: 'complete', approved_eq: true } })).items[0]!;
  const product = (await api.call(productSearch, { per_page: 1 })).items[0]!;
  const brand = String((await api.call(brands.list, { per_page: 1 })).items[0]!.id);
  const line = (await api.call(gatewayStatements, { per_page: 1 })).items[0]!;
  const warranty = (await api.call(warrantyList, { per_page: 1 })).items[0]!;
  const ticket = (await api.call(eTicketList, { per_page: 1 })).items[0]!;
  // an air booking, read on the air website (the only one its calls answer on)
  const air = (await api.call(websites, {})).items.find((w) => w.features.includes('air_booking'))!;
  const booking = (await web.server.client({ token: (await web.server.login('admin@demo.mn')).token, websiteId: air.id }).call(airBookings, { per_page: 1 })).items[0]!;
  // a push segment and a scheduled push (no provider needed for either)
  const segment = String((await api.call(pushSegmentCreate, { name: 'Chrome', rules: [{ field: 'browser', op: 'eq', value: 'Chrome' }] })).segment!.id);
  const push = await api.call(pushNotificationCreate, { title_en: 'Sale', title_mn: 'Хямдрал', body_en: 'Today', body_mn: 'Өнөөдөр', send_at: new Date(Date.now() + 86_400_000).toISOString() });
  // an email contact (a customer), segment, template and draft campaign
  const contact = String((await api.call(emailContacts, { per_page: 1 })).items[0]!.id);
  const emailSegment = String((await api.call(emailSegmentCreate, { name: 'Buyers', rules: [{ field: 'orders_count', op: 'gteq', value: '1' }] })).segment!.id);
  const template = (await api.call(campaignTemplates.create, { name: 'Newsletter', subject: 'Hello {{first_name}}', from_name: 'Shop.mn', from_email: 'news@shop.mn', body_html: '<p>Hello {{first_name}}</p>' }) as { item: { id: number } }).item.id;
  const campaign = String((await api.call(emailCampaignCreate, { name: 'Friday', template_id: template, segment_id: Number(emailSegment) })).campaign.id);
  params = {
    'marketing.audience_contact': { id: contact },
    'marketing.audience_segment': { id: emailSegment },
    'marketing.campaign_edit': { id: campaign },
    'marketing.campaign_report': { id: campaign },
    'orders.detail': { number: order.number },
    'products.all': { slug: String(product.id) },
    'users.detail': { id: String(userId) },
    // the editor of a new discount (the demo has none yet)
    'promotions.discount': { id: 'new' },
    'merchant.coupon': { id: 'new' },
    'merchant.brand': { id: brand },
    'gateway.account': { id: String(line.account_id) },
    'gateway.transaction': { id: String(line.account_id), number: String(line.id) },
    'warranties.detail': { id: String(warranty.id) },
    'e_tickets.detail': { id: String(ticket.id) },
    'air.booking': { id: String(booking.id) },
    'air.booking_logs': { id: String(booking.id) },
    'marketing.segment': { id: segment },
    'marketing.segment_push': { id: segment },
    'marketing.notification': { id: String(push.notification.id) },
    // the reports' drill-downs (an id without sales opens an empty report, as fit to check)
    'reports.brand_detail': { id: brand },
    'reports.vendor_detail': { id: '1' },
    'reports.taxon_detail': { id: '1' },
    'reports.keyword_detail': { id: 'sale' },
    'reports.product_detail': { id: String(product.id) },
    'reports.sku_detail': { sku: 'SKU-1' },
  };
}, 180_000);
afterAll(async () => {
  await web?.close();
});

/**
 * The route ids of the screens registry (src/web/screens/index.ts and the areas' lists it spreads),
 * read as text: importing it would pull the React screens into the node typecheck of the tests.
 */
function builtRouteIds(): Set<string> {
  const index = new URL('../../src/web/screens/index.ts', import.meta.url);
  const read = (url: URL) => readFileSync(url, 'utf8');
  const main = read(index);
  // `...PRODUCTS_ADMIN_SCREENS` spreads a list imported from the area's file
  const spread = [...main.matchAll(/^\s*\.\.\.(\w+),/gm)].map((m) => {
    const from = new RegExp(`import \\{[^}]*\\b${m[1]}\\b[^}]*\\} from '([^']+)'`).exec(main);
    if (!from) throw new Error(`cannot find where ${m[1]} comes from`);
    return read(new URL(from[1]!.replace(/\.js$/, '.ts'), index));
  });
  const ids = [main, ...spread].flatMap((s) => [...s.matchAll(/^\s*'?([\w.]+)'?: \w+\(/gm)].map((m) => m[1]!));
  return new Set(ids);
}

/** The paths a built route opens: without its optional parameters, and with real ones where it has a detail. */
function pathsOf(route: Route): { path: string; detail: boolean }[] {
  const segments = route.path.split('/');
  const bare = segments.some((s) => s.startsWith(':') && !s.endsWith('?')) ? [] : [{ path: segments.filter((s) => !s.startsWith(':')).join('/'), detail: false }];
  const values = params[route.id];
  if (!values) {
    if (bare.length === 0) throw new Error(`${route.id} (${route.path}) is built: give this test a real value for its parameters`);
    return bare;
  }
  const filled = segments.map((s) => (s.startsWith(':') ? values[s.replace(/[:?]/g, '')] ?? '' : s)).filter((s, i) => i === 0 || s).join('/');
  return [...bare, { path: filled, detail: true }];
}

const inFlight = new WeakMap<Page, Set<unknown>>();
/** Counts the page's requests, so a screen is read once its data and chunks have come. */
function track(page: Page): void {
  const open = new Set<unknown>();
  inFlight.set(page, open);
  page.on('request', (r) => open.add(r));
  page.on('requestfinished', (r) => open.delete(r));
  page.on('requestfailed', (r) => open.delete(r));
}
/** No request open for 100 ms (networkidle waits 500 ms: a third of this test's time). */
async function quiet(page: Page): Promise<void> {
  const open = inFlight.get(page)!;
  for (let still = 0, waited = 0; still < 2 && waited < 15_000; waited += 50) {
    await page.waitForTimeout(50);
    still = open.size === 0 ? still + 1 : 0;
  }
}

/** Open, wait for the screen's data, and say what does not fit and what is not translated. */
async function check(page: Page, path: string, detail: boolean): Promise<string[]> {
  // reached as a link would reach it: a reload per screen was most of this test's time
  await visit(page, path);
  await quiet(page);
  await page.locator('.splash, [data-testid$="-loading"], [aria-busy="true"]').first().waitFor({ state: 'detached', timeout: 15_000 }).catch(() => undefined);
  await quiet(page);
  const problems: string[] = [];
  // a bare detail route (/orders) may lead to its list; a detail with real values must open
  const at = new URL(page.url()).pathname;
  if (detail && at !== path.split('?')[0]) problems.push(`${path}: opened ${at} instead`);
  for (const cut of await cutTexts(page)) problems.push(`${path}: "${cut.text}" does not fit (${cut.where})`);
  for (const word of await untranslated(page)) problems.push(`${path}: untranslated ${word}`);
  return problems;
}

// one test per area, on one signed-in page: a single test over every screen came near its
// timeout as the areas grew (233 s of 240 on a loaded CI machine)
// the resource kit's screens are read in Mongolian, list and form, by tests/web/resources-kit.test.ts
const KIT_SCREENS = new Set(RESOURCES.filter((r) => r.create || r.def.readOnly).flatMap((r) => (r.def.routes ?? []).flatMap((x) => [x.list, x.detail])));
const BUILT = ROUTES.filter((r) => builtRouteIds().has(r.id) && !KIT_SCREENS.has(r.id));
const AREAS = [...new Set(BUILT.map((r) => r.area))];

describe('Mongolian that fits', () => {
  let page: Page;
  const seen = new Set<string>();
  // a cut in the shell (the sidebar, the header) is said once, at the first screen that shows it
  const said = new Set<string>();
  const firstTime = (problems: string[]) => problems.filter((p) => {
    const what = p.slice(p.indexOf(': ') + 2);
    if (said.has(what)) return false;
    said.add(what);
    return true;
  });

  it('the shell, in Mongolian, shows its text whole', async () => {
    expect(BUILT.length).toBeGreaterThan(20);
    page = await web.signedIn('admin@demo.mn', '/dashboard', { language: 'mn' });
    track(page);
    await page.getByTestId('dashboard').waitFor();
    // every sidebar group open: their items are labels too
    await page.getByTestId('sidebar').waitFor();
    const closed = page.locator('.sidebar-group-title[aria-expanded="false"]');
    while (await closed.count()) await closed.first().click();
    expect(firstTime((await cutTexts(page)).map((c) => `sidebar: "${c.text}" does not fit (${c.where})`))).toEqual([]);
  }, 60_000);

  for (const area of AREAS) {
    it(`${area}: every built screen, in Mongolian, shows its text whole and translated`, async () => {
      const problems: string[] = [];
      // the air desk's screens exist on the air website only: the page moves there for them, and back after
      const site = area === 'air' ? 'air' : null;
      if (await page.evaluate(() => (JSON.parse(localStorage.getItem('back_office') ?? '{}') as { state?: { websiteIndex?: string | null } }).state?.websiteIndex ?? null) !== site) {
        await page.evaluate((index) => {
          const saved = JSON.parse(localStorage.getItem('back_office') ?? '{"version":"v0.0.3","state":{}}') as { state: Record<string, unknown> };
          saved.state.websiteIndex = index;
          localStorage.setItem('back_office', JSON.stringify(saved));
        }, site);
        await page.reload();
        await page.getByTestId('sidebar').waitFor();
      }
      for (const route of BUILT.filter((r) => r.area === area)) {
        for (const { path, detail } of pathsOf(route)) {
          problems.push(...await check(page, path, detail));
          seen.add(path);
          // the detail screens' tabs are screens of their own
          if (!route.path.endsWith(':tab?') || !detail) continue;
          const tabs = await page.locator('[role="tablist"] a[role="tab"]').evaluateAll((as) => as.map((a) => a.getAttribute('href') ?? ''));
          for (const tab of tabs.filter((h) => h && !seen.has(h))) {
            seen.add(tab);
            problems.push(...await check(page, tab, true));
          }
        }
      }
      expect(firstTime(problems)).toEqual([]);
    }, 120_000);
  }
});
