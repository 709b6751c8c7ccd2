import { commands as airCommands } from './air_ui.js';
import dashboard from './commands_dashboard.js';
import fulfillment from './commands_fulfillment.js';
import orders from './commands_orders.js';
import orders_ops from './commands_orders_ops.js';
import orders_extra from './commands_orders_extra.js';
import orders_messages from './commands_orders_messages.js';
import products from './commands_products.js';
import products_mass from './commands_products_mass.js';
import system from './commands_system.js';
import settings from './commands_settings.js';
import content from './commands_content.js';
import promotions from './commands_promotions.js';
import gateway from './commands_gateway.js';
import suppliersArea from './commands_suppliers.js';
import marketing from './commands_marketing.js';
import reports from './commands_reports.js';

/** Titles of the catalogue's commands (src/shared/commands), keyed by command id. */
export default {
  auth: { login: 'Sign in', facebook: 'Sign in with Facebook', logout: 'Sign out', options: 'Sign-in options' },
  notification: { list: 'Show my notifications', read: 'Mark notifications read' },
  notification_settings: { get: 'Show my notification settings', update: 'Update my notification settings' },
  user: {
    me: 'Who am I',
    settings: 'Show my settings',
    settings_update: 'Update my settings',
    profile_update: 'Update my profile',
    search: 'Search users',
    list: 'List users',
    get: 'Show user',
    create: 'Create user',
    update: 'Update user',
    store_credits: 'Show store credits',
    store_credit_create: 'Add store credit',
  },
  website: { list: 'List websites' },
  merchant: {
    brand: "Show a brand the merchant sells",
    sellers: "The merchant's sellers and their sales",
    dashboard: "Show the merchant's dashboard",
    bank_change: "Show the merchant's bank accounts change request",
    bank_change_approve: "Approve a merchant's bank accounts change",
    bank_change_reject: "Reject a merchant's bank accounts change",
    bank_change_list: "List merchants' bank accounts changes",
    merchant_info: { get: "Show the merchant's store information", update: "Update the merchant's store information" },
    merchant_store_location: {
      list: "List the merchant's store locations", get: 'Show a store location', create: 'Add a store location', update: 'Update a store location',
      delete: 'Delete a store location', audits: 'History of a store location',
    },
  },
  vendor: { list: 'List merchants' },
  help: { articles: 'Search the help guide', article: 'Show help article' },
  settings,
  content,
  system: { search: 'Search everything', ...system },
  jobs: { list: 'List jobs', get: 'Show a job', cancel: 'Cancel a job', resume: 'Resume a job' },
  products,
  products_mass,
  orders,
  orders_ops,
  orders_extra,
  orders_messages,
  promotions,
  gateway,
  marketing,
  dashboard,
  reports,
  ...suppliersArea,
  eticket: {
    list: 'List e-tickets', get: 'Show e-ticket', html: 'E-ticket page', pdf: 'E-ticket PDF', resend: 'Resend an e-ticket', check: 'Check in an e-ticket',
    list_help: 'Finds tickets by code, phone, email, order number or event name.',
  },
  air: airCommands,
  fulfillment,
} as const;
