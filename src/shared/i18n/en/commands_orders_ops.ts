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
  },
  payment_return: {
    list: 'Show payment returns',
    create: 'Return a payment',
    complete: 'Complete a payment return',
    cancel: 'Cancel a payment return',
  },
} as const;
