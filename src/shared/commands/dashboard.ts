import { z } from 'zod';
import { defineCommand } from './define.js';
import { READ } from './orders/roles.js';

/** The tiles of §4's dashboard counts, in the order the screen shows them. */
export const DASHBOARD_COUNTS = ['approved', 'canceled', 'paid', 'pending', 'shipped'] as const;
export type DashboardCount = (typeof DASHBOARD_COUNTS)[number];

/** §5: the dashboard's graph (and its counts) cover the last 30 days. */
export const DASHBOARD_DAYS = 30;

export const dashboardSummarySchema = z.object({
  /** The first instant counted: midnight in Ulaanbaatar, 29 days before today. */
  since: z.string(),
  /** The website counted (the caller's current one), null when he has none. */
  website_id: z.number().int().nullable(),
  /** The vendors counted when the caller is confined to his; their share of each order's amount. */
  vendor_ids: z.array(z.number().int()).nullable(),
  counts: z.object(Object.fromEntries(DASHBOARD_COUNTS.map((k) => [k, z.number().int()])) as Record<DashboardCount, z.ZodNumber>),
  /** One entry per Ulaanbaatar day, oldest first, days without orders included. */
  days: z.array(z.object({
    /** YYYY-MM-DD in Asia/Ulaanbaatar. */
    date: z.string(),
    /** Orders placed that day (checkout finished; canceled ones included, carts not). */
    orders: z.number().int(),
    /** Möngö of the orders placed that day and not canceled (the caller's share when confined). */
    revenue: z.number().int(),
  })),
});
export type DashboardSummary = z.infer<typeof dashboardSummarySchema>;

/**
 * /dashboard (§2, §4): the counts and the 30-day graph of the current website, confined to the
 * caller's vendors (or the vendor he chose) like every order call.
 */
export const summary = defineCommand({
  id: 'dashboard.summary', area: 'dashboard', kind: 'query', roles: READ,
  http: { method: 'GET', path: 'dashboard' },
  input: z.object({}),
  output: dashboardSummarySchema,
  ui: { title: 'commands.dashboard.summary', keywords: ['dashboard', 'counts', 'revenue', 'graph', 'хянах самбар', 'орлого'] },
  cli: { verb: ['dashboard', 'summary'] },
});

export const dashboardCommands = { summary };

/**
 * The orders list's `q` filters that reach the orders a tile counts (the same conditions as the
 * server's count), so a click on a tile opens exactly what it counted.
 */
export function dashboardListFilters(count: DashboardCount, since: string): Record<string, string> {
  const own: Record<DashboardCount, Record<string, string>> = {
    approved: { approved_eq: 'true' },
    canceled: { state_eq: 'canceled' },
    paid: { payment_state_eq: 'paid' },
    pending: { state_in: 'complete,resumed', approved_eq: 'false' },
    shipped: { shipment_state_eq: 'shipped' },
  };
  return { ...own[count], created_at_gteq: since };
}
