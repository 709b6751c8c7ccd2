/** The promotions screens (issue 16): the discounts list, the editor and its codes. */
export default {
  list: {
    new: 'New discount', search: 'Search', search_placeholder: 'Title, description or a code', state: 'State',
    empty: 'No discounts', table: 'Discounts', keys: 'n new discount · j/k and Enter open one · / search',
  },
  columns: { title: 'Title', state: 'State', value: 'Gives', used: 'Used', code: 'Code', starts_at: 'Starts', ends_at: 'Ends' },
  state: { active: 'Active', scheduled: 'Scheduled', expired: 'Expired', used_up: 'Used up' },
  value: { percent: '{{percent}}% off', fixed: '{{amount}} off', free_shipping: 'free shipping' },
  used: { limited: '{{used}} of {{limit}}', unlimited: '{{used}} (no limit)' },
  codes_count_one: '{{count}} code',
  codes_count_other: '{{count}} codes',
  editor: {
    new_title: 'New discount', save: 'Save', create: 'Create', delete: 'Delete', back: 'Discounts',
    delete_title: 'Delete the discount “{{title}}”?', delete_body: 'Its codes stop working. Orders that used it keep their discount.',
    keys: 'Ctrl+Enter saves · Alt+R replays the rules over past orders · Esc back to the list', created: 'Discount created', not_found: 'There is no such discount',
  },
  fields: {
    title: 'Title', description: 'Description', value_type: 'Value', percent: 'Percent off', amount: 'Amount off',
    applies_to: 'Applies to', target_ids: 'Product, brand or variant ids', minimum_kind: 'Minimum requirement',
    minimum_amount: 'Minimum purchase', minimum_quantity: 'Minimum items', usage_limit: 'Usage limit (total)',
    once_per_customer: 'One use per customer', max_per_user: 'Max uses per customer', per_code_limit: 'Uses of each code',
    auto_claim: 'Apply automatically (no code)', buy_quantity: 'Buy X: items to buy', get_quantity: 'Get Y: items given per X', get_variant_ids: 'Get Y: variant ids (percent off them)', 
    starts_at: 'Active from', ends_at: 'Active to', free_shipping: 'Free shipping', tags: 'Tags', vendor_id: 'Merchant', code: 'Coupon code',
  },
  options: {
    value_type: { percentage: 'Percentage', fixed: 'Fixed amount (₮)' },
    applies_to: { order: 'Entire order', products: 'Specific products', brands: 'Brands', variants: 'Variants' },
    minimum_kind: { none: 'None', amount: 'Purchase amount', quantity: 'Item quantity' },
  },
  codes: {
    title: 'Coupon codes', empty: 'No codes yet', table: 'Coupon codes', code: 'Code', used: 'Uses', created_at: 'Created',
    generate: 'Generate codes', count: 'How many', prefix: 'Prefix', length: 'Random characters',
    job: 'Generating codes', done: '{{processed}} codes generated', running: 'Generating…', progress: '{{processed}} of {{total}}',
  },
  simulate: {
    run: 'Replay over past orders', days: 'Days to replay',
    title_one: 'Over the last {{count}} day', title_other: 'Over the last {{count}} days',
    touched: 'Orders it would have touched', of: '{{part}} of {{whole}}', given: 'It would have given', shipping: 'Of it, shipping',
    sales: 'What it applied to', refused: 'Orders left out', by_day: 'Given by day',
    rules: {
      not_for_products: 'not for their products', minimum_amount: 'minimum purchase not reached', minimum_quantity: 'too few items',
      buy_quantity: 'too few items to buy', get_missing: 'no item to give', nothing: 'nothing to take off', used_up: 'usage limit reached',
      customer_once: 'customer already used it', customer_max: 'customer’s uses reached',
    },
  },
  gift_email: {
    subject: 'A gift card of {{amount}} for you',
    body: 'Hello {{name}}, you have a gift card of {{amount}}. Its code: {{code}}',
  },
  gift: {
    new: 'Issue a gift card', issue: 'Issue', table: 'Gift cards', empty: 'No gift cards', search: 'Search', search_placeholder: 'Code, name or email',
    keys: 'n issue a gift card · Enter opens one · Esc closes', resend: 'Resend', resent: 'Queued to be sent again', history: 'Balance history', close: 'Close',
    columns: { code: 'Code', recipient: 'Recipient', amount: 'Amount', balance: 'Balance', delivery: 'Email', sent_at: 'Sent', created_at: 'Issued', kind: 'Entry', balance_after: 'Balance after', order: 'Order', author: 'By' },
    delivery: { pending: 'Waiting', sending: 'Sending', sent: 'Sent', failed: 'Failed' },
    kind: { issue: 'Issued', redeem: 'Redeemed', refund: 'Refunded' },
    fields: { recipient_name: 'Recipient name', recipient_email: 'Recipient email', amount: 'Amount', message: 'Gift message', scheduled_at: 'Send on' },
  },
  amway: {
    fields: { name: 'Name', products: 'Products (skus or ids)', max_quantity: 'Item limit', max_amount: 'Amount limit', period_days: 'Period (days)', active: 'Active' },
  },
} as const;
