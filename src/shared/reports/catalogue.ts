import type { Role } from '../roles/roles.js';
import type { Measure, ReportDef } from './define.js';

/** Sales reports reach merchants too: the engine keeps a confined caller to his own vendor's rows. */
const SALES: readonly Role[] = ['admin', 'report', 'merchant'];
/** The whole shop's money: no merchant. */
const SHOP: readonly Role[] = ['admin', 'report'];
const FINANCE: readonly Role[] = ['admin', 'report', 'finance_report'];
const STATEMENT: readonly Role[] = ['admin', 'report', 'finance_report', 'merchant'];

const LINE_MEASURES: readonly Measure[] = ['lines', 'units', 'returned_units', 'gross', 'discounts', 'net', 'commission'];
const LINE_FILTERS = ['vendor', 'state', 'brand', 'taxon'] as const;

const sales = (name: string, dimension: ReportDef['dimension'], route: ReportDef['route'], path: string, extra: Partial<ReportDef> = {}): ReportDef => ({
  name, route, path, source: 'lines', dimension, measures: LINE_MEASURES, filters: LINE_FILTERS, roles: SALES, scope: 'vendor', sort: 'net', chart: 'top', ...extra,
});

/**
 * Every report of §2 and §7 the data supports, each declared once. SMS reports are the
 * marketing area's (sms.report, sms.report_date), on /report/sms, sms/list and sms/date.
 * Order matters where two share a screen: the first is the screen's own.
 */
export const REPORTS: readonly ReportDef[] = [
  sales('sales_over_time', 'day', 'reports.sales_over_time', 'report/sales/over_time', { chart: 'time' }),
  sales('sales_by_sku', 'sku', 'reports.sales_by_sku', 'report/sales/by_sku', { drill: 'reports.sku_detail' }),
  sales('sales_by_product', 'product', 'reports.sales_by_product', 'report/sales/by_product', { drill: 'reports.product_detail' }),
  sales('sales_by_keyword', 'keyword', 'reports.sales_by_keyword', 'report/sales/by_keyword', { drill: 'reports.keyword_detail' }),
  sales('sales_by_taxon', 'taxon', 'reports.sales_by_taxon', 'report/sales/by_taxon', { drill: 'reports.taxon_detail' }),
  sales('sales_by_vendor', 'vendor', 'reports.sales_by_vendor', 'report/sales/by_vendor', { drill: 'reports.vendor_detail' }),
  sales('sales_by_brand', 'brand', 'reports.sales_by_brand', 'report/sales/by_brand', { drill: 'reports.brand_detail' }),
  {
    name: 'sales_by_customer', route: 'reports.sales_by_customer', path: 'report/sales/by_customer', source: 'customers', dimension: 'customer',
    measures: ['orders', 'total'], filters: ['vendor', 'state'], roles: SALES, scope: 'vendor', sort: 'total', chart: 'top',
  },
  sales('brand_detail', 'product', 'reports.brand_detail', 'report/brand/:id', { param: { name: 'id', filter: 'brand' }, drill: 'reports.product_detail' }),
  sales('vendor_detail', 'product', 'reports.vendor_detail', 'report/vendor/:id', { param: { name: 'id', filter: 'vendor' }, drill: 'reports.product_detail' }),
  sales('taxon_detail', 'product', 'reports.taxon_detail', 'report/taxon/:id', { param: { name: 'id', filter: 'taxon' }, drill: 'reports.product_detail' }),
  sales('keyword_detail', 'product', 'reports.keyword_detail', 'report/keyword/:id', { param: { name: 'id', filter: 'keyword' }, drill: 'reports.product_detail' }),
  sales('product_detail', 'sku', 'reports.product_detail', 'report/product/:id', { param: { name: 'id', filter: 'product' }, drill: 'reports.sku_detail' }),
  sales('sku_detail', 'day', 'reports.sku_detail', 'report/sku/:sku', { param: { name: 'sku', filter: 'sku' }, chart: 'time' }),
  sales('product', 'product', 'reports.product', 'report/product', { measures: ['units', 'returned_units', 'gross', 'net'], drill: 'reports.product_detail' }),
  sales('coin_report', 'product', 'reports.coin_report', 'orders/coin_report', { measures: ['units', 'coins'], sort: 'coins', drill: 'reports.product_detail' }),
  {
    name: 'order', route: 'reports.order', path: 'report/order', source: 'orders', dimension: 'day',
    measures: ['orders', 'item_total', 'adjustment_total', 'shipment_total', 'total', 'payment_total'], filters: ['vendor', 'state'], roles: SALES, scope: 'vendor', chart: 'time',
  },
  {
    name: 'orders_graph', route: 'reports.order', path: 'orders/graph', source: 'orders', dimension: 'day',
    measures: ['orders', 'total'], filters: ['vendor', 'state'], roles: SALES, scope: 'vendor', chart: 'time',
  },
  {
    name: 'order_report', route: 'reports.order_report', path: 'orders/order_report', source: 'orders', dimension: 'platform',
    measures: ['orders', 'item_total', 'shipment_total', 'total', 'payment_total'], filters: ['vendor', 'state'], roles: SALES, scope: 'vendor', sort: 'total', chart: 'top',
  },
  {
    name: 'orders_stats', route: 'reports.order_report', path: 'orders/stats', source: 'orders', dimension: 'state',
    measures: ['orders', 'total', 'payment_total'], filters: ['vendor', 'state'], roles: SALES, scope: 'vendor', sort: 'orders',
  },
  {
    name: 'statistics', route: 'reports.statistics', path: 'report/statistics', source: 'orders', dimension: 'month',
    measures: ['orders', 'item_total', 'total', 'commission_total', 'vat', 'city_tax'], filters: ['vendor', 'state'], roles: SALES, scope: 'vendor', chart: 'time',
  },
  {
    name: 'vendor', route: 'reports.vendor', path: 'report/vendor', source: 'orders', dimension: 'vendor',
    measures: ['orders', 'item_total', 'shipment_total', 'commission_total', 'total'], filters: ['vendor', 'state'], roles: SALES, scope: 'vendor', sort: 'total', drill: 'reports.vendor_detail', chart: 'top',
  },
  {
    name: 'payment', route: 'reports.payment', path: 'payments/report', source: 'payments', dimension: 'method',
    measures: ['payments', 'amount'], filters: [], roles: FINANCE, scope: 'platform', sort: 'amount', chart: 'top',
  },
  {
    name: 'store_credits', route: 'reports.store_credits', path: 'report/store_credits', source: 'store_credits', dimension: 'category',
    measures: ['entries', 'issued', 'used', 'amount'], filters: [], roles: SHOP, scope: 'platform', sort: 'issued',
  },
  {
    name: 'total_credits', route: 'reports.total_credits', path: 'report/total_credits', source: 'credit_balances', dimension: 'customer',
    measures: ['entries', 'balance'], filters: [], roles: SHOP, scope: 'platform', sort: 'balance',
  },
  {
    name: 'promotion_report', route: 'reports.promotion_report', path: 'orders/promotion_report', source: 'promotions', dimension: 'discount',
    measures: ['uses', 'amount'], filters: [], roles: SALES, scope: 'vendor', sort: 'amount', chart: 'top',
  },
  {
    name: 'promotion_report_by_coupon_code', route: 'reports.promotion_report_by_coupon_code', path: 'report/promotion_report_by_coupon_code', source: 'promotions', dimension: 'coupon_code',
    measures: ['uses', 'amount'], filters: [], roles: SALES, scope: 'vendor', sort: 'uses',
  },
  {
    name: 'lease', route: 'reports.lease', path: 'report/lease', source: 'lease', dimension: 'lease_state',
    measures: ['orders', 'lease_amount', 'down_payment', 'lease_left'], filters: [], roles: SHOP, scope: 'platform', sort: 'orders',
  },
  {
    name: 'monthly_fee', route: 'reports.monthly_fee', path: 'report/monthly_fee', source: 'monthly_fee', dimension: 'vendor',
    measures: ['months', 'monthly_fee', 'amount'], filters: ['vendor'], roles: ['admin', 'report', 'finance_report', 'merchant'], scope: 'vendor', sort: 'amount',
  },
  {
    name: 'statement', route: 'merchant.report', path: 'orders/statement', source: 'statement', dimension: 'vendor',
    measures: ['orders', 'item_total', 'shipment_total', 'total', 'commission_total', 'monthly_fee', 'owed'], filters: ['vendor'], roles: STATEMENT, scope: 'vendor', sort: 'owed',
  },
  {
    name: 'finance', route: 'reports.finance', path: 'orders/finance', source: 'finance', dimension: 'section',
    measures: ['amount'], filters: [], roles: FINANCE, scope: 'platform',
  },
  {
    name: 'amway', route: 'reports.amway', path: 'report/amway', source: 'customers', dimension: 'customer', websites: ['sashka'],
    measures: ['orders', 'total'], filters: ['state'], roles: SHOP, scope: 'vendor', sort: 'total', chart: 'top',
  },
  {
    name: 'e_ticket_report', route: 'reports.e_ticket_report', path: 'e_tickets/report', source: 'etickets', dimension: 'event',
    measures: ['tickets_issued', 'tickets_sent', 'tickets_used', 'tickets_canceled', 'checks_refused'], filters: ['vendor', 'product'],
    roles: ['admin', 'report'], scope: 'vendor', sort: 'tickets_issued', chart: 'top',
  },
  {
    name: 'e_ticket_days', route: 'reports.e_ticket_report', path: 'e_tickets/report/days', source: 'etickets', dimension: 'day',
    measures: ['tickets_issued', 'tickets_sent', 'tickets_used', 'tickets_canceled', 'checks_refused'], filters: ['vendor', 'product'],
    roles: ['admin', 'report'], scope: 'vendor',
  },
  {
    name: 'integration_report', route: 'reports.integration_report', path: 'integration_reports', source: 'sync', dimension: 'integration',
    measures: ['exchanges', 'failures', 'avg_ms'], filters: [], roles: SHOP, scope: 'platform', sort: 'exchanges', chart: 'top',
  },
  {
    name: 'integration_report_days', route: 'reports.integration_report', path: 'integration_reports/days', source: 'sync', dimension: 'day',
    measures: ['exchanges', 'failures', 'avg_ms'], filters: [], roles: SHOP, scope: 'platform',
  },
  {
    name: 'integration', route: 'reports.integration', path: 'report/integration', source: 'sync', dimension: 'entity',
    measures: ['exchanges', 'failures', 'avg_ms'], filters: [], roles: SHOP, scope: 'platform', sort: 'exchanges', chart: 'top',
  },
];

export const reportByName = (name: string): ReportDef | undefined => REPORTS.find((r) => r.name === name);
export const REPORT_NAMES = REPORTS.map((r) => r.name) as [string, ...string[]];
/** The report a screen shows: the first declared on its route. */
export const reportOfRoute = (route: string): ReportDef | undefined => REPORTS.find((r) => r.route === route);
/** Every report declared on a route: the screen offers the others as views of the same data. */
export const reportsOfRoute = (route: string): ReportDef[] => REPORTS.filter((r) => r.route === route);
