import type { FastifyBaseLogger } from 'fastify';
import { redactRecipient } from '../../log-redact.js';
import { idempotencyKey, type MessageProvider, type OutgoingMessage } from './types.js';

/**
 * The default provider: the message goes to the server log instead of a phone or a mailbox, so a
 * laptop or a demo needs no gateway, and nothing reaches a real customer by accident. The line
 * says that a message left and to whom in a form that cannot reach the person (the last digits of
 * the phone, the email's domain); its subject and text stay in the outbox row, which the order's
 * messages tab shows to the staff allowed to see them.
 */
export function logProvider(log: FastifyBaseLogger): MessageProvider {
  return {
    kind: 'log',
    async send(message: OutgoingMessage) {
      const key = idempotencyKey(message);
      log.info({ channel: message.channel, to: redactRecipient(message.recipient), chars: message.body.length, key }, 'message (log provider)');
      return { providerMessageId: key };
    },
  };
}
