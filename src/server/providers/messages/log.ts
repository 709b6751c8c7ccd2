import type { FastifyBaseLogger } from 'fastify';
import { idempotencyKey, type MessageProvider, type OutgoingMessage } from './types.js';

/**
 * The default provider: the message goes to the server log instead of a phone or a mailbox, so a
 * laptop or a demo needs no gateway, and nothing reaches a real customer by accident.
 */
export function logProvider(log: FastifyBaseLogger): MessageProvider {
  return {
    kind: 'log',
    async send(message: OutgoingMessage) {
      const key = idempotencyKey(message);
      log.info({ channel: message.channel, to: message.recipient, subject: message.subject ?? undefined, body: message.body, key }, 'message (log provider)');
      return { providerMessageId: key };
    },
  };
}
