/** One outbox row on its way out: what a provider needs to deliver it. */
export interface OutgoingMessage {
  id: number;
  channel: 'sms' | 'email' | 'push';
  recipient: string;
  subject: string | null;
  body: string;
  /** Email only: the HTML part (`body` is then its text part), the sender shown, extra headers (List-Unsubscribe). */
  html?: string;
  from?: string;
  headers?: Record<string, string>;
  /** The idempotency key when the message is not an outbox row (a mass SMS recipient: `sms-<id>`). */
  key?: string;
}

/** The row's id as the provider sees it: the gateway's idempotency key, the email's Message-ID. */
export const idempotencyKey = (message: Pick<OutgoingMessage, 'id' | 'key'>) => message.key ?? `outbox-${message.id}`;

export interface MessageProvider {
  /** `log`, `http`, `smtp`: written to the worker's log lines. */
  readonly kind: string;
  /**
   * Delivers the message or throws (the worker retries it later). Sending the same message again
   * with the same idempotency key must not reach the recipient twice: the gateway answers the first
   * delivery's id instead.
   */
  send(message: OutgoingMessage): Promise<{ providerMessageId: string | null }>;
  close?(): Promise<void>;
}

/** A provider's refusal or failure, short enough for the row's `last_error`. */
export class DeliveryError extends Error {
  /** The gateway's HTTP status, when it answered: 429 and 5xx are worth waiting for, other 4xx are not. */
  constructor(message: string, readonly status: number | null = null) { super(message); }
}
