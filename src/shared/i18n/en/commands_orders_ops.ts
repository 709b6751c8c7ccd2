/** Titles of the line item, shipment, adjustment, address, exchange, payment return and new-order commands, under `commands.orders_ops`. */
export default {
  line_item: {
    update: 'Set a line item\'s action',
    return: 'Return an item',
    ship_item: 'Ship an item',
    not_ship_item: 'Do not ship an item',
  },
  shipment: {
    transfer_to_location: 'Transfer to a stock location',
    transfer_to_shipment: 'Transfer to another parcel',
    add: 'Add a variant\'s quantity to a parcel',
    remove: 'Remove a variant\'s quantity from a parcel',
    split: 'Split a parcel',
  },
  adjustment: {
    list: 'Show order adjustments',
    create: 'Add an adjustment',
    update: 'Edit an adjustment',
    delete: 'Delete an adjustment',
  },
  order: {
    update_address: 'Update the address',
    send_parcel: 'Send the parcel',
    exchange: 'Exchange items',
    preview: 'Preview a new order\'s totals',
    create: 'New order',
    customer_search: 'Find a customer for a new order',
    item_search: 'Find items for a new order',
    create_help: 'Place an order for a customer. --payment-method takes the code of an active payment method of Settings › Payment (/settings/payment); `bo orders payment-methods` lists those a new order may be paid by (store credit and leases have their own flows).',
    payment_methods: 'Payment methods for a new order',
    auto_cancel: 'Cancel overdue unpaid orders',
    auto_cancel_help: 'Cancels placed orders with nothing paid and nothing shipped that are older than their hours: Settings › Order settings (auto_cancel_hours, or lease_auto_cancel_hours for a lease not yet approved), or fewer when a product of the order says so. Each is canceled as a person\'s cancel does it (stock back, payments voided, the customer told) with the reason auto_cancel. The server runs it by itself every BO_AUTO_CANCEL_MINUTES; --dry-run lists what would be canceled.',
  },
  payment_return: {
    list: 'Show payment returns',
    create: 'Return a payment',
    complete: 'Complete a payment return',
    cancel: 'Cancel a payment return',
  },
} as const;
