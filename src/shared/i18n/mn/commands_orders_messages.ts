/** Харилцагчид илгээх мессежийн командын нэрс (`commands.orders_messages`). */
export default {
  messages: 'Харилцагчид илгээсэн мессежүүд',
  resend_sms: 'Харилцагчид SMS дахин илгээх',
  resend_email: 'Харилцагчид имэйл дахин илгээх',
  send_sms: 'Харилцагчид SMS илгээх',
  ship_without_sms: 'Илгээмжийг SMS-гүй илгээх',
} as const;
