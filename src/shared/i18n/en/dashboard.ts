/** The /dashboard screen (src/web/screens/dashboard). */
export default {
  title: 'Dashboard',
  scope_website: 'Last 30 days on {{website}}',
  scope_all: 'Last 30 days on every website',
  scope_vendor: 'only your merchant’s share',
  counts: {
    approved: 'Approved',
    canceled: 'Canceled',
    paid: 'Paid',
    pending: 'Awaiting approval',
    shipped: 'Shipped',
  },
  tile_hint: 'Open these orders in the list',
  graph: {
    title: 'Orders and revenue, last 30 days',
    orders: 'Orders',
    revenue: 'Revenue',
    total_orders_one: '{{count}} order',
    total_orders_other: '{{count}} orders',
    total_revenue: '{{amount}} revenue',
    day: '{{date}}: {{orders}} orders, {{revenue}}',
    table: 'Orders and revenue by day',
    date: 'Day',
  },
  loading: 'Counting orders…',
  no_orders_role: 'Your roles do not include orders. Open your screens from the sidebar or with Ctrl+K.',
} as const;
