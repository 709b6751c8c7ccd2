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
} as const;;
