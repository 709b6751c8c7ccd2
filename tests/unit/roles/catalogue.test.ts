import { describe, expect, it } from 'vitest';
import enNav from '../../../src/shared/i18n/en/nav.js';
import mnNav from '../../../src/shared/i18n/mn/nav.js';
import {
  AREAS, linkPath, PUBLIC_ROUTES, ROUTES, SIDEBAR_GROUPS, isRole, type RouteDef,
} from '../../../src/shared/roles/index.js';

const ALL: readonly RouteDef[] = ROUTES;

function lookup(messages: unknown, key: string): unknown {
  return key.split('.').slice(1).reduce<unknown>(
    (node, part) => (node !== null && typeof node === 'object' ? (node as Record<string, unknown>)[part] : undefined),
    messages,
  );
}

const labelKeys = [
  ...ROUTES.map((r) => r.label),
  ...PUBLIC_ROUTES.map((r) => r.label),
  ...SIDEBAR_GROUPS.map((g) => g.label),
];

describe('navigation catalogue', () => {
  it.each(labelKeys)('label %s exists in en and mn', (key) => {
    expect(typeof lookup(enNav, key)).toBe('string');
    expect(typeof lookup(mnNav, key)).toBe('string');
    expect(lookup(mnNav, key)).not.toBe('');
  });

  it('has no nav message without a route or group', () => {
    const used = new Set<string>(labelKeys);
    const routeKeys = Object.keys(enNav.routes).map((k) => `nav.routes.${k}`);
    const groupKeys = Object.keys(enNav.groups).map((k) => `nav.groups.${k}`);
    expect([...routeKeys, ...groupKeys].filter((k) => !used.has(k))).toEqual([]);
  });

  it('every path and every id is unique, public routes included', () => {
    const paths = [...ROUTES, ...PUBLIC_ROUTES].map((r) => r.path);
    const ids = [...ROUTES, ...PUBLIC_ROUTES].map((r) => r.id);
    expect(paths.filter((p, i) => paths.indexOf(p) !== i)).toEqual([]);
    expect(ids.filter((p, i) => ids.indexOf(p) !== i)).toEqual([]);
  });

  it('no two patterns have the same shape (they would shadow each other)', () => {
    const shapes = ALL.map((r) => r.path.replace(/:[a-z_]+/g, ':'));
    expect(shapes.filter((s, i) => shapes.indexOf(s) !== i)).toEqual([]);
  });

  it.each(ALL.map((r) => [r.id, r] as const))('%s is well formed', (id, route) => {
    // wouter patterns: literal segments and named params, optional ones only at the end.
    expect(route.path).toMatch(/^\/[a-z_]+(\/[a-z0-9_]+|\/:[a-z_]+)*(\/:[a-z_]+\?)*$/);
    expect(route.label).toBe(`nav.routes.${id.replaceAll('.', '_')}`);
    expect(AREAS).toContain(route.area);
    if (route.roles !== true) {
      expect(route.roles.length).toBeGreaterThan(0);
      expect(route.roles.every(isRole)).toBe(true);
    }
    // A sidebar item needs a link without parameters.
    if (route.sidebar) expect(linkPath(route.path)).not.toBeNull();
    if (route.group === 'none') expect(route.sidebar).toBe(false);
  });

  it('routes with a required parameter are never sidebar items', () => {
    expect(ALL.filter((r) => r.sidebar && /:[a-z_]+(\/|$)/.test(r.path)).map((r) => r.id)).toEqual([]);
  });

  it('every sidebar group has at least one sidebar item', () => {
    const empty = SIDEBAR_GROUPS.filter((g) => !ALL.some((r) => r.group === g.id && r.sidebar));
    expect(empty).toEqual([]);
  });

  it('lists the sidebar groups in the order of §2', () => {
    expect(SIDEBAR_GROUPS.map((g) => g.id)).toEqual([
      'dashboard', 'orders', 'air', 'products', 'promotions', 'fulfillment', 'content', 'reports', 'merchant',
      'merchant_settings', 'marketing', 'users', 'corporate_gateway', 'warranties', 'settings', 'system', 'whats_new',
    ]);
  });

  it('gives the Orders group the items of §2: List, Leasing, Notes, Printings', () => {
    expect(ALL.filter((r) => r.group === 'orders' && r.sidebar).map((r) => r.path)).toEqual([
      '/orders/list', '/orders/leasing', '/orders/notes', '/orders/printings',
    ]);
  });

  it('puts the NEW and SYSTEM badges on the items §2 names', () => {
    const badged = (badge: string) => ALL.filter((r) => r.badge === badge).map((r) => r.path).sort();
    expect(badged('new')).toEqual([
      '/content/look_books', '/content/polls', '/orders/leasing', '/products/badges', '/products/mass', '/products/reviews',
    ]);
    expect(badged('system')).toEqual([
      '/products/keywords', '/products/option_types', '/products/option_values', '/products/properties',
      '/products/prototypes/:id?',
    ]);
  });

  it('limits leasing, air booking and amway routes to their websites', () => {
    const where = (pred: (r: RouteDef) => boolean) => ALL.filter(pred).map((r) => r.path);
    expect(where((r) => /leas(e|ing)/.test(r.path))).toEqual(
      where((r) => r.features?.includes('leasing') === true),
    );
    expect(where((r) => r.path.startsWith('/air/') || r.path.startsWith('/system/air/'))).toEqual(
      where((r) => r.features?.includes('air_booking') === true),
    );
    expect(where((r) => r.websites !== undefined)).toEqual([
      '/promotions/amway_limit', '/promotions/amway_limit/:id', '/report/amway',
    ]);
    expect(ALL.every((r) => r.websites === undefined || r.websites.join() === 'sashka')).toBe(true);
  });

  it('marks the merchant settings, and only them, tenant-only', () => {
    expect(ALL.filter((r) => r.tenantOnly).map((r) => r.path)).toEqual([
      '/merchant_settings/contacts', '/merchant_settings/store_locations', '/merchant_settings/store_locations/:id', '/merchant_settings/storefront',
    ]);
  });

  it('keeps the login, register and error pages out of the rule', () => {
    expect(PUBLIC_ROUTES.map((r) => r.path)).toEqual(['/login', '/register', '/404', '/500']);
    for (const route of PUBLIC_ROUTES) expect(ALL.some((r) => r.path === route.path)).toBe(false);
  });

  it.each([
    ['/report', ['admin', 'report', 'finance_report']],
    ['/report/finance', ['admin', 'report', 'finance_report']],
    ['/report/order', ['admin', 'report']],
    ['/report/amway', ['admin', 'report']],
    ['/report/monthly_fee', true],
    ['/content/pages', ['content', 'admin', 'page']],
    ['/content/news/:id', ['news', 'admin', 'content']],
    ['/content/menus', ['content', 'admin', 'menu']],
    ['/content/compatibility/builds/:id', ['content', 'admin']],
    ['/marketing/sms', ['admin', 'sms', 'marketing']],
    ['/marketing/segments/:id/push', ['marketing', 'admin']],
    ['/marketing/campaigns/:id/report', ['admin', 'email', 'marketing']],
    ['/marketing/rfm', ['marketing', 'admin']],
    ['/u/users', ['admin', 'users']],
    ['/u/users/:id/:tab?', ['admin', 'users']],
    ['/u/drivers', true],
    ['/u/merchants', true],
    ['/u/admins', true],
    ['/u/contact_forms', true],
    ['/corporate_gateway', ['admin', 'cgw', 'cgw_income']],
    ['/corporate_gateway/payment_returns', ['admin', 'cgw']],
    ['/corporate_gateway/:id/:number', ['admin', 'cgw', 'cgw_income']],
    ['/warranties/:id', ['warranty', 'admin']],
    ['/supplier/branches', ['admin', 'supplier']],
    ['/merchant/orders', ['admin', 'merchant']],
    ['/merchant/e_tickets', ['admin', 'e_ticket']],
    ['/merchant/coupons', ['admin', 'coupon']],
    ['/e_tickets/:id', ['admin', 'e_ticket']],
    ['/help', ['admin', 'product', 'marketing', 'merchant']],
    ['/guide', ['admin', 'product', 'marketing', 'merchant']],
    ['/dashboard', true],
    ['/profile', true],
    ['/system', ['shop_admin']],
    ['/system/brands', ['shop_admin', 'product_admin']],
    ['/products/option_values', ['shop_admin', 'product_admin']],
    ['/settings/zones', ['admin']],
    ['/promotions/discount', ['admin', 'promotions']],
    ['/fulfillment/delivery/map', ['admin', 'fulfillment', 'collector', 'collect']],
    ['/orders/list', ['admin', 'orders', 'orders_view']],
  ] as const)('%s has the role list of §2', (path, roles) => {
    expect(ALL.find((r) => r.path === path)?.roles).toEqual(roles);
  });
});
