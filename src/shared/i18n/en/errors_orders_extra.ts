/** Refusals of the e-receipt, lease, notes and printing operations (src/server/areas/orders/ebarimt/errors.ts). */
export default {
  posapi_unconfigured: 'E-receipts are not set up: the PosAPI address (BO_POSAPI_URL) and the shop\'s TIN (BO_POSAPI_MERCHANT_TIN) are needed',
  posapi_failed: 'PosAPI refused: {{message}}',
  ebarimt_unpaid: 'Order {{number}} is "{{state}}": an e-receipt is issued for a paid order',
  ebarimt_empty: 'The order has no items to put on an e-receipt',
  ebarimt_issued: 'The order already has e-receipt {{id}}; return it before issuing another',
  ebarimt_none: 'Order {{number}} has no e-receipt yet',
  ebarimt_returned: 'E-receipt {{id}} was already returned',
  ebarimt_vendor_tin: 'Merchant {{name}} has no VAT payer number (TIN) for the sub-receipt',
  ebarimt_no_email: 'Order {{number}} has no email to send the e-receipt to',
  password_wrong: 'The password is not right',
  print_idempotency: 'A printed receipt is never replayed: send it without an Idempotency-Key',
  lease_none: 'Order {{number}} has no lease',
  whole_order: 'E-receipts and leases are the whole order\'s: switch to all vendors',
  lease_above: 'The lease left {{left}} is above the lease amount {{amount}}',
  lease_blacklisted: 'Order {{number}} is a lease, and its customer\'s register number {{register}} is on the leasing blacklist: {{reason}}',
} as const;
