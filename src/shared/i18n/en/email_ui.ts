/** The email marketing screens (issue 20). */
export default {
  fields: {
    name: 'Name', subject: 'Subject', preview_text: 'Preview text', from_name: 'From name', from_email: 'From email', body_html: 'Body (HTML with {{first_name}} fields)',
    created_at: 'Created', updated_at: 'Updated',
  },
  columns: {
    name: 'Name', rules: 'Rules', contacts: 'Contacts', updated_at: 'Updated', email: 'Email', contact_name: 'Name', tags: 'Tags', subscribed: 'Subscribed',
    source: 'Source', created_at: 'Added', phone: 'Phone', at: 'When', event: 'Event', campaign: 'Campaign', url: 'Link', state: 'State', segment: 'Segment',
    recipients: 'Recipients', sent: 'Sent', send_at: 'Send at',
  },
  save: 'Save', delete: 'Delete', yes: 'Yes', no: 'No', everyone: 'Every subscribed contact', tags: 'Tags', no_tags: 'No tags yet',
  stats: { total: 'Contacts', mailable: 'May be mailed', unsubscribed: 'Unsubscribed', bounced: 'Bounced', customers: 'Shop customers', imported: 'Imported' },
  sources: { import: 'Import', customer: 'Customer', manual: 'Typed' },
  states: { draft: 'Draft', scheduled: 'Scheduled', sending: 'Sending', sent: 'Sent', canceled: 'Canceled' },
  events: { sent: 'Sent', open: 'Opened', click: 'Clicked', unsubscribe: 'Unsubscribed', bounce: 'Bounced' },
  contacts: {
    empty: 'No contacts yet: import a file', bounced: 'No — bounced {{at}}', orders: 'Orders', orders_text: '{{n}} completed, {{amount}}, last {{last}}',
    unsubscribe: 'Unsubscribe', resubscribe: 'Subscribe again', events: 'Email activity', no_events: 'No email activity yet',
  },
  import: {
    open: 'Import contacts', file: 'A CSV or XLSX file with a header row', empty: 'The file has no rows under its header', too_many: 'At most {{max}} rows in one file',
    read_one: '{{name}}: {{count}} row read', read_other: '{{name}}: {{count}} rows read', column: 'Column', first_row: 'First row', field: 'Contact field', field_of: 'Field of column {{column}}',
    skip: 'Skip', fields: { email: 'Email', first_name: 'First name', last_name: 'Last name', phone: 'Phone', tags: 'Tags' },
    tags: 'Tags for every row (comma separated)', need_email: 'Map one column to Email', start_one: 'Import {{count}} row', start_other: 'Import {{count}} rows',
    progress: '{{processed}} of {{total}}', done: 'Import completed: {{succeeded}} imported, {{failed}} refused',
    refused_one: '{{count}} row refused', refused_other: '{{count}} rows refused', row: 'Row', reason: 'Reason',
    reasons: { bad_email: 'Not an email address', no_email: 'No email address', duplicate: 'Duplicate of row {{row}}' },
  },
  segments: {
    new: 'New segment', empty: 'No email segments yet', keys: 'Ctrl+Enter: save · Esc: back to the list', match: 'Contacts matching', match_all: 'every rule', match_any: 'any rule',
    no_rules: 'No rules: every subscribed contact', rule_field: 'Field', rule_op: 'Comparison', rule_value: 'Value', remove_rule: 'Remove', rule_days: 'within N days', add_rule: 'Add a rule',
    bought_help: 'Bought: a product by id or SKU, a brand by name, a category by its path (shoes/runners) with its sub-categories; the days limit it to the last N days',
    rfm_help: 'RFM cell: champions, loyal_customers, at_risk… (cell:website id for one website), as RFM last scored the customers',
    rule_help: 'Order amount in ₮; days: "at most" = within the last N days, "at least" = none for N days or more',
    matches_one: '{{count}} contact may be mailed', matches_other: '{{count}} contacts may be mailed',
    fields: {
      rfm_cell: 'RFM cell',
      bought_product: 'Bought a product', bought_brand: 'Bought of a brand', bought_category: 'Bought in a category',
      email: 'Email', first_name: 'First name', last_name: 'Last name', source: 'Source', subscribed: 'Subscribed', tag: 'Tag', orders_count: 'Orders (count)',
      orders_amount: 'Orders (₮ in all)', last_order_days: 'Last order (days ago)', opened_days: 'Opened an email (days)', clicked_days: 'Clicked an email (days)',
    },
    ops: { eq: 'is', not_eq: 'is not', cont: 'contains', gteq: 'at least', lteq: 'at most', has: 'has', not_has: 'has not' },
  },
  preview: { title: 'Preview', width: 'Width', desktop: 'Desktop', phone: 'Phone' },
  campaigns: {
    for_segment_one: 'To the segment {{name}} ({{count}} contact now)', for_segment_other: 'To the segment {{name}} ({{count}} contacts now)',
    empty: 'No email campaigns yet', template: 'Template', choose_template: 'Choose a template', write: 'Write the campaign', no_templates: 'Make a template first',
    not_draft: 'The campaign is {{state}}: only a draft is edited.', cancel: 'Cancel the send',
    fields_help: 'Fields: {{first_name}} {{last_name}} {{email}} {{phone}} {{unsubscribe_url}}. Links are tracked; an unsubscribe link goes into every letter.',
    recipients_one: '{{count}} recipient now', recipients_other: '{{count}} recipients now', test_to: 'Test to (up to 5 addresses)', test: 'Send a test',
    test_sent: 'Test email sent to {{to}}', later: 'Send at a time', send_at: 'Send at (Ulaanbaatar time)', schedule: 'Schedule', send_now: 'Send now', send: 'Send', now: 'now',
    confirm_send_one: 'Send to {{count}} contact {{when}}?', confirm_send_other: 'Send to {{count}} contacts {{when}}?',
  },
  report: {
    sent_at: 'Sent {{at}}', recipients: 'Recipients', delivered: 'Delivered', opened: 'Opened', clicked: 'Clicked', converted: 'Bought within 7 days of a click',
    bounced: 'Bounced', unsubscribed: 'Unsubscribed', by_hour: 'By hour (Ulaanbaatar time)', hour: 'Hour', no_events: 'No opens or clicks yet', links: 'Links clicked',
  },
};
