import type { RouteDef } from './def.js';

const FINANCE = ['admin', 'report', 'finance_report'] as const;
const REPORT = ['admin', 'report'] as const;

// §2's bare names ("/report/lease, order, …, sales/by_sku, by_product, …") are read under /report,
// and the by_* names after sales/by_sku under /report/sales.
export const REPORTS_ROUTES = [
  { path: '/report', id: 'reports.overview', label: 'nav.routes.reports_overview', group: 'reports', area: 'reports', sidebar: true, roles: FINANCE },
  { path: '/report/finance', id: 'reports.finance', label: 'nav.routes.reports_finance', group: 'reports', area: 'reports', sidebar: true, roles: FINANCE },
  // Leasing is sold by some shops only (§6): the report follows the leasing feature like /orders/leasing.
  { path: '/report/lease', id: 'reports.lease', label: 'nav.routes.reports_lease', group: 'reports', area: 'reports', sidebar: true, roles: REPORT, features: ['leasing'] },
  { path: '/report/order', id: 'reports.order', label: 'nav.routes.reports_order', group: 'reports', area: 'reports', sidebar: true, roles: REPORT },
  { path: '/report/order_report', id: 'reports.order_report', label: 'nav.routes.reports_order_report', group: 'reports', area: 'reports', sidebar: true, roles: REPORT },
  { path: '/report/promotion_report', id: 'reports.promotion_report', label: 'nav.routes.reports_promotion_report', group: 'reports', area: 'reports', sidebar: true, roles: REPORT },
  { path: '/report/integration_report', id: 'reports.integration_report', label: 'nav.routes.reports_integration_report', group: 'reports', area: 'reports', sidebar: true, roles: REPORT },
  { path: '/report/promotion_report_by_coupon_code', id: 'reports.promotion_report_by_coupon_code', label: 'nav.routes.reports_promotion_report_by_coupon_code', group: 'reports', area: 'reports', sidebar: true, roles: REPORT },
  { path: '/report/e_ticket_report', id: 'reports.e_ticket_report', label: 'nav.routes.reports_e_ticket_report', group: 'reports', area: 'reports', sidebar: true, roles: REPORT },
  { path: '/report/sms', id: 'reports.sms', label: 'nav.routes.reports_sms', group: 'reports', area: 'reports', sidebar: true, roles: REPORT },
  { path: '/report/sms/list', id: 'reports.sms_list', label: 'nav.routes.reports_sms_list', group: 'reports', area: 'reports', sidebar: true, roles: REPORT },
  { path: '/report/sms/date', id: 'reports.sms_date', label: 'nav.routes.reports_sms_date', group: 'reports', area: 'reports', sidebar: true, roles: REPORT },
  { path: '/report/vendor', id: 'reports.vendor', label: 'nav.routes.reports_vendor', group: 'reports', area: 'reports', sidebar: true, roles: REPORT },
  { path: '/report/product', id: 'reports.product', label: 'nav.routes.reports_product', group: 'reports', area: 'reports', sidebar: true, roles: REPORT },
  { path: '/report/integration', id: 'reports.integration', label: 'nav.routes.reports_integration', group: 'reports', area: 'reports', sidebar: true, roles: REPORT },
  { path: '/report/payment', id: 'reports.payment', label: 'nav.routes.reports_payment', group: 'reports', area: 'reports', sidebar: true, roles: REPORT },
  { path: '/report/store_credits', id: 'reports.store_credits', label: 'nav.routes.reports_store_credits', group: 'reports', area: 'reports', sidebar: true, roles: REPORT },
  { path: '/report/total_credits', id: 'reports.total_credits', label: 'nav.routes.reports_total_credits', group: 'reports', area: 'reports', sidebar: true, roles: REPORT },
  { path: '/report/coin_report', id: 'reports.coin_report', label: 'nav.routes.reports_coin_report', group: 'reports', area: 'reports', sidebar: true, roles: REPORT },
  { path: '/report/sales/by_sku', id: 'reports.sales_by_sku', label: 'nav.routes.reports_sales_by_sku', group: 'reports', area: 'reports', sidebar: true, roles: REPORT },
  { path: '/report/sales/by_product', id: 'reports.sales_by_product', label: 'nav.routes.reports_sales_by_product', group: 'reports', area: 'reports', sidebar: true, roles: REPORT },
  { path: '/report/sales/by_keyword', id: 'reports.sales_by_keyword', label: 'nav.routes.reports_sales_by_keyword', group: 'reports', area: 'reports', sidebar: true, roles: REPORT },
  { path: '/report/sales/by_taxon', id: 'reports.sales_by_taxon', label: 'nav.routes.reports_sales_by_taxon', group: 'reports', area: 'reports', sidebar: true, roles: REPORT },
  { path: '/report/sales/by_vendor', id: 'reports.sales_by_vendor', label: 'nav.routes.reports_sales_by_vendor', group: 'reports', area: 'reports', sidebar: true, roles: REPORT },
  { path: '/report/sales/by_brand', id: 'reports.sales_by_brand', label: 'nav.routes.reports_sales_by_brand', group: 'reports', area: 'reports', sidebar: true, roles: REPORT },
  { path: '/report/sales/by_customer', id: 'reports.sales_by_customer', label: 'nav.routes.reports_sales_by_customer', group: 'reports', area: 'reports', sidebar: true, roles: REPORT },
  { path: '/report/sales/over_time', id: 'reports.sales_over_time', label: 'nav.routes.reports_sales_over_time', group: 'reports', area: 'reports', sidebar: true, roles: REPORT },
  { path: '/report/vendor/:id', id: 'reports.vendor_detail', label: 'nav.routes.reports_vendor_detail', group: 'reports', area: 'reports', sidebar: false, roles: REPORT },
  { path: '/report/keyword/:id', id: 'reports.keyword_detail', label: 'nav.routes.reports_keyword_detail', group: 'reports', area: 'reports', sidebar: false, roles: REPORT },
  { path: '/report/brand/:id', id: 'reports.brand_detail', label: 'nav.routes.reports_brand_detail', group: 'reports', area: 'reports', sidebar: false, roles: REPORT },
  { path: '/report/taxon/:id', id: 'reports.taxon_detail', label: 'nav.routes.reports_taxon_detail', group: 'reports', area: 'reports', sidebar: false, roles: REPORT },
  { path: '/report/sku/:sku', id: 'reports.sku_detail', label: 'nav.routes.reports_sku_detail', group: 'reports', area: 'reports', sidebar: false, roles: REPORT },
  { path: '/report/product/:id', id: 'reports.product_detail', label: 'nav.routes.reports_product_detail', group: 'reports', area: 'reports', sidebar: false, roles: REPORT },
  { path: '/report/statistics', id: 'reports.statistics', label: 'nav.routes.reports_statistics', group: 'reports', area: 'reports', sidebar: true, roles: REPORT },
  // §2: "/report/monthly_fee has no role list", so every signed-in user sees it.
  { path: '/report/monthly_fee', id: 'reports.monthly_fee', label: 'nav.routes.reports_monthly_fee', group: 'reports', area: 'reports', sidebar: true, roles: true },
  { path: '/report/amway', id: 'reports.amway', label: 'nav.routes.reports_amway', group: 'reports', area: 'reports', sidebar: true, roles: REPORT, websites: ['sashka'] },
] as const satisfies readonly RouteDef[];
