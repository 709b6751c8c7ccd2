import orders from './errors_orders.js';
import orders_ops from './errors_orders_ops.js';
import orders_extra from './errors_orders_extra.js';
import products from './errors_products.js';
import resource from './errors_resource.js';
import promotions from './errors_promotions.js';

/** Messages of the server's error codes (DESIGN.md), looked up by code. */
export default {
  validation_failed: 'Some fields are invalid',
  unauthorized: 'Login is required to continue',
  forbidden: 'You are not allowed to do this',
  merchant_brand_not_found: 'This merchant sells nothing of this brand',
  bank_change_not_found: 'No such bank accounts request for this merchant',
  bank_change_decided: 'This bank accounts request is already decided',
  report_raw_admin: 'Only an admin reads a report from the rows rather than from its daily totals',
  report_whole_shop: 'This report covers the whole shop: it is not open to a merchant',
  report_not_allowed: 'Your roles do not open this report',
  not_found: 'Not found',
  conflict: 'This conflicts with the current state',
  unprocessable: 'This cannot be done',
  rate_limited: 'Too many attempts, try again later',
  sms_reports_not_configured: 'SMS delivery reports are not taken (BO_SMS_REPORT_TOKEN)',
  push_not_configured: 'No push provider is configured (BO_ONESIGNAL_URL)',
  push_unreachable: 'The push provider did not answer: try again later',
  push_unavailable: 'The push provider is busy or down: try again later',
  push_refused: 'The push provider refused this',
  bank_timeout: 'The bank did not answer in time: nothing is known yet, and asking again is safe',
  grant_refused: 'You may not grant or remove: {{roles}}',
  admin_account: 'Only an admin may change an admin',
  balance_max: 'The balance cannot go past ₮10,000,000,000',
  rate_limited_wait: 'Too many attempts: wait {{seconds}} s, then try again',
  invalid_credentials: 'Username or password is invalid',
  facebook_unavailable: "Couldn't connect to facebook",
  facebook_declined: 'User declined to login with facebook',
  payload_too_large: 'The request is too large',
  request_too_large: 'The address or the headers of the request are too long',
  request_timeout: 'The request took too long to arrive',
  unsupported_media_type: 'This content type is not supported',
  confirmation_required: 'Type the confirmation word to continue',
  idempotency_conflict: 'This idempotency key was already used for another request',
  internal: 'error occurred',
  products,
  promotions,
  orders,
  orders_ops,
  orders_extra,
  resource,
} as const;
