/** Titles of the orders area's commands (src/shared/commands/orders), under `commands.orders`. */
export default {
  order: {
    list: 'Search orders',
    get: 'Show order',
    approve: 'Approve order',
    cancel: 'Cancel order',
    resume: 'Resume order',
    flag: 'Flag or unflag order',
    assign_driver: 'Assign a driver',
    drivers: 'List the drivers',
    reset_driver: 'Reset the driver',
    comments: 'Show order notes',
    comment_create: 'Add an order note',
    state_changes: 'Show order state changes',
  },
  orders: {
    batch: 'Approve, flag or assign a driver to orders in bulk',
    batch_cancel: 'Cancel orders in bulk',
  },
  payment: { capture: 'Capture payment', void: 'Void payment' },
  shipment: { ship: 'Ship parcel', cancel: 'Cancel parcel', resume: 'Resume parcel' },
} as const;
