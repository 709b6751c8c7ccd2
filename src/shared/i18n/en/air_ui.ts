/** Air booking (§2 /air/booking, /{id}, /{id}/logs, /air/ticket; src/web/screens/air, src/server/areas/air). */
export const commands = {
  booking: {
    list: 'List air bookings', get: 'Show an air booking', logs: 'Air booking supplier log', ticket: 'Issue the booking’s tickets',
    cancel: 'Cancel an air booking', refund: 'Refund an air booking',
    list_help: 'Finds bookings by PNR, passenger name (LAST/FIRST) or order number, on the air website.',
  },
  ticket: { list: 'List air tickets', void: 'Void an air ticket', refund: 'Refund an air ticket' },
  air_supplier: { get: 'Show the air supplier’s settings', update: 'Update the air supplier’s settings' },
};

export default {
  states: { held: 'Held', ticketed: 'Ticketed', canceled: 'Canceled', refunded: 'Refunded' },
  ticket_states: { issued: 'Issued', voided: 'Voided', refunded: 'Refunded' },
  actions: { hold: 'Hold', ticket: 'Ticket', cancel: 'Cancel', void: 'Void', refund: 'Refund' },
  kinds: { adult: 'Adult', child: 'Child', infant: 'Infant' },
  fields: {
    pnr: 'PNR', state: 'State', passengers: 'Passengers', passenger: 'Passenger', route: 'Route', departs: 'Departs', arrives: 'Arrives',
    order: 'Order', fare: 'Fare', taxes: 'Taxes', total: 'Total', refunded: 'Refunded', created_at: 'Booked', hold_until: 'Held until',
    ticketed_at: 'Ticketed', canceled_at: 'Canceled', refunded_at: 'Refunded on', contact: 'Contact',
    name: 'Name as in passport', kind: 'Type', birth_date: 'Born', nationality: 'Nationality', document: 'Passport', document_expires: 'Expires',
    flight: 'Flight', from: 'From', to: 'To', aircraft: 'Aircraft', cabin: 'Cabin',
    number: 'Ticket number', segment: 'Segment', issued_at: 'Issued',
    action: 'Operation', status: 'Status', duration: 'Time', error: 'Supplier said', request: 'Request', response: 'Response', author: 'By', at: 'When',
  },
  list: {
    search: 'Search', search_placeholder: 'PNR, passenger (LAST/FIRST) or order number', table: 'Air bookings', empty: 'No booking matches.',
    all_states: 'Every state', keys: '/ searches · Enter opens a booking',
  },
  tickets: {
    search_placeholder: 'Ticket number, PNR or passenger', table: 'Air tickets', empty: 'No ticket matches.',
    keys: 'Void on the day of issue; refund afterwards',
  },
  detail: {
    title: 'Booking {{pnr}}', back: 'Air bookings', segments: 'Flights', passengers: 'Passengers', tickets: 'Tickets', logs: 'Supplier log',
    local_time: 'Times are the airports’ own', masked: 'Passport numbers are masked for your role', no_tickets: 'No ticket issued yet.',
    ticketed: 'Tickets issued', canceled: 'Booking canceled', refunded: 'Booking refunded', voided: 'Ticket voided', ticket_refunded: 'Ticket refunded',
    keys: 't issues the tickets · l opens the supplier log',
  },
  confirm: {
    cancel_title: 'Cancel booking {{pnr}}?', cancel_body: 'The supplier releases the seats. This cannot be undone.',
    refund_title: 'Refund booking {{pnr}}?', refund_body: 'Every issued ticket is refunded through the supplier.',
    void_title: 'Void ticket {{number}}?', void_body: 'The ticket is voided as if never issued: the passenger cannot fly on it.',
    ticket_refund_title: 'Refund ticket {{number}}?', ticket_refund_body: 'The supplier refunds this ticket; the passenger cannot fly on it.',
  },
  logs: { title: 'Supplier log of {{pnr}}', empty: 'No exchange with the supplier yet.', ok: 'OK', failed: 'Failed', ms: '{{ms}} ms' },
  supplier: {
    hint: 'Where this website’s flights are booked: the supplier’s API address and the agency’s sign-in. The password is never shown again.',
    fields: { name: 'Supplier', url: 'API address', username: 'Agency user', secret: 'Password', timeout_ms: 'Time-out (ms)' },
  },
  errors: {
    no_booking: 'No such booking on this website',
    no_ticket: 'No such air ticket on this website',
    no_supplier: 'No air supplier is set for this website',
    supplier_refused: 'The supplier refused: {{message}}',
    booking_ticket: 'A {{state}} booking cannot be ticketed: only a held one',
    booking_cancel: 'A {{state}} booking cannot be canceled: only a held one (void or refund its tickets)',
    booking_refund: 'A {{state}} booking cannot be refunded: only a ticketed one',
    ticket_void: 'A ticket already {{state}} cannot be voided',
    ticket_refund: 'A ticket already {{state}} cannot be refunded',
    void_late: 'A ticket is voided only within {{hours}} hours of issue: refund it instead',
  },
};
