/**
 * Customer messages of orders (src/server/outbox): the templates (an SMS is transliterated to Latin
 * and cut to 160 characters when sent), the order's "SMS sent" tab and the refusals.
 */
export default {
  sms: {
    order_confirmation: 'Your order {{number}} at {{shop}} is confirmed. Total {{total}}. Thank you!',
    parcel_sent: 'Your parcel of order {{number}} from {{shop}} is on its way.',
    parcel_sent_tracking: 'Your parcel of order {{number}} from {{shop}} is on its way. Tracking: {{tracking}}',
    order_canceled: 'Your order {{number}} at {{shop}} has been canceled. Any payment will be returned.',
    ebarimt_receipt: 'The e-receipt of your order {{number}} at {{shop}} ({{total}}) is issued. See it in the ebarimt app.',
    lottery_win: 'Congratulations! Your order {{number}} at {{shop}} won {{prize}} in {{event}}. We will contact you.',
  },
  email: {
    order_confirmation: {
      subject: 'Order {{number}} is confirmed',
      body: 'Hello {{name}},\n\nyour order {{number}} at {{shop}} is confirmed. Total: {{total}}.\nWe will let you know when it ships.\n\nThank you for shopping with us.',
    },
    parcel_sent: {
      subject: 'Order {{number}}: your parcel is on its way',
      body: 'Hello {{name}},\n\na parcel of your order {{number}} at {{shop}} has left our warehouse.\n\nThank you for shopping with us.',
    },
    order_canceled: {
      subject: 'Order {{number}} is canceled',
      body: 'Hello {{name}},\n\nyour order {{number}} at {{shop}} has been canceled. Any payment you made will be returned.\n\nWe hope to see you again.',
    },
    ebarimt_receipt: {
      subject: 'E-receipt of order {{number}}',
      body: 'Hello {{name}},\n\nthe e-receipt (ebarimt) of your order {{number}} at {{shop}}, total {{total}}, is issued.{{receipt}}\n\nThank you for shopping with us.',
    },
    lottery_win: {
      subject: 'You won {{prize}} in {{event}}',
      body: 'Hello {{name}},\n\nyour order {{number}} at {{shop}} was drawn in {{event}} and won {{prize}}.\nWe will contact you about handing it over.\n\nThank you for shopping with us.',
    },
  },
  templates: {
    lottery_win: 'Prize draw win',
    order_confirmation: 'Order confirmation',
    parcel_sent: 'Parcel sent',
    order_canceled: 'Cancellation',
    ebarimt_receipt: 'E-receipt',
    e_ticket: 'E-ticket',
    custom: 'Own text',
  },
  channels: { sms: 'SMS', email: 'Email' },
  states: { pending: 'Waiting', sending: 'Sending', sent: 'Sent', failed: 'Failed' },
  tab: {
    title: 'SMS sent',
    empty: 'No message was sent to the customer for this order.',
    template: 'Message',
    channel: 'Channel',
    recipient: 'Recipient',
    state: 'State',
    attempts: 'Attempts',
    created_at: 'Queued',
    sent_at: 'Sent',
    text: 'Text',
    error: 'Last error',
    resend_sms: 'Resend SMS',
    send_sms: 'Send SMS',
    resend_email: 'Resend email',
    queued: 'The message is queued',
  },
  errors: {
    no_phone: 'This order has no phone number to send an SMS to',
    no_email: 'This order has no email address to send to',
    no_latin: 'The text has no letters that can be sent in an SMS',
    too_long: 'The SMS is {{count}} characters in Latin letters; at most {{limit}} fit in one SMS',
  },
} as const;
