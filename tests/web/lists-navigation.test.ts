/// <reference lib="dom" />
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { list } from '../../src/shared/commands/orders/orders.js';
import { search } from '../../src/shared/commands/products/products.js';
import { startWeb, visit, type WebHarness } from '../helpers/browser.js';
import { poll } from './orders-helpers.js';

// issue 13, lists and forms: paging past a capped count, start pages, links, refused URLs, titles, failed chunks
let web: WebHarness;
beforeAll(async () => {
  web = await startWeb();
}, 180_000);
afterAll(async () => {
  await web?.close();
});
const shots = process.env.BO_SCREENSHOTS_DIR ?? '/tmp';

describe('paging past a capped count', () => {
  it('keeps Next enabled on page 100 of "more than 1,000" while the server says rows remain', async () => {
    const { api } = await web.server.login('orders@demo.mn');
    const rows = (await api.call(list, { per_page: 10 })).items;
    const page = await web.signedIn('orders@demo.mn', '/orders/list?page=100');
    // the demo has 300 orders: the answer is made capped as 20,000 orders would make it
    await page.route(/\/api\/bo\/orders(\?|$)/, async (route) => {
      const response = await route.fetch();
      const body = await response.json() as Record<string, unknown>;
      await route.fulfill({ response, json: { ...body, items: rows, total: 1000, total_capped: true, has_more: true } });
    });
    await page.reload();
    const pager = page.getByTestId('orders-table-pagination');
    await pager.waitFor();
    expect(await page.getByTestId('orders-table-pagination-range').textContent()).toContain('of more than');
    const next = page.getByTestId('orders-table-pagination-next');
    expect(await next.isEnabled()).toBe(true);
    await next.click();
    await page.waitForURL(/page=101/);
    await poll(() => page.getByTestId('orders-table-pagination-page').textContent()).toBe('Page 101');
  });
});

describe('start pages, links and refused URLs', () => {
  it.each([
    ['product@demo.mn', '/products/all'],
    ['marketing@demo.mn', '/marketing/sms'],
    ['content@demo.mn', '/content/pages'],
    ['orders@demo.mn', '/dashboard'],
  ])('%s lands on a screen he can use (%s), not an empty dashboard', async (email, path) => {
    const page = await web.page(email, '/');
    await page.waitForURL((u) => u.pathname === path);
    expect(await page.getByTestId('dashboard-no-role').count()).toBe(0);
  });

  it('a merchant\'s dashboard counts are no links to the orders list he cannot open; an orders user\'s are', async () => {
    const merchant = await web.page('merchant@demo.mn', '/dashboard');
    await merchant.getByTestId('dashboard-tile-approved').waitFor();
    expect(await merchant.locator('a[href^="/orders/list"]').count()).toBe(0);
    // every link on the screen is one his roles open
    const orders = await web.page('orders@demo.mn', '/dashboard');
    await orders.getByTestId('dashboard-tile-approved').waitFor();
    expect(await orders.locator('a[data-testid="dashboard-tile-approved"]').count()).toBe(1);
  });

  it('a forbidden URL says which roles open it, an unknown one says not found; neither bounces', async () => {
    const page = await web.page('merchant@demo.mn', '/system/websites');
    await page.getByTestId('forbidden').waitFor();
    expect(new URL(page.url()).pathname).toBe('/system/websites');
    expect(await page.getByTestId('forbidden').textContent()).toContain('admin');
    await page.screenshot({ path: `${shots}/lists-forbidden-en.png` });
    await visit(page, '/no/such/page');
    await page.getByTestId('not-found').waitFor();
    expect(await page.getByTestId('not-found').textContent()).toContain('/no/such/page');
    await page.getByTestId('refused-home').click();
    await page.waitForURL((u) => u.pathname === '/dashboard');
    const mn = await web.signedIn('merchant@demo.mn', '/system/websites', { language: 'mn' });
    await mn.getByTestId('forbidden').waitFor();
    await mn.screenshot({ path: `${shots}/lists-forbidden-mn.png` });
  });

  it('a merchant is not shown the platform\'s admin users and drivers', async () => {
    const page = await web.page('merchant@demo.mn', '/dashboard');
    await page.getByTestId('sidebar').waitFor();
    await page.getByTestId('sidebar').locator('[data-group="users"] button').click();
    const items = await page.getByTestId('sidebar').locator('[data-group="users"] a').evaluateAll((as) => as.map((a) => a.getAttribute('href')));
    expect(items).not.toContain('/u/admins');
    expect(items).not.toContain('/u/drivers');
    await visit(page, '/u/drivers');
    await page.getByTestId('forbidden').waitFor();
  });
});

describe('users', () => {
  it('a user\'s detail lists his orders in an Orders tab, each a link to the order', async () => {
    const { api } = await web.server.login('admin@demo.mn');
    const order = (await api.call(list, { per_page: 100 })).items.find((o) => o.user_id !== null)!;
    const theirs = await api.call(list, { per_page: 100, q: { user_id_eq: order.user_id! } });
    const page = await web.page('admin@demo.mn', `/u/users/${order.user_id}`);
    await page.getByTestId('tab-orders').click();
    await page.waitForURL(/\/orders$/);
    await page.getByTestId('user-orders-table-row').first().waitFor();
    const shown = await page.getByTestId('user-orders-table-row').evaluateAll((rows) => rows.map((r) => r.getAttribute('data-row-key')!));
    expect(shown.length).toBe(Math.min(10, theirs.total));
    expect(shown.every((n) => theirs.items.some((o) => o.number === n))).toBe(true);
    expect(await page.locator(`[data-row-key="${order.number}"] a`).getAttribute('href')).toBe(`/orders/${order.number}`);
    await page.screenshot({ path: `${shots}/lists-user-orders-en.png` });
  });

  it('the merchant\'s role filter lists the roles he may grant, not all of them', async () => {
    const page = await web.page('merchant@demo.mn', '/u/merchants');
    await page.getByTestId('users-filters-add').selectOption('roles_in');
    await page.getByTestId('filter-roles_in').waitFor();
    const options = await page.getByTestId('filter-roles_in').locator('option').evaluateAll((os) => os.map((o) => (o as HTMLOptionElement).value).filter(Boolean));
    expect(options).toContain('merchant');
    expect(options).not.toContain('admin');
    expect(options).not.toContain('orders');
    expect(options.length).toBeLessThan(20);
  });
});

describe('tab titles', () => {
  it('names the screen, the order and the product', async () => {
    const { api } = await web.server.login('admin@demo.mn');
    const [order] = (await api.call(list, { per_page: 1 })).items;
    const [product] = (await api.call(search, { per_page: 1 })).items;
    const page = await web.page('admin@demo.mn', '/orders/list');
    await poll(() => page.title()).toBe('Order list · Back office');
    await visit(page, `/orders/${order!.number}`);
    await poll(() => page.title()).toBe(`${order!.number} · Back office`);
    await visit(page, `/products/all/${product!.id}`);
    await poll(() => page.title()).toBe(`${product!.name_en} · Back office`);
  });
});

describe('a failed code chunk', () => {
  it('reloads once by itself, then shows an error with a reload button in the screen\'s place', async () => {
    const page = await web.signedIn('admin@demo.mn', '/dashboard');
    await page.getByTestId('sidebar').waitFor();
    await page.route(/\/assets\/UsersList-[^/]*\.js$/, (route) => route.abort());
    let loads = 0;
    page.on('load', () => { loads++; });
    await page.evaluate(() => { history.pushState(null, '', '/u/users'); dispatchEvent(new PopStateEvent('popstate')); });
    await page.getByTestId('screen-failed').waitFor({ timeout: 20_000 });
    expect(loads).toBe(1);
    expect(await page.getByTestId('sidebar').isVisible()).toBe(true);
    expect(await page.getByTestId('screen-reload').isVisible()).toBe(true);
    await page.screenshot({ path: `${shots}/lists-chunk-failed-en.png` });
  });
});
