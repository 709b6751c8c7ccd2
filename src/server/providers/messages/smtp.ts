import nodemailer from 'nodemailer';
import { DeliveryError, idempotencyKey, type MessageProvider, type OutgoingMessage } from './types.js';

export interface SmtpOptions {
  /** `smtp://user:pass@host:587` (STARTTLS when offered) or `smtps://…:465`. */
  url: string;
  from: string;
  timeoutMs?: number;
}

/**
 * SMTP through nodemailer. SMTP has no idempotency key; the outbox row's id becomes the Message-ID,
 * so a message sent again after a lost answer is the same message to mail clients (they fold
 * duplicates of one Message-ID) rather than a second one.
 */
export function smtpProvider(options: SmtpOptions): MessageProvider {
  const timeoutMs = options.timeoutMs ?? 10_000;
  const transport = nodemailer.createTransport(options.url, {});
  transport.set('connectionTimeout', timeoutMs);
  const domain = /@([^>\s]+)/.exec(options.from)?.[1] ?? 'localhost';
  return {
    kind: 'smtp',
    async send(message: OutgoingMessage) {
      try {
        const info = await transport.sendMail({
          from: options.from,
          to: message.recipient,
          subject: message.subject ?? '',
          text: message.body,
          messageId: `<${idempotencyKey(message)}@${domain}>`,
        });
        return { providerMessageId: String(info.messageId ?? '') || null };
      } catch (e) {
        throw new DeliveryError(`SMTP: ${(e as Error).message}`.slice(0, 300));
      }
    },
    async close() {
      transport.close();
    },
  };
}
