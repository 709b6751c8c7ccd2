/** /marketing/rfm and /marketing/automation (issue 20). */
export const automation = {
  fields: {
    name: 'Name', trigger: 'Trigger', threshold: 'After (hours for a cart, days without an order)', rfm_cell: 'RFM cell', delay_hours: 'Wait (hours)',
    channel: 'Send by', email_template_id: 'Email template', sms_template_id: 'SMS template', push_title: 'Push title', push_body: 'Push text', push_url: 'Push opens (address)', active: 'Active', updated_at: 'Updated',
    cap_messages: 'At most messages a customer', cap_days: 'In days',
  },
  cap_hint: 'However many rules a customer meets, he gets at most this many automated messages in this many days; the rest are logged as skipped.',
  rules: 'Rules', runs: 'Runs', cap: 'Frequency cap', evaluate: 'Evaluate now', evaluated: '{{created}} new runs, {{sent}} sent, {{skipped}} skipped',
  runs_empty: 'No run yet: a rule runs when its trigger happens',
  columns: { rule: 'Rule', customer: 'Customer', recipient: 'To', state: 'State', reason: 'Why skipped', due_at: 'Due', done_at: 'Done' },
  state: { waiting: 'Waiting', sent: 'Sent', skipped: 'Skipped' },
  intro: 'A rule: a trigger → a wait → an email or SMS from a Settings template, through the outbox. Each customer gets one message per rule and occurrence. Or a push to the customer’s subscribed devices, its title and text written on the rule with the customer’s fields as in templates.',
  options: {
    trigger: { order_placed: 'Order placed', first_order: 'First order', cart_abandoned: 'Cart abandoned', no_order: 'No order in N days', birthday: 'Birthday', rfm_cell_entered: 'RFM cell entered' },
    channel: { email: 'Email', sms: 'SMS', push: 'Push' },
  },
};

export default {
  cells: {
    champions: 'Champions', loyal_customers: 'Loyal customers', potential_loyalists: 'Potential loyalists', new_customers: 'New customers',
    promising: 'Promising', need_attention: 'Need attention', about_to_sleep: 'About to sleep', at_risk: 'At risk',
    cant_lose_them: "Can't lose them", hibernating: 'Hibernating', lost: 'Lost',
  },
  intro: 'Customers of {{website}} scored 1–5 by recency (R), frequency (F) and money spent (M) among all its customers, from their completed orders (canceled and returned ones left out).',
  computed: 'Scored {{at}}', never: 'Not scored yet: refresh to score the customers', pending_one: '{{count}} customer’s orders changed since', pending_other: '{{count}} customers’ orders changed since',
  refresh: 'Refresh', refreshing: 'Refreshing…', refreshed: 'Scores refreshed',
  grid: 'R × FM grid', axis_r: 'Recency (R) →', axis_fm: 'Frequency and money (FM) →',
  square_one: 'R {{r}} · FM {{fm}}: {{cell}}, {{count}} customer, {{revenue}}',
  square_other: 'R {{r}} · FM {{fm}}: {{cell}}, {{count}} customers, {{revenue}}',
  table: 'Cells', columns: { cell: 'Cell', customers: 'Customers', revenue: 'Revenue', share: 'Share', name: 'Customer', phone: 'Phone', email: 'Email', scores: 'R F M', orders: 'Orders', last_order: 'Last order' },
  new_segment: 'Email segment', new_campaign: 'Email campaign', segment_name: 'RFM {{cell}} · {{website}}', cell_keys: 'Keys: e email segment · w email campaign · x CSV', csv: 'CSV', sms: 'SMS', selected: 'Cell: {{cell}}', pick: 'Choose a cell in the grid or the list',
  keys: 'Arrows: move in the grid · Enter: choose a cell · c: its CSV · s: an SMS to it',
  no_website: 'Choose a website in the header: RFM is per website',
  sms_audience: 'Also the customers of an RFM cell (the header’s website)', sms_audience_none: 'No RFM cell',
  customers_none: 'No customers in this cell',
};
