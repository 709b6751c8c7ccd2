/** The Settings screens (the resource kit's screens of the `settings` area). */
export default {
  /** /settings/contracts and /settings/contacts: one merchant's contracts and contact people. */
  merchant: {
    fields: {
      number: 'Contract number', kind: 'Kind', signed_on: 'Signed', starts_on: 'Starts', ends_on: 'Ends', commission_percent: 'Commission, %',
      monthly_fee: 'Monthly fee', document_url: 'Signed copy (address)', note: 'Note', name: 'Name', position: 'Position', phone: 'Phone', email: 'Email',
    },
  },
  /** Field labels of the Settings' plain resources (`i18n.fields` of their declarations). */
  fields: {
    name: 'Name',
    code: 'Code',
    name_en: 'Name (English)',
    name_mn: 'Name (Mongolian)',
    kind: 'Kind',
    parent_id: 'Part of',
    category: 'Category',
    rows: 'Sizes',
    // templates
    subject_en: 'Subject (English)',
    subject_mn: 'Subject (Mongolian)',
    body_en: 'Text (English)',
    body_mn: 'Text (Mongolian)',
    updated_at: 'Changed',
    subject: 'Subject',
    body: 'Text',
    created_at: 'Created',
    // payment methods
    provider: 'Provider',
    merchant_id: 'Merchant id at the provider',
    certificate: 'Certificate (PEM or base64)',
    active: 'Offered',
    position: 'Position',
    // order settings, payment guide, account
    auto_cancel_hours: 'Cancel unpaid orders after (hours)',
    lease_auto_cancel_hours: 'Cancel unapproved lease orders after (hours)',
    return_days: 'Days a customer may return an item',
    guide_en: 'Payment guide (English)',
    guide_mn: 'Payment guide (Mongolian)',
    reference_hint_en: 'Transfer description hint (English)',
    reference_hint_mn: 'Transfer description hint (Mongolian)',
    company_name: 'Company name',
    registry: 'Registry number',
    vat_payer_number: 'VAT payer number',
    address: 'Address',
    phone: 'Phone',
    email: 'Email',
    website: 'Website',
    support_hours: 'Support hours',
    // shipping
    carrier: 'Carrier',
    delivery_days: 'Delivery days',
    description: 'Description',
    shipping_method_id: 'Shipping method',
    zone_id: 'Zone',
    shipping_category_id: 'Shipping category',
    amount: 'Price',
    free_over: 'Free from an order of',
    delivery_note: 'Note shown at checkout',
    method: 'Method',
    zone: 'Zone',
    // corporate accounts
    bank: 'Bank',
    account_number: 'Account number',
    account_name: 'Account name',
    currency: 'Currency',
    api_username: 'Bank API user',
    api_secret: 'Bank API secret (write only)',
    has_credentials: 'Credentials set',
    import_every_minutes: 'Import the statement every (minutes, 0: only on demand)',
  },
  /** /settings: the areas as a list to search. */
  index: {
    about: {
      email_templates: 'Emails customers get: confirmation, shipping, password reset',
      sms_templates: 'Text messages customers get, in Latin letters',
      merchant: 'The organisation behind a vendor',
      contracts: 'Contract number and date of a vendor',
      contacts: 'People to call at a vendor',
      payment: 'Payment methods, providers and their certificates',
      account: 'The shop\'s own company details on receipts and emails',
      shipment: 'Shipping methods',
      shipment_template: 'Shipping rates by zone',
      brands: 'Brands of the catalogue',
      zones: 'Countries, Ulaanbaatar districts and khoroos',
      cgw: 'Corporate bank accounts',
      order: 'Auto-cancel times and returns',
      order_payment: 'The guide customers read to pay by transfer',
      stock_locations: 'Warehouses that hold stock',
      sizing_guides: 'Size charts shown beside products',
    },
  },
  /** A template's live preview under its form. */
  preview: {
    title: 'Preview with sample data',
    language: 'Language of the preview',
    locale: { en: 'English', mn: 'Mongolian' },
    subject: 'Subject:',
    sms_typed: 'Template: {{characters}} characters, {{parts}} SMS',
    sms_sent: 'as sent: {{characters}} characters, {{parts}} SMS',
    not_latin: 'An SMS takes Latin letters only; remove: {{letters}}',
  },
  /** A payment method's certificate from a file (§5: sent in base64). */
  /** The singletons' hints under their titles (`hint` of a singleton's declaration). */
  hints: {
    order_settings: 'Placed orders with nothing paid and nothing shipped are canceled automatically once older than these hours (a product may allow fewer; a lease waits for approval the lease hours), as a cancel by hand: stock back, the customer told. The server looks every few minutes; Orders › Cancel overdue unpaid orders runs it now or lists what it would cancel.',
  },
  certificate: {
    file: 'Load the certificate from a file',
    stored: 'A certificate of {{size}} bytes is kept, in base64.',
    none: 'No certificate yet.',
  },
  errors: {
    template_line: 'Line {{line}}: the template does not compile ({{reason}})',
    template: 'The template does not compile ({{reason}})',
  },
} as const;
