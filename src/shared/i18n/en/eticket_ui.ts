/** E-tickets (§2 /e_tickets/list and /{id}; src/web/screens/eticket, src/server/areas/eticket). */
export default {
  ticket: 'E-ticket',
  fields: {
    code: 'Code', state: 'State', event: 'Event', seat: 'Seat', holder: 'Holder', phone: 'Phone', email: 'Email', order: 'Order',
    issued_at: 'Issued', sent_at: 'Sent', used_at: 'Used', used_by: 'Checked in by', canceled_at: 'Canceled',
  },
  states: { issued: 'Issued', sent: 'Sent', used: 'Used', canceled: 'Canceled' },
  kinds: { issued: 'Issued', sent: 'Sent', used: 'Checked in', canceled: 'Canceled', check_refused: 'Check-in refused' },
  list: {
    search: 'Search', search_placeholder: 'Code, phone, email, order number or event', table: 'E-tickets', empty: 'No e-ticket matches.',
    keys: '/ searches · Enter opens a ticket · Ctrl+K then "check" checks a code in',
  },
  detail: {
    title: 'E-ticket {{code}}', back: 'E-tickets', history: 'History', preview: 'Ticket', pdf: 'Download PDF',
    resend_sms: 'Resend by SMS', resend_email: 'Resend by email', check: 'Check in', to: 'Send to', to_placeholder: 'the ticket’s own contact',
    sent: 'Queued for {{recipient}}', checked: 'Checked in', keys: 's resends by SMS · e by email · c checks in · d downloads the PDF',
  },
  message: {
    sms: '{{shop}}: your ticket to {{event}}.{{seat}} Code {{code}}. Show it at the door.',
    subject: 'Your e-ticket: {{event}}',
    body: 'Hello {{name}},\n\nyour e-ticket to {{event}} (order {{number}} at {{shop}}).{{seat}}\nTicket code: {{code}}\n\nShow the code or its QR at the door.',
  },
  errors: {
    already_used: 'Already used: checked in {{at}} by {{by}}',
    check_canceled: 'This ticket was canceled ({{at}}): not valid',
    unknown_code: 'No ticket has the code {{code}}',
    resend_canceled: 'A canceled ticket is not sent',
    no_sms: 'The ticket has no phone number: give one',
    no_email: 'The ticket has no email address: give one',
    not_email: 'Not an email address',
    not_phone: 'Not a phone number',
  },
};
