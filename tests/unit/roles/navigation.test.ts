import { describe, expect, it } from 'vitest';
import {
  firstAllowedRoute, linkPath, matchPath, matchRoute, PUBLIC_ROUTES, ROUTES, sidebar, type RouteDef,
} from '../../../src/shared/roles/index.js';
import { EVERY_SITE, viewer, type ViewerSpec } from './viewers.js';

const ALL: readonly RouteDef[] = ROUTES;
const byId = (id: string) => ALL.find((r) => r.id === id)!;
const outline = (spec: ViewerSpec) => sidebar(viewer(spec)).map((s) => [s.id, s.items.map((i) => i.href)]);

describe('sidebar', () => {
  it('a user with no role gets the dashboard, the monthly fee report, the open user lists and what is new', () => {
    expect(outline({})).toEqual([
      ['dashboard', ['/dashboard']],
      ['reports', ['/report/monthly_fee']],
      ['users', ['/u/drivers', '/u/merchants', '/u/admins', '/u/contact_forms']],
      ['whats_new', ['/whats_new']],
    ]);
  });

  it('a merchant with a tenant gets its console, its settings and the guide', () => {
    expect(outline({ roles: ['merchant'], tenantId: 4 })).toEqual([
      ['dashboard', ['/dashboard']],
      ['reports', ['/report/monthly_fee']],
      ['merchant', ['/merchant/orders', '/merchant/report', '/merchant/dashboard', '/merchant/contracts', '/merchant/infos',
        '/merchant/seller', '/merchant/ordered_products', '/merchant/products_return']],
      ['merchant_settings', ['/merchant_settings/contacts', '/merchant_settings/store_locations', '/merchant_settings/storefront']],
      // issue 13: the platform's drivers and admin users are outside a merchant's reach, always empty for him
      ['users', ['/u/merchants', '/u/contact_forms']],
      ['whats_new', ['/guide', '/whats_new']],
    ]);
  });

  it('an admin without a tenant gets every group of §2 but Merchant Settings, in order', () => {
    const sections = sidebar(viewer({ roles: ['admin'], ...EVERY_SITE }));
    expect(sections.map((s) => s.id)).toEqual([
      'dashboard', 'orders', 'air', 'products', 'promotions', 'fulfillment', 'content', 'reports', 'merchant',
      'marketing', 'users', 'corporate_gateway', 'warranties', 'settings', 'system', 'whats_new',
    ]);
    expect(sections.find((s) => s.id === 'orders')?.items.map((i) => i.route.label)).toEqual([
      'nav.routes.orders_list', 'nav.routes.orders_leasing', 'nav.routes.orders_notes', 'nav.routes.orders_printings',
    ]);
    const products = sections.find((s) => s.id === 'products')!.items;
    expect(products[0]).toMatchObject({ href: '/products/all', route: { id: 'products.all' } });
    expect(products.find((i) => i.route.id === 'products.prototypes')).toMatchObject({ href: '/products/prototypes' });
    expect(sections.flatMap((s) => s.items).every((i) => !i.href.includes(':'))).toBe(true);
  });

  it('drops the Air Booking group off the air website', () => {
    expect(sidebar(viewer({ roles: ['admin'] })).map((s) => s.id)).not.toContain('air');
  });
});

describe('firstAllowedRoute', () => {
  const withoutDashboard = ALL.filter((r) => r.id !== 'dashboard');

  it.each<ViewerSpec>([{}, { roles: ['report'] }, { roles: ['admin'], tenantId: 2 }, { roles: ['merchant'], website: null }])(
    'is /dashboard, open to every signed-in user (%j)',
    (spec) => expect(firstAllowedRoute(viewer(spec))).toBe('/dashboard'),
  );

  it('prefers /dashboard wherever it stands in the list', () => {
    expect(firstAllowedRoute(viewer({ roles: ['orders'] }), [byId('orders.list'), byId('dashboard')])).toBe('/dashboard');
  });

  it.each<[ViewerSpec, string]>([
    [{ roles: ['orders'] }, '/orders/list'],
    [{ roles: ['product'] }, '/products/all'],
    [{ roles: ['finance_report'] }, '/report'],
    [{ roles: ['warranty'] }, '/report/monthly_fee'],
  ])('without a dashboard, takes the first visible route, optional params dropped (%j)', (spec, path) => {
    expect(firstAllowedRoute(viewer(spec), withoutDashboard)).toBe(path);
  });

  it('is null when nothing is visible: the caller logs the user out', () => {
    const restricted = ALL.filter((r) => r.roles !== true);
    expect(firstAllowedRoute(viewer({ roles: ['customer'] }), restricted)).toBeNull();
    expect(firstAllowedRoute(viewer({ roles: ['admin'] }), [])).toBeNull();
  });

  it('is null when only detail routes are visible: they cannot be opened without an id', () => {
    expect(firstAllowedRoute(viewer({ roles: ['warranty'] }), [byId('warranties.detail')])).toBeNull();
  });
});

describe('matchRoute', () => {
  it.each([
    ['/dashboard', 'dashboard'],
    ['/orders/list', 'orders.list'],
    ['/orders/list/', 'orders.list'],
    ['/orders/list?page=2#top', 'orders.list'],
    ['/orders/new', 'orders.new'],
    ['/orders', 'orders.detail'],
    ['/orders/R12345', 'orders.detail'],
    ['/orders/R12345/payments', 'orders.detail'],
    ['/air/booking/42/logs', 'air.booking_logs'],
    ['/products/all', 'products.all'],
    ['/products/all/iphone-15/images', 'products.all'],
    ['/products/listings/iphone-15', 'products.listings'],
    ['/products/taxonomy', 'products.taxonomy'],
    ['/products/taxonomy/12', 'products.taxonomy'],
    ['/products/option_values/3', 'products.option_value'],
    ['/products/prototypes', 'products.prototypes'],
    ['/report', 'reports.overview'],
    ['/report/vendor', 'reports.vendor'],
    ['/report/vendor/12', 'reports.vendor_detail'],
    ['/report/sales/by_sku', 'reports.sales_by_sku'],
    ['/report/sku/ABC-1', 'reports.sku_detail'],
    ['/marketing/notifications/create', 'marketing.notification_create'],
    ['/marketing/notifications/9', 'marketing.notification'],
    ['/marketing/segments/4/push', 'marketing.segment_push'],
    ['/marketing/audience/contacts/8', 'marketing.audience_contact'],
    ['/corporate_gateway/payment_returns', 'gateway.payment_returns'],
    ['/corporate_gateway/3', 'gateway.account'],
    ['/corporate_gateway/3/INV-9', 'gateway.transaction'],
    ['/merchant/brands/5', 'merchant.brand'],
    ['/merchant/brands/5/products', 'merchant.brand'],
    ['/u/users', 'users.list'],
    ['/u/users/10/orders', 'users.detail'],
    ['/settings/shipment/profile', 'settings.shipment_profile'],
    ['/settings/shipment/template', 'settings.shipment_template'],
    ['/system/air/ports/ULN', 'system.air_port'],
    ['/e_tickets/list', 'e_tickets.list'],
    ['/e_tickets/77', 'e_tickets.detail'],
    ['/content/compatibility/presets/2', 'content.compatibility_preset'],
  ])('%s is %s', (pathname, id) => {
    expect(matchRoute(pathname)?.id).toBe(id);
  });

  it.each(['/', '/nope', '/orders/R1/payments/extra', '/merchant/brands', '/u/users/1/orders/2', '/login', '/report/sku'])(
    '%s is unknown to the signed-in catalogue',
    (pathname) => expect(matchRoute(pathname)).toBeNull(),
  );

  it('finds the public routes in their own list', () => {
    expect(matchRoute('/login', PUBLIC_ROUTES)?.id).toBe('auth.login');
    expect(matchRoute('/404', PUBLIC_ROUTES)?.id).toBe('errors.not_found');
    expect(matchRoute('/dashboard', PUBLIC_ROUTES)).toBeNull();
  });

  it.each(ALL.map((r) => [r.path, r] as const))('%s is reached by its own paths, never shadowed', (_path, route) => {
    const filled = route.path.replace(/:[a-z_]+\??/g, 'x1');
    expect(matchRoute(filled)).toBe(route);
    const link = linkPath(route.path);
    if (link !== null) expect(matchRoute(link)).toBe(route);
  });
});

describe('matchPath and linkPath', () => {
  it.each([
    ['/orders/:number?/:tab?', '/orders/R1', { number: 'R1' }],
    ['/orders/:number?/:tab?', '/orders', {}],
    ['/report/sku/:sku', '/report/sku/A%20B', { sku: 'A B' }],
    ['/corporate_gateway/:id/:number', '/corporate_gateway/3/INV-9?x=1', { id: '3', number: 'INV-9' }],
    ['/report/sku/:sku', '/report/sku/%E0%A4%A', { sku: '%E0%A4%A' }],
    ['/orders/list', '/orders/R1', null],
    ['/warranties/:id', '/warranties', null],
  ])('%s on %s gives %j', (pattern, pathname, params) => {
    expect(matchPath(pattern, pathname)).toEqual(params);
  });

  it.each([
    ['/products/all/:slug?/:tab?', '/products/all'],
    ['/settings/shipment/profile/:id?', '/settings/shipment/profile'],
    ['/report', '/report'],
    ['/warranties/:id', null],
    ['/u/users/:id/:tab?', null],
  ])('linkPath(%s) is %s', (pattern, link) => {
    expect(linkPath(pattern)).toBe(link);
  });
});
