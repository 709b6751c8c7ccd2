/** Titles of the fulfillment area's commands (src/shared/commands/fulfillment), under `commands.fulfillment`. */
export default {
  counts: 'Count the day\'s orders by fulfillment label',
  sheet: 'Show a day\'s delivery sheet by driver',
  driver_report: 'Show the drivers\' report for a day',
  driver_list: 'List the drivers and their open parcels',
  calendar: 'Show the deliveries by day and time slot',
  schedule: 'Move an order\'s delivery to a day and time slot',
  ubmap_address: 'Look up an Ulaanbaatar address: district, khoroo, past addresses',
  filter_address: 'Find orders by district, khoroo and address',
  maps: 'Show a day\'s delivery points for the map',
  assign: 'Give orders picked on the map to a driver',
  returns: {
    list: 'List product returns',
    request: 'Ask for a product to be returned',
    update_return_by: 'Change the day a return is due',
    receive: 'Receive a returned product: restock or write off',
  },
  line_item: {
    pivot: 'Pivot the ordered quantities: products by day, merchant or zone',
    list: 'List ordered products',
    list_light: 'List ordered products (light)',
    batch_status: 'Set the action of selected ordered products',
    to_collect: 'Put ordered products on the pick list',
    sheet: 'Show the pick list',
    by_vendor: 'Show each merchant\'s share to prepare',
    vendor: 'Show one merchant\'s products to prepare',
  },
} as const;
