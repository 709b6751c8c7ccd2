/** Titles of the System settings' commands (`commands.system.*`), the plain resources' by their name. */
export default {
  payment_return_reason: {
    list: 'List payment return reasons', get: 'Show payment return reason', create: 'Create payment return reason',
    update: 'Update payment return reason', delete: 'Delete payment return reason', update_positions: 'Reorder payment return reasons',
    audits: 'History of a payment return reason',
  },
  payment_return_source: {
    list: 'List payment return sources', get: 'Show payment return source', create: 'Create payment return source',
    update: 'Update payment return source', delete: 'Delete payment return source', update_positions: 'Reorder payment return sources',
    audits: 'History of a payment return source',
  },
  lease_blacklist: {
    list: 'List the leasing blacklist', get: 'Show a blacklisted register number', create: 'Blacklist a register number for leasing',
    update: 'Update a leasing blacklist entry', delete: 'Remove a register number from the leasing blacklist', audits: 'History of a leasing blacklist entry',
  },
  air_port: {
    list: 'List airports', get: 'Show airport', create: 'Create airport', update: 'Update airport', delete: 'Delete airport', audits: 'History of an airport',
  },
  air_line: {
    list: 'List airlines', get: 'Show airline', create: 'Create airline', update: 'Update airline', delete: 'Delete airline', audits: 'History of an airline',
  },
  air_craft: {
    list: 'List aircraft types', get: 'Show aircraft type', create: 'Create aircraft type', update: 'Update aircraft type', delete: 'Delete aircraft type',
    audits: 'History of an aircraft type',
  },
  store_location: {
    list: 'List store locations', get: 'Show store location', create: 'Create store location', update: 'Update store location',
    delete: 'Delete store location', update_positions: 'Reorder store locations', audits: 'History of a store location',
  },
  system_website: {
    list: 'List websites', get: 'Show website', create: 'Create website', update: 'Update website', delete: 'Delete website',
    audits: 'History of a website', update_features: 'Set the features of a website', members: 'List the members of a website',
    add_user: 'Add a member to a website', update_roles: "Set a member's roles on a website", remove_user: 'Remove a member from a website',
    merchants: 'List the merchants selling on a website', merchant_names: 'Names of the merchants on a website',
    add_merchant: 'Let a merchant sell on a website', remove_merchant: 'Stop a merchant selling on a website',
  },
  application: {
    list: 'List API applications', get: 'Show API application', create: 'Create API application (its key shown once)',
    update: 'Update API application', delete: 'Delete API application', audits: 'History of an API application',
    regenerate_key: 'Make a new API key for an application',
  },
  organization: {
    list: 'List organizations (merchants)', get: 'Show organization', create: 'Create organization', update: 'Update organization',
    delete: 'Delete organization', audits: 'History of an organization',
  },
  erp_integration: {
    list: 'List ERP integrations', get: 'Show ERP integration', create: 'Create ERP integration', update: 'Update ERP integration',
    delete: 'Delete ERP integration', audits: 'History of an ERP integration', test_request: 'Send a test request to an ERP integration',
  },
  e_ticket_template: {
    list: 'List e-ticket templates', get: 'Show e-ticket template', create: 'Create e-ticket template', update: 'Update e-ticket template',
    delete: 'Delete e-ticket template', clone: 'Copy e-ticket template', audits: 'History of an e-ticket template',
    preview: 'Preview an e-ticket template with a sample ticket',
  },
  sync_log: { list: 'List the sync log', get: 'Show a sync log entry', sync: 'Sync a sync log entry again' },
  log: { list: 'Show the system log' },
  email_bounce: { list: 'List bounced emails', get: 'Show a bounced email' },
} as const;
