/** Titles of the e-receipt, lease, notes and printing commands, under `commands.orders_extra`. */
export default {
  ebarimt: {
    get: 'Show the e-receipt (ebarimt)',
    issue: 'Issue the e-receipt (ebarimt)',
    print: 'Issue and print the e-receipt',
    return: 'Return the e-receipt',
    resend: 'Resend the e-receipt to the customer',
    info: 'Show the PosAPI status',
    logs: 'Show the e-receipt history of an order',
  },
  order: {
    lease_list: 'List leases',
    lease: 'Show the lease',
    update_lease_left: 'Update the lease left',
    notes: 'Search all order notes',
    print_data: 'Packing slips and invoices of orders',
  },
} as const;
