/** Titles of the customer-message commands (src/shared/commands/orders/messages.ts), under `commands.orders_messages`. */
export default {
  messages: 'Show messages sent to the customer',
  resend_sms: 'Resend SMS to the customer',
  resend_email: 'Resend email to the customer',
  send_sms: 'Send an SMS to the customer',
  ship_without_sms: 'Ship parcel without SMS',
} as const;
