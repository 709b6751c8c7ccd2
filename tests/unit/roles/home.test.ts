import { describe, expect, it } from 'vitest';
import { summary } from '../../../src/shared/commands/dashboard.js';
import { canAccess } from '../../../src/shared/roles/access.js';
import { homeRoute } from '../../../src/shared/roles/visibility.js';
import type { RouteDef } from '../../../src/shared/roles/routes.js';
import { viewer, type ViewerSpec } from './viewers.js';

// issue 13: each role lands on a screen it can use, not on an empty dashboard
const BUILT = new Set(['dashboard', 'products.all', 'help.guide', 'users.list', 'users.admins', 'users.drivers', 'users.merchants', 'orders.list', 'profile']);

function home(spec: ViewerSpec): string | null {
  const v = viewer(spec);
  return homeRoute(v, (r: RouteDef) => BUILT.has(r.id) && (r.id !== 'dashboard' || canAccess(summary, v)));
}

describe('homeRoute', () => {
  it.each<[string, ViewerSpec, string]>([
    ['the admin', { roles: ['admin'] }, '/dashboard'],
    ['an orders user', { roles: ['orders'] }, '/dashboard'],
    ['a merchant', { roles: ['merchant'], tenantId: 4 }, '/dashboard'],
    ['a product editor', { roles: ['product'] }, '/products/all'],
    ['a marketer', { roles: ['marketing'] }, '/guide'],
    ['a user manager', { roles: ['users'] }, '/u/users'],
    // no built screen of his yet: his area's honest "not built" page, not the drivers list open to all
    ['a content editor', { roles: ['content'] }, '/content/pages'],
    ['a user without roles', {}, '/u/drivers'],
  ])('%s lands on %s', (_, spec, path) => {
    expect(home(spec)).toBe(path);
  });
});
