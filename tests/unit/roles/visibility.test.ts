import { describe, expect, it } from 'vitest';
import {
  canAccess, ROUTES, visibleRoutes, type Role, type RouteDef,
} from '../../../src/shared/roles/index.js';
import { EVERY_SITE, viewer, type ViewerSpec } from './viewers.js';

const ALL: readonly RouteDef[] = ROUTES;
const paths = (spec: ViewerSpec): string[] => visibleRoutes(viewer(spec)).map((r) => r.path);

/** [who, viewer, paths seen, paths not seen]: the examples of §2 and §6. */
const CASES: [string, ViewerSpec, string[], string[]][] = [
  ['report only', { roles: ['report'] },
    ['/report', '/report/order', '/report/finance', '/report/sales/by_sku', '/report/vendor/:id', '/report/monthly_fee', '/dashboard'],
    ['/report/amway', '/report/lease', '/u/users', '/merchant/orders', '/orders/list']],
  ['report only, on sashka', { roles: ['report'], website: 'sashka' }, ['/report/amway'], ['/promotions/amway_limit']],
  ['report only, leasing website', { roles: ['report'], features: ['leasing'] }, ['/report/lease'], ['/orders/leasing']],
  ['finance_report only', { roles: ['finance_report'] },
    ['/report', '/report/finance', '/report/monthly_fee'],
    ['/report/order', '/report/sales/by_sku', '/report/statistics']],
  ['merchant with its tenant', { roles: ['merchant'], tenantId: 7 },
    ['/merchant/orders', '/merchant/dashboard', '/merchant/brands/:id/:tab?', '/merchant_settings/contacts',
      '/merchant_settings/store_locations/:id', '/u/merchants', '/help', '/guide'],
    ['/u/users', '/merchant/e_tickets', '/merchant/coupons', '/settings', '/orders/list', '/report']],
  ['merchant without a tenant', { roles: ['merchant'] }, ['/merchant/orders'], ['/merchant_settings/contacts']],
  ['no role at all', {},
    ['/dashboard', '/profile', '/u/drivers', '/u/merchants', '/u/admins', '/u/contact_forms', '/report/monthly_fee'],
    ['/help', '/u/users', '/report', '/orders/list']],
  ['page editor', { roles: ['page'] }, ['/content/pages', '/content/pages/:id'], ['/content/news', '/content/menus', '/settings/files']],
  ['news editor', { roles: ['news'] },
    ['/content/news', '/content/news/:id', '/content/articles', '/content/authors/:id'],
    ['/content/pages', '/content/menus', '/content/polls']],
  ['menu editor', { roles: ['menu'] }, ['/content/menus', '/content/menus/:id'], ['/content/pages', '/content/news']],
  ['content editor', { roles: ['content'] },
    ['/content/pages', '/content/news', '/content/menus', '/content/look_books', '/content/compatibility/builds/:id', '/settings/files'],
    ['/marketing/push', '/settings']],
  ['articles role (not in §2 lists)', { roles: ['articles'] }, [], ['/content/articles']],
  ['air booking staff, air website', { roles: ['air_booking'], features: ['air_booking'] },
    ['/air/booking', '/air/booking/:id', '/air/booking/:id/logs', '/air/ticket'], ['/system/air/ports']],
  ['air booking staff, other website', { roles: ['air_book'] }, [], ['/air/booking', '/air/ticket']],
  ['admin, air website', { roles: ['admin'], features: ['air_booking'] }, ['/air/booking', '/system/air/crafts/:id'], []],
  ['admin, no website selected', { roles: ['admin'], website: null }, ['/orders/list', '/system'],
    ['/air/booking', '/orders/leasing', '/report/amway']],
  ['promotions on sashka', { roles: ['promotions'], website: 'sashka' },
    ['/promotions/discount', '/promotions/amway_limit', '/promotions/amway_limit/:id'], ['/report/amway']],
  ['orders viewer', { roles: ['orders_view'] }, ['/orders/list', '/orders/:number?/:tab?'], ['/orders/new']],
  ['shop_admin', { roles: ['shop_admin'] },
    ['/system', '/system/websites/:id', '/system/brands', '/products/option_values', '/products/prototypes/:id?'],
    ['/settings', '/products/all/:slug?/:tab?', '/system/lease_blacklists']],
  ['product_admin', { roles: ['product_admin'] },
    ['/products/all/:slug?/:tab?', '/products/keywords', '/system/brands/:id', '/products/taxonomy/:id?'],
    ['/system', '/system/websites']],
  ['cgw_income', { roles: ['cgw_income'] }, ['/corporate_gateway', '/corporate_gateway/:id/:number'], ['/corporate_gateway/payment_returns']],
  ['warranty', { roles: ['warranty'] }, ['/warranties', '/warranties/:id'], ['/supplier']],
  ['collector', { roles: ['collector'] }, ['/fulfillment', '/fulfillment/delivery/map'], ['/orders/list']],
  ['contacts_view', { roles: ['contacts_view'], tenantId: 3 }, ['/settings/contacts', '/merchant_settings/contacts'],
    ['/merchant_settings/store_locations', '/settings/contracts']],
];

describe('visibleRoutes (§2, §6)', () => {
  it.each(CASES)('%s', (_who, spec, seen, notSeen) => {
    const visible = paths(spec);
    for (const path of seen) expect(visible, path).toContain(path);
    for (const path of notSeen) expect(visible, path).not.toContain(path);
  });

  it('a user with no role sees exactly the routes without a role list', () => {
    expect(paths({ ...EVERY_SITE, tenantId: 1 })).toEqual([
      '/dashboard', '/report/monthly_fee', '/u/drivers', '/u/merchants', '/u/admins', '/u/contact_forms', '/whats_new', '/profile',
      // everyone has jobs of his own (issue 15)
      '/jobs/:id?',
    ]);
  });

  it('an admin without a tenant sees everything but other websites’ items and tenant-only items', () => {
    const hidden = ALL.filter((r) => !paths({ roles: ['admin'] }).includes(r.path));
    expect(hidden).toEqual(ALL.filter((r) => r.websites || r.features || r.tenantOnly));
    expect(hidden.map((r) => r.path)).toContain('/merchant_settings/contacts');
    expect(hidden.map((r) => r.path)).toContain('/report/amway');
    expect(paths({ roles: ['admin'], ...EVERY_SITE })).toEqual(ALL.filter((r) => !r.tenantOnly).map((r) => r.path));
  });

  it('an admin with a tenant sees only the items listing admin (or no list)', () => {
    const seen = paths({ roles: ['admin'], tenantId: 9, ...EVERY_SITE });
    expect(seen).toEqual(ALL.filter((r) => r.roles === true || r.roles.includes('admin')).map((r) => r.path));
    expect(seen).toContain('/merchant_settings/contacts');
    expect(seen).not.toContain('/system');
    expect(seen).not.toContain('/products/option_values');
  });

  it('an admin with a tenant also sees what the tenant’s or website’s roles add', () => {
    // Viewer.roles is the union of the user's, the website's and the tenant's roles (§6).
    const seen = paths({ roles: ['admin', 'shop_admin'], tenantId: 9 });
    expect(seen).toContain('/system');
    expect(seen).toContain('/settings');
  });

  it('website limits hold for every role, admin included', () => {
    const roles: Role[] = ['admin', 'orders', 'report', 'promotions', 'air_booking', 'shop_admin'];
    for (const route of ALL.filter((r) => r.websites || r.features)) {
      expect(canAccess(route, viewer({ roles, tenantId: null, website: 'shop' })), route.path).toBe(false);
    }
  });
});
