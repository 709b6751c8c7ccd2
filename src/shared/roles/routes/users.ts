import type { RouteDef } from './def.js';

const USERS = ['admin', 'users'] as const;
const SUPPLIER = ['admin', 'supplier'] as const;
const CGW = ['admin', 'cgw', 'cgw_income'] as const;
const WARRANTY = ['warranty', 'admin'] as const;

export const USERS_ROUTES = [
  { path: '/u/users', id: 'users.list', label: 'nav.routes.users_list', group: 'users', area: 'users', sidebar: true, roles: USERS },
  { path: '/u/users/:id/:tab?', id: 'users.detail', label: 'nav.routes.users_detail', group: 'users', area: 'users', sidebar: false, roles: USERS },
  // §2 and §6: Drivers, Merchants and Admin Users (and contact forms) have no role restriction.
  // …but a merchant's scope leaves the platform's drivers and admins out: for him they are always empty
  { path: '/u/drivers', id: 'users.drivers', label: 'nav.routes.users_drivers', group: 'users', area: 'users', sidebar: true, roles: true, notForMerchants: true },
  { path: '/u/merchants', id: 'users.merchants', label: 'nav.routes.users_merchants', group: 'users', area: 'users', sidebar: true, roles: true },
  { path: '/u/admins', id: 'users.admins', label: 'nav.routes.users_admins', group: 'users', area: 'users', sidebar: true, roles: true, notForMerchants: true },
  { path: '/u/contact_forms', id: 'users.contact_forms', label: 'nav.routes.users_contact_forms', group: 'users', area: 'users', sidebar: true, roles: true },
  // §2's sidebar has no Suppliers group; suppliers are organisations beside merchants and drivers.
  { path: '/supplier', id: 'suppliers.list', label: 'nav.routes.suppliers_list', group: 'users', area: 'suppliers', sidebar: true, roles: SUPPLIER },
  { path: '/supplier/segments', id: 'suppliers.segments', label: 'nav.routes.suppliers_segments', group: 'users', area: 'suppliers', sidebar: true, roles: SUPPLIER },
  { path: '/supplier/business_types', id: 'suppliers.business_types', label: 'nav.routes.suppliers_business_types', group: 'users', area: 'suppliers', sidebar: true, roles: SUPPLIER },
  { path: '/supplier/branches', id: 'suppliers.branches', label: 'nav.routes.suppliers_branches', group: 'users', area: 'suppliers', sidebar: true, roles: SUPPLIER },
] as const satisfies readonly RouteDef[];

export const GATEWAY_ROUTES = [
  { path: '/corporate_gateway', id: 'gateway.accounts', label: 'nav.routes.gateway_accounts', group: 'corporate_gateway', area: 'gateway', sidebar: true, roles: CGW },
  { path: '/corporate_gateway/payment_returns', id: 'gateway.payment_returns', label: 'nav.routes.gateway_payment_returns', group: 'corporate_gateway', area: 'gateway', sidebar: true, roles: ['admin', 'cgw'] },
  { path: '/corporate_gateway/:id', id: 'gateway.account', label: 'nav.routes.gateway_account', group: 'corporate_gateway', area: 'gateway', sidebar: false, roles: CGW },
  { path: '/corporate_gateway/:id/:number', id: 'gateway.transaction', label: 'nav.routes.gateway_transaction', group: 'corporate_gateway', area: 'gateway', sidebar: false, roles: CGW },
] as const satisfies readonly RouteDef[];

export const WARRANTIES_ROUTES = [
  { path: '/warranties', id: 'warranties.list', label: 'nav.routes.warranties_list', group: 'warranties', area: 'warranties', sidebar: true, roles: WARRANTY },
  { path: '/warranties/:id', id: 'warranties.detail', label: 'nav.routes.warranties_detail', group: 'warranties', area: 'warranties', sidebar: false, roles: WARRANTY },
] as const satisfies readonly RouteDef[];
