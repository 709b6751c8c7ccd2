/** Titles of the email commands (`commands.marketing.email.*`, `commands.marketing.campaign_template.*`). */
export const email = {
  contacts: 'List email contacts', contacts_search: 'Search email contacts', contacts_stats: 'Email audience stats', contacts_tags: 'Tags of email contacts',
  contact_get: 'Show an email contact', contact_update: 'Update an email contact', contacts_import: 'Import email contacts',
  segments: 'List email segments', segment_get: 'Show an email segment', segment_create: 'Create an email segment', segment_update: 'Update an email segment',
  segment_delete: 'Delete an email segment', bounce_report: "The mail side's bounce report", events: 'Email events (opens, clicks, unsubscribes)', template_preview: 'Preview an email letter',
  campaigns: 'List email campaigns', campaign_get: 'Show an email campaign', campaign_create: 'Write an email campaign', campaign_update: 'Edit an email campaign',
  campaign_delete: 'Delete an email campaign', campaign_test: 'Send a test email', campaign_send: 'Send or schedule an email campaign',
  campaign_cancel: 'Cancel an email campaign', campaign_report: 'Email campaign report',
};

export const campaign_template = {
  list: 'List campaign templates', get: 'Show campaign template', create: 'Create campaign template', update: 'Update campaign template',
  delete: 'Delete campaign template', clone: 'Copy campaign template', audits: 'History of a campaign template',
};
