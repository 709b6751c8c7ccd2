import { PUSH_TTL_DEFAULT } from '../../../shared/commands/marketing/push.js';
import type { Config } from '../../config.js';
import { AppError } from '../../errors.js';
import { DeliveryError, idempotencyKey, type MessageProvider } from '../messages/index.js';
import { oneSignal, type PushMessage } from './onesignal.js';

/** What an outbox row of the `push` channel holds in its body (src/server/areas/users/notify.ts). */
export type QueuedPush = Omit<PushMessage, 'idempotencyKey' | 'image' | 'ttl'>;

/**
 * The outbox's push channel: the console's own notifications to staff browsers, through the same
 * OneSignal-compatible provider as Marketing's pushes. The row's key makes a retried send fold
 * into the first one at the provider, so nobody gets one push twice.
 */
export function pushOutboxProvider(config: Config): MessageProvider {
  return {
    kind: 'onesignal',
    async send(message) {
      const queued = JSON.parse(message.body) as QueuedPush;
      try {
        const sent = await oneSignal(config).send({ ...queued, image: null, ttl: PUSH_TTL_DEFAULT, idempotencyKey: idempotencyKey(message) });
        return { providerMessageId: sent.id };
      } catch (e) {
        // a refusal (bad request) is not worth trying again; a provider down or busy is
        const status = e instanceof AppError && e.code === 'push_refused' ? 400 : e instanceof AppError && e.code === 'push_not_configured' ? 400 : null;
        throw new DeliveryError((e as Error).message, status);
      }
    },
  };
}
