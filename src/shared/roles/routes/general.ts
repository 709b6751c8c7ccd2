import type { PublicRouteDef, RouteDef } from './def.js';

export const DASHBOARD_ROUTES = [
  // §2 gives /dashboard no role list: every signed-in user lands here first.
  { path: '/dashboard', id: 'dashboard', label: 'nav.routes.dashboard', group: 'dashboard', area: 'dashboard', sidebar: true, roles: true },
] as const satisfies readonly RouteDef[];

/** [admin, product, marketing, merchant] is §2's list for /help and /guide. */
const HELP = ['admin', 'product', 'marketing', 'merchant'] as const;

export const WHATS_NEW_ROUTES = [
  // §2 names no route for the What's New group; the guide articles are the nearest, so it is not empty.
  { path: '/guide', id: 'help.guide', label: 'nav.routes.help_guide', group: 'whats_new', area: 'help', sidebar: true, roles: HELP },
  // the console's changelog (src/shared/changelog): for everyone who signs in
  { path: '/whats_new', id: 'help.whats_new', label: 'nav.routes.help_whats_new', group: 'whats_new', area: 'help', sidebar: true, roles: true },
] as const satisfies readonly RouteDef[];

/** Reached from the header, the help panel, links on other screens and the palette. */
export const OTHER_ROUTES = [
  { path: '/profile', id: 'profile', label: 'nav.routes.profile', group: 'none', area: 'users', sidebar: false, roles: true },
  { path: '/help', id: 'help.index', label: 'nav.routes.help_index', group: 'none', area: 'help', sidebar: false, roles: HELP },
  // §2 puts /e_tickets in no sidebar group; e_ticket users get /merchant/e_tickets there.
  { path: '/e_tickets/list', id: 'e_tickets.list', label: 'nav.routes.e_tickets_list', group: 'none', area: 'eticket', sidebar: false, roles: ['admin', 'e_ticket'] },
  { path: '/e_tickets/:id', id: 'e_tickets.detail', label: 'nav.routes.e_tickets_detail', group: 'none', area: 'eticket', sidebar: false, roles: ['admin', 'e_ticket'] },
  // not in §2: the jobs centre (issue 15), reached from the header's tray. Everyone has jobs of his
  // own; admins and each kind's overseers see everyone's (src/shared/commands/jobs/kinds.ts).
  { path: '/jobs/:id?', id: 'jobs', label: 'nav.routes.jobs', group: 'none', area: 'jobs', sidebar: false, roles: true },
] as const satisfies readonly RouteDef[];

export const PUBLIC_ROUTES = [
  { path: '/login', id: 'auth.login', label: 'nav.routes.auth_login', guestOnly: true },
  // A placeholder wired to nothing (§2), kept so the path is not an "unknown path".
  { path: '/register', id: 'auth.register', label: 'nav.routes.auth_register' },
  { path: '/404', id: 'errors.not_found', label: 'nav.routes.errors_not_found' },
  { path: '/500', id: 'errors.server_error', label: 'nav.routes.errors_server_error' },
] as const satisfies readonly PublicRouteDef[];
