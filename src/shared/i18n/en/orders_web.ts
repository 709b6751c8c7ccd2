/** The orders screens of the web console: list, detail, batch and row actions (issue 6 points 1–3). */
export default {
  list: {
    search: 'Search orders',
    search_placeholder: 'Number, customer, phone, email or receiver',
    presets: 'Order filters',
    table: 'Orders',
    empty: 'No order matches.',
    new: 'New order',
  },
  presets: {
    all: 'All', active: 'Active', completed: 'Completed', leasing: 'Leasing', paid: 'Paid',
    shipping: 'Shipping', unfulfilled: 'Unfulfilled', unpaid: 'Unpaid / balance due',
  },
  columns: {
    number: 'Number', customer: 'Customer', receiver: 'Receiver', state: 'State', payment_state: 'Payment',
    shipment_state: 'Shipment', approved: 'Approved', platform: 'Platform', total: 'Total',
    completed_at: 'Completed', created_at: 'Created',
  },
  filters: {
    created_at: 'Created', completed_at: 'Completed', driver: 'Driver', driver_id: 'Driver id', seller_id: 'Seller id',
    flagged: 'Flagged', approved: 'Approved',
  },
  state: {
    cart: 'Cart', address: 'Address', delivery: 'Delivery', payment: 'Payment', confirm: 'Confirm', complete: 'Complete',
    canceled: 'Canceled', awaiting_return: 'Awaiting return', returned: 'Returned', resumed: 'Resumed',
  },
  payment_state: { paid: 'Paid', overpaid: 'Overpaid', short: 'Short', unpaid: 'Unpaid', failed: 'Failed', void: 'Void' },
  payment_filter: { balance_due: 'Balance due', paid: 'Paid', credit_owed: 'Credit owed', failed: 'Failed', void: 'Void' },
  shipment_state: { pending: 'Pending', ready: 'Ready', partial: 'Partly shipped', shipped: 'Shipped', backorder: 'Backorder', canceled: 'Canceled' },
  payment_machine: {
    checkout: 'Checkout', pending: 'Pending', processing: 'Processing', completed: 'Completed', failed: 'Failed', void: 'Void', invalid: 'Invalid',
  },
  shipment_machine: { pending: 'Pending', ready: 'Ready', shipped: 'Shipped', canceled: 'Canceled' },
  payment_method: { cash: 'Cash', card: 'Card', qpay: 'QPay', bank_transfer: 'Bank transfer', store_credit: 'Store credit', lease: 'Lease' },
  adjustment_kind: { promotion: 'Promotion', manual: 'Manual', fee: 'Fee' },
  payment_return_reason: {
    order_canceled: 'Order canceled', item_returned: 'Item returned', exchange: 'Exchange', overpaid: 'Overpaid',
    damaged: 'Damaged', late_delivery: 'Late delivery', other: 'Other',
  },
  payment_return_state: { pending: 'Pending', completed: 'Completed', canceled: 'Canceled' },
  machine: {
    order: 'Order', payment: 'Payment', shipment: 'Parcel', payment_state: 'Payment state', shipment_state: 'Shipment state',
    line_item: 'Line item', payment_return: 'Payment return',
  },
  actn: {
    taken: 'Taken', no_stock: 'No stock', ready: 'Ready', digital: 'Digital', returned: 'Returned', ship_item: 'Ship item',
    not_ship_item: 'Do not ship', none: 'Waiting',
  },
  flagged: 'Flagged',
  yes: 'Yes',
  no: 'No',
  actions: 'Actions',
  operations: 'Order operations',
  driver: { label: 'Driver', choose: 'Choose a driver', id_placeholder: "Driver's user id" },
  batch: {
    label: 'Operations on the selected orders',
    approve: 'Approve', flag: 'Flag', unflag: 'Unflag', assign_driver: 'Assign driver', assign: 'Assign', cancel: 'Cancel orders',
    cancel_title: 'Cancel {{count}} orders?',
    cancel_body: 'Unshipped items go back to stock, uncaptured payments are voided and captured money is marked for return.',
    done: '{{applied}} applied, {{failed}} refused',
    outcome_all: '{{action}}: all {{applied}} applied',
    outcome_partly: '{{action}}: {{applied}} applied, {{failed}} refused',
    ok: 'Applied', refused: 'Refused', close: 'Close',
  },
  action: {
    confirm_word: 'This cannot be undone. Type "{{word}}" to go on.',
    confirm_danger: 'This cannot be undone. Go on?',
    done: 'Done: {{action}}',
    back: 'Back',
    more: 'More',
  },
  detail: {
    back: 'Orders', not_found: 'No order {{number}} in your reach.', dismiss: 'Dismiss', tabs: 'Order sections',
  },
  tabs: {
    line_items: 'Line items', payments: 'Payments', shipments: 'Shipments', adjustments: 'Adjustments', comments: 'Comments', state_changes: 'State changes',
  },
  tabs_empty: {
    line_items: 'No line items.', payments: 'No payments.', shipments: 'No parcels.', adjustments: 'No adjustments.',
    comments: 'No comments yet.', state_changes: 'No state changes.',
  },
  summary: {
    customer: 'Customer', receiver: 'Receiver', ship_address: 'Ship to', bill_address: 'Bill to', note: 'Note',
    platform: 'Platform', created_at: 'Created', completed_at: 'Completed', approval: 'Approval', driver: 'Driver', shipped_at: 'Shipped',
    khoroo: 'khoroo {{n}}', approved: 'Approved', not_approved: 'Not approved', flag: 'Flag', unflag: 'Unflag',
  },
  totals: {
    item_total: 'Items', adjustment_total: 'Adjustments', shipment_total: 'Shipping', fee_total: 'Fees', store_credit_total: 'Store credit',
    total: 'Total', payment_total: 'Paid', commission_total: 'Commission',
  },
  line_items: { sku: 'SKU', name: 'Name', vendor: 'Vendor', quantity: 'Qty', price: 'Price', adjustments: 'Adjustments', total: 'Total', action: 'Action', returned_part: '{{count}} back' },
  payments: { method: 'Method', amount: 'Amount', state: 'State', source: 'Source', created_at: 'Created', returns: 'Payment returns', reason: 'Reason' },
  shipments: {
    number: 'Number', location: 'Stock location', state: 'State', units: 'Items', cost: 'Cost', tracking: 'Tracking', driver: 'Driver', shipped_at: 'Shipped',
  },
  adjustments: { label: 'Label', kind: 'Kind', line_item: 'Line item', amount: 'Amount', eligible: 'Eligible', created_at: 'Created', whole_order: 'Whole order' },
  comments: { body: 'Comment', add: 'Add comment', added: 'Comment added', system: 'System' },
  fields: {
    text: 'Text of the SMS', reason: 'Reason', tracking: 'Tracking number', driver_id: 'Driver', body: 'Comment', comment: 'Comment', amount: 'Amount',
    quantity: 'Quantity', label: 'Label', source: 'Source', stock_location_id: 'Stock location', variant_id: 'Variant',
    // the line item, parcel, adjustment, address, exchange and payment return operations' fields
    actn: 'Action', restock: 'Back on the shelf', line_item_id: 'Line item', target_shipment_id: 'Into parcel', kind: 'Kind', eligible: 'Counts',
    ship: 'Delivery address', bill: 'Billing address', name: 'Name', phone: 'Phone', district: 'District', khoroo: 'Khoroo', address: 'Address',
    line_item_ids: 'Items returned', items: 'Replacement items', sku: 'SKU', payment_id: 'Payment', payment_return_id: 'Payment return',
  },
  state_changes: { when: 'When', machine: 'Of', from: 'From', to: 'To', author: 'By' },
} as const;
