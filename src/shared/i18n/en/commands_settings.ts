/** Titles of the Settings' commands (`commands.settings.*`), the plain resources' by their name. */
export default {
  zone: {
    list: 'List zones', get: 'Show zone', create: 'Create zone', update: 'Update zone', delete: 'Delete zone', audits: 'History of a zone',
  },
  sizing_guide: {
    list: 'List sizing guides', get: 'Show sizing guide', create: 'Create sizing guide', update: 'Update sizing guide', delete: 'Delete sizing guide',
    clone: 'Copy sizing guide', audits: 'History of a sizing guide',
  },
  email_template: {
    list: 'List email templates', get: 'Show email template', create: 'Create email template', update: 'Update email template',
    delete: 'Delete email template', clone: 'Copy email template', audits: 'History of an email template',
  },
  sms_template: {
    list: 'List SMS templates', get: 'Show SMS template', create: 'Create SMS template', update: 'Update SMS template',
    delete: 'Delete SMS template', clone: 'Copy SMS template', audits: 'History of an SMS template',
  },
  template: { preview: 'Preview a template with sample data' },
  handlebar_template: { get: 'Template by its code' },
  payment_method: {
    list: 'List payment methods', get: 'Show payment method', create: 'Create payment method', update: 'Update payment method',
    delete: 'Delete payment method', update_positions: 'Reorder payment methods', audits: 'History of a payment method',
  },
  order_settings: { get: 'Show order settings', update: 'Update order settings' },
  payment_guide: { get: 'Show payment guide', update: 'Update payment guide' },
  shop_account: { get: 'Show shop account', update: 'Update shop account' },
  shipping_method: {
    list: 'List shipping methods', get: 'Show shipping method', create: 'Create shipping method', update: 'Update shipping method',
    delete: 'Delete shipping method', update_positions: 'Reorder shipping methods', audits: 'History of a shipping method',
  },
  shipping_category: {
    list: 'List shipping categories', get: 'Show shipping category', create: 'Create shipping category', update: 'Update shipping category',
    delete: 'Delete shipping category', audits: 'History of a shipping category',
  },
  shipping_rate: {
    list: 'List shipping rates', get: 'Show shipping rate', create: 'Create shipping rate', update: 'Update shipping rate',
    delete: 'Delete shipping rate', audits: 'History of a shipping rate',
  },
  corporate_account: {
    list: 'List corporate bank accounts', get: 'Show corporate bank account', create: 'Create corporate bank account',
    update: 'Update corporate bank account', delete: 'Delete corporate bank account', audits: 'History of a corporate bank account',
  },
  merchant_profile: { get: "Show the chosen merchant's details", update: "Update the chosen merchant's details" },
  merchant_contract: {
    list: "List the merchant's contracts", get: 'Show a merchant contract', create: 'Add a merchant contract', update: 'Update a merchant contract',
    delete: 'Delete a merchant contract', audits: 'History of a merchant contract',
  },
  merchant_contact: {
    list: "List the merchant's contacts", get: 'Show a merchant contact', create: 'Add a merchant contact', update: 'Update a merchant contact',
    delete: 'Delete a merchant contact', audits: 'History of a merchant contact',
  },
} as const;;
