import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import { list as contactFormList } from '../../shared/commands/contact-forms.js';
import { summary } from '../../shared/commands/dashboard.js';
import type { AccessRule } from '../../shared/roles/access.js';
import type { RouteId } from '../../shared/roles/routes.js';
import { PRODUCTS_ADMIN_SCREENS } from './products/admin/routes.js';
import { RESOURCE_SCREENS } from './resources.js';
import { SETTINGS_SCREENS } from './settings/routes.js';

/** Route parameters as wouter matched them (`:id`, `:tab?`). */
export type ScreenProps = { params: Record<string, string | undefined> };
export type Screen = LazyExoticComponent<ComponentType<ScreenProps>>;

/**
 * The screens built so far, by route id, each loaded lazily in its area's chunk. A route of the
 * catalogue missing here shows the honest "not built yet" page: navigation is complete from day one.
 */
/** A report's screen, drawn from its declaration. */
const reportScreen = (id: RouteId): Screen => lazy(() => import('./reports/ReportScreen.js').then((m) => ({ default: m.screenOf(id) })));

export const SCREENS: Partial<Record<RouteId, Screen>> = {
  'users.list': lazy(() => import('./users/UsersList.js')),
  'users.admins': lazy(() => import('./users/UsersList.js').then((m) => ({ default: m.AdminsList }))),
  'users.merchants': lazy(() => import('./users/UsersList.js').then((m) => ({ default: m.MerchantsList }))),
  'users.drivers': lazy(() => import('./users/UsersList.js').then((m) => ({ default: m.DriversList }))),
  'users.detail': lazy(() => import('./users/UserDetail.js')),
  profile: lazy(() => import('./users/Profile.js')),
  dashboard: lazy(() => import('./dashboard/Dashboard.js')),
  'products.all': lazy(() => import('./products/list/ProductsAll.js')),
  'products.new': lazy(() => import('./products/editor/NewProduct.js')),
  'products.mass': lazy(() => import('./products/mass/MassImportScreen.js')),
  'help.index': lazy(() => import('./help/HelpScreen.js')),
  'help.guide': lazy(() => import('./help/HelpScreen.js')),
  'help.whats_new': lazy(() => import('./help/WhatsNew.js')),
  'orders.list': lazy(() => import('./orders/list/OrdersList.js')),
  'orders.new': lazy(() => import('./orders/new/NewOrder.js')),
  'orders.detail': lazy(() => import('./orders/detail/OrderDetail.js')),
  'orders.leasing': lazy(() => import('./orders/leasing/LeasingScreen.js')),
  'orders.notes': lazy(() => import('./orders/notes/NotesScreen.js')),
  'orders.printings': lazy(() => import('./orders/printings/PrintingsScreen.js')),
  jobs: lazy(() => import('./jobs/JobsScreen.js')),
  'promotions.discounts': lazy(() => import('./promotions/DiscountsList.js')),
  'promotions.discount': lazy(() => import('./promotions/DiscountEditor.js')),
  'promotions.gift_cards': lazy(() => import('./promotions/GiftCardsScreen.js')),
  // a merchant's own coupons: the same list and editor, his vendor's only (the server confines him)
  'merchant.coupons': lazy(() => import('./promotions/DiscountsList.js')),
  'merchant.coupon': lazy(() => import('./promotions/DiscountEditor.js')),
  'gateway.accounts': lazy(() => import('./gateway/GatewayScreen.js')),
  'gateway.account': lazy(() => import('./gateway/AccountStatement.js')),
  'gateway.transaction': lazy(() => import('./gateway/TransactionScreen.js')),
  'gateway.payment_returns': lazy(() => import('./gateway/PaymentReturnsScreen.js')),
  'system.index': lazy(() => import('./system/SystemIndex.js')),
  'users.contact_forms': lazy(() => import('./users/ContactForms.js')),
  'warranties.list': lazy(() => import('./warranties/WarrantiesList.js')),
  'e_tickets.list': lazy(() => import('./eticket/ETicketsList.js')),
  'e_tickets.detail': lazy(() => import('./eticket/ETicketDetail.js')),
  'air.bookings': lazy(() => import('./air/BookingsList.js')),
  'air.booking': lazy(() => import('./air/BookingDetail.js')),
  'air.booking_logs': lazy(() => import('./air/BookingLogs.js')),
  'air.tickets': lazy(() => import('./air/TicketsList.js')),
  'merchant.e_tickets': lazy(() => import('./eticket/ETicketsList.js')),
  // the merchant console: the orders and fulfillment desks, his vendor's rows only (the server confines him)
  'merchant.orders': lazy(() => import('./orders/list/OrdersList.js').then((m) => ({ default: m.MerchantOrders }))),
  'merchant.ordered_products': lazy(() => import('./fulfillment/OrderedProducts.js').then((m) => ({ default: m.MerchantOrderedProducts }))),
  'merchant.products_return': lazy(() => import('./fulfillment/ProductsReturn.js').then((m) => ({ default: m.MerchantProductsReturn }))),
  'merchant.dashboard': lazy(() => import('./merchant/MerchantDashboard.js')),
  'merchant.seller': lazy(() => import('./merchant/MerchantSellers.js')),
  'merchant.brand': lazy(() => import('./merchant/MerchantBrand.js')),
  'warranties.detail': lazy(() => import('./warranties/WarrantyDetail.js')),
  'marketing.sms': lazy(() => import('./marketing/SmsScreen.js')),
  'marketing.push': lazy(() => import('./marketing/push/PushScreens.js')),
  'marketing.devices': lazy(() => import('./marketing/push/PushScreens.js').then((m) => ({ default: m.DevicesScreen }))),
  'marketing.notifications': lazy(() => import('./marketing/push/PushScreens.js').then((m) => ({ default: m.NotificationsScreen }))),
  'marketing.notification': lazy(() => import('./marketing/push/PushScreens.js').then((m) => ({ default: m.NotificationScreen }))),
  'marketing.notification_create': lazy(() => import('./marketing/push/PushCompose.js')),
  'marketing.segment_push': lazy(() => import('./marketing/push/PushCompose.js').then((m) => ({ default: m.SegmentPushScreen }))),
  'marketing.segments': lazy(() => import('./marketing/push/PushSegments.js')),
  'marketing.segment': lazy(() => import('./marketing/push/PushSegments.js').then((m) => ({ default: m.SegmentScreen }))),
  'marketing.email': lazy(() => import('./marketing/email/EmailAudience.js')),
  'marketing.audience': lazy(() => import('./marketing/email/EmailAudience.js').then((m) => ({ default: m.AudienceScreen }))),
  'marketing.audience_contacts': lazy(() => import('./marketing/email/EmailAudience.js').then((m) => ({ default: m.ContactsScreen }))),
  'marketing.audience_contact': lazy(() => import('./marketing/email/EmailAudience.js').then((m) => ({ default: m.ContactScreen }))),
  'marketing.audience_import_contact': lazy(() => import('./marketing/email/ImportContacts.js')),
  'marketing.audience_segments': lazy(() => import('./marketing/email/EmailSegments.js')),
  'marketing.audience_segment': lazy(() => import('./marketing/email/EmailSegments.js').then((m) => ({ default: m.EmailSegmentScreen }))),
  'marketing.campaigns': lazy(() => import('./marketing/email/EmailCampaigns.js')),
  'marketing.campaign_edit': lazy(() => import('./marketing/email/EmailCampaigns.js').then((m) => ({ default: m.CampaignEditScreen }))),
  'marketing.campaign_report': lazy(() => import('./marketing/email/EmailCampaigns.js').then((m) => ({ default: m.CampaignReportScreen }))),
  'marketing.rfm': lazy(() => import('./marketing/rfm/RfmScreen.js')),
  'reports.overview': lazy(() => import('./reports/ReportIndex.js')),
  // each declared report on its route (src/shared/reports/catalogue.ts); a test holds this list to the declarations
  'reports.sales_over_time': reportScreen('reports.sales_over_time'),
  'reports.sales_by_sku': reportScreen('reports.sales_by_sku'),
  'reports.sku_detail': reportScreen('reports.sku_detail'),
  'reports.sales_by_product': reportScreen('reports.sales_by_product'),
  'reports.product_detail': reportScreen('reports.product_detail'),
  'reports.sales_by_keyword': reportScreen('reports.sales_by_keyword'),
  'reports.keyword_detail': reportScreen('reports.keyword_detail'),
  'reports.sales_by_taxon': reportScreen('reports.sales_by_taxon'),
  'reports.taxon_detail': reportScreen('reports.taxon_detail'),
  'reports.sales_by_vendor': reportScreen('reports.sales_by_vendor'),
  'reports.vendor_detail': reportScreen('reports.vendor_detail'),
  'reports.sales_by_brand': reportScreen('reports.sales_by_brand'),
  'reports.brand_detail': reportScreen('reports.brand_detail'),
  'reports.sales_by_customer': reportScreen('reports.sales_by_customer'),
  'reports.product': reportScreen('reports.product'),
  'reports.coin_report': reportScreen('reports.coin_report'),
  'reports.order': reportScreen('reports.order'),
  'reports.order_report': reportScreen('reports.order_report'),
  'reports.statistics': reportScreen('reports.statistics'),
  'reports.vendor': reportScreen('reports.vendor'),
  'reports.payment': reportScreen('reports.payment'),
  'reports.store_credits': reportScreen('reports.store_credits'),
  'reports.total_credits': reportScreen('reports.total_credits'),
  'reports.promotion_report': reportScreen('reports.promotion_report'),
  'reports.promotion_report_by_coupon_code': reportScreen('reports.promotion_report_by_coupon_code'),
  'reports.lease': reportScreen('reports.lease'),
  'reports.monthly_fee': reportScreen('reports.monthly_fee'),
  'merchant.report': reportScreen('merchant.report'),
  'reports.finance': reportScreen('reports.finance'),
  'reports.amway': reportScreen('reports.amway'),
  'reports.e_ticket_report': reportScreen('reports.e_ticket_report'),
  'reports.integration_report': reportScreen('reports.integration_report'),
  'reports.integration': reportScreen('reports.integration'),
  'reports.sms': lazy(() => import('./marketing/SmsReportScreen.js')),
  'reports.sms_list': lazy(() => import('./marketing/SmsReportScreen.js')),
  'reports.sms_date': lazy(() => import('./marketing/SmsReportScreen.js').then((m) => ({ default: m.SmsReportByDate }))),
  'settings.files': lazy(() => import('./content/FilesScreen.js')),
  'fulfillment.overview': lazy(() => import('./fulfillment/FulfillmentOverview.js')),
  'fulfillment.ordered_products': lazy(() => import('./fulfillment/OrderedProducts.js')),
  'fulfillment.by_vendor': lazy(() => import('./fulfillment/ByVendor.js')),
  'fulfillment.delivery_sheet': lazy(() => import('./fulfillment/DeliverySheet.js')),
  'fulfillment.delivery_driver_report': lazy(() => import('./fulfillment/DriverReport.js')),
  'fulfillment.products_return': lazy(() => import('./fulfillment/ProductsReturn.js')),
  'fulfillment.pivot': lazy(() => import('./fulfillment/Pivot.js')),
  'fulfillment.delivery_calendar': lazy(() => import('./fulfillment/DeliveryCalendar.js')),
  'fulfillment.delivery_map': lazy(() => import('./fulfillment/DeliveryMap.js')),
  'fulfillment.delivery_locations': lazy(() => import('./fulfillment/DeliveryLocations.js')),
  ...PRODUCTS_ADMIN_SCREENS,
  ...RESOURCE_SCREENS,
  ...SETTINGS_SCREENS,
  // the rules (a resource), their runs and the cap (a singleton) on one screen, over the kit's own
  'marketing.automation': lazy(() => import('./marketing/rfm/AutomationScreen.js')),
  // the kit's form of the vendor's information, with the bank-account change waiting under it
  'merchant.infos': lazy(() => import('./merchant/MerchantInfos.js')),
  'merchant.bank_changes': lazy(() => import('./merchant/BankChanges.js')),
};

export const NotBuilt: Screen = lazy(() => import('./NotBuilt.js'));

/**
 * What a built screen needs beyond its route to be of use: the dashboard opens for everyone but
 * counts orders, which an orders, fulfillment, finance or merchant role reads. A user without it
 * lands elsewhere (homeRoute).
 */
export const SCREEN_NEEDS: Partial<Record<RouteId, AccessRule>> = {
  dashboard: summary,
  // the route has no role list (§2); the messages are support's
  'users.contact_forms': contactFormList,
};
