export { enqueueMessage, enqueueOrderMessage, loadOrderForMessage, OUTBOX_CHANNEL, type NewMessage, type OrderMessageOptions } from './enqueue.js';
export { smsText, transliterate, SMS_LIMIT } from './sms-text.js';
export { OutboxWorker, backoffMs } from './worker.js';
