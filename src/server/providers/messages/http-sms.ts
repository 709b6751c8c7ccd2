import { DeliveryError, idempotencyKey, type MessageProvider, type OutgoingMessage } from './types.js';

export interface HttpSmsOptions {
  url: string;
  token: string | null;
  sender: string;
  /** A gateway that does not answer within this is a failed attempt (retried later). */
  timeoutMs?: number;
}

/**
 * An HTTP SMS gateway: one JSON POST per message, `{ from, to, text, reference }`, the bearer
 * token, and the outbox row's id as `Idempotency-Key` and `reference` (gateways keep it and answer a
 * repeated key with the first message's id instead of sending again). Anything but a 2xx is a
 * failure; the answer's `id` or `message_id` is kept as the provider's message id.
 */
export function httpSmsProvider(options: HttpSmsOptions): MessageProvider {
  const timeoutMs = options.timeoutMs ?? 10_000;
  return {
    kind: 'http',
    async send(message: OutgoingMessage) {
      const key = idempotencyKey(message);
      let response: Response;
      try {
        response = await fetch(options.url, {
          method: 'POST',
          headers: {
            'content-type': 'application/json',
            accept: 'application/json',
            'idempotency-key': key,
            ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
          },
          body: JSON.stringify({ from: options.sender, to: message.recipient, text: message.body, reference: key }),
          signal: AbortSignal.timeout(timeoutMs),
        });
      } catch (e) {
        throw new DeliveryError(`SMS gateway unreachable: ${(e as Error).message}`);
      }
      const text = await response.text().catch(() => '');
      if (!response.ok) throw new DeliveryError(`SMS gateway answered ${response.status}: ${text.slice(0, 200)}`, response.status);
      let id: string | null = null;
      try {
        const body = JSON.parse(text) as { id?: unknown; message_id?: unknown };
        const raw = body.id ?? body.message_id;
        id = typeof raw === 'string' || typeof raw === 'number' ? String(raw) : null;
      } catch {
        // a 2xx without JSON is still a delivery; there is just no id to keep
      }
      return { providerMessageId: id };
    },
  };
}
