/** The Suppliers (the kit's screens of the `suppliers` area), Warranties and contact forms screens. */
export default {
  suppliers: {
    /** Field labels of the Suppliers' plain resources (`i18n.fields` of their declarations). */
    fields: {
      name: 'Name', code: 'Code', name_en: 'Name (English)', name_mn: 'Name (Mongolian)', active: 'Active', position: 'Position',
      registry: 'Register number', business_type_id: 'Business type', phone: 'Phone', email: 'Email', address: 'Address',
      contacts: 'Contacts', job_title: 'Job title', payment_terms: 'Payment terms', payment_days: 'Days to pay', credit_limit: 'Credit limit',
      lead_days: 'Delivery days', contract_number: 'Contract number', note: 'Note', supplier_id: 'Supplier', segment_id: 'Supply segment',
    },
    payment_terms: { prepaid: 'Prepaid', on_delivery: 'On delivery', net: 'After delivery (days)' },
    apply: {
      title: 'Apply this segment to branches',
      hint: 'Tick the branches that supply this segment, then apply: each gets this segment at once.',
      filter: 'Find a branch',
      in_segment: 'in this segment',
      run_one: 'Apply to {{count}} branch',
      run_other: 'Apply to {{count}} branches',
      done_one: '{{count}} branch now in this segment',
      done_other: '{{count}} branches now in this segment',
    },
  },
  warranties: {
    fields: {
      number: 'Number', customer: 'Customer', phone: 'Phone', sku: 'SKU', product: 'Product', product_info: 'Product details', order: 'Order',
      serial_number: 'Serial number', quantity: 'Quantity', seller: 'Seller', period: 'Period', starts_on: 'Starts', ends_on: 'Ends', status: 'Status',
    },
    months_one: '{{count}} month',
    months_other: '{{count}} months',
    status: { active: 'Active', expired: 'Expired' },
    claim_state: { open: 'Open', in_repair: 'In repair', repaired: 'Repaired', replaced: 'Replaced', refunded: 'Refunded', rejected: 'Rejected' },
    list: {
      search: 'Search', search_placeholder: 'Number, phone, SKU, customer or order', new: 'New from an order line', table: 'Warranties',
      empty: 'No warranties match.', keys: 'n: a warranty from an order line · /: search · j k Enter: open',
    },
    new: {
      title: 'A warranty from an order line', order: 'Order number', find: 'Show lines', close: 'Close', months: 'Months',
      months_placeholder: 'the product\'s', create: 'Make warranty', no_period: 'none given', not_complete: 'the order is not complete',
    },
    detail: { title: 'Warranty {{number}}', print: 'Print', keys: 'p: print the warranty paper (A4)' },
    paper: {
      title: 'Warranty card', terms_title: 'Terms',
      term_1: 'The seller repairs or replaces the product free of charge if it fails through a manufacturing fault until {{ends}}.',
      term_2: 'The warranty does not cover damage from misuse, accidents, water, or repairs made elsewhere.',
      term_3: 'Bring this card, the product and its receipt for any claim.',
      seller_sign: 'Seller:', customer_sign: 'Customer:',
    },
    claims: {
      title: 'Claims', description: 'What is wrong', placeholder: 'What the customer brought it back for', open: 'Open claim',
      none: 'No claims under this warranty.', state: 'State', notes: 'Notes', save: 'Save',
    },
  },
  contact_forms: {
    fields: { created_at: 'Received', name: 'From', subject: 'Subject', email: 'Email or phone', assignee: 'Assigned to', state: 'State', read: 'Read' },
    state: { open: 'Open', closed: 'Closed' },
    list: {
      search: 'Search', search_placeholder: 'Name, email, phone or words of the message', empty: 'No messages.',
      keys: 'j k Enter: open a message (it is then read) · Esc: close it · /: search',
    },
    no_subject: '(no subject)',
    close_panel: 'Close the message',
    mark_unread: 'Mark unread', mark_read: 'Mark read',
    close: 'Close message', close_title: 'Close this message?',
    nobody: 'Nobody',
    reply: {
      title: 'Reply by email', body: 'Message', send: 'Send reply', keys: 'Ctrl+Enter: send',
      confirm_title: 'Send this reply?', confirm_body: 'It goes by email to {{email}}.', no_email: 'The sender left no email address: call them.',
    },
    replies_one: '{{count}} reply',
    replies_other: '{{count}} replies',
    delivery: { pending: 'queued', sending: 'sending', sent: 'sent', failed: 'not delivered' },
  },
} as const;
