import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../config.js';
import { httpSmsProvider } from './http-sms.js';
import { logProvider } from './log.js';
import { smtpProvider } from './smtp.js';
import type { MessageProvider } from './types.js';

export type { MessageProvider, OutgoingMessage } from './types.js';
export { DeliveryError, idempotencyKey } from './types.js';

export interface MessageProviders {
  sms: MessageProvider;
  email: MessageProvider;
  /** The console's own pushes to staff (issue 23); absent where no push provider is configured. */
  push?: MessageProvider;
}

/** The configured provider of each channel (BO_SMS_PROVIDER, BO_EMAIL_PROVIDER); `log` by default. */
export function messageProviders(config: Config['messages'], log: FastifyBaseLogger): MessageProviders {
  const sms = config.sms.kind === 'http'
    ? httpSmsProvider({ url: config.sms.url, token: config.sms.token, sender: config.sms.sender })
    : logProvider(log);
  const email = config.email.kind === 'smtp' ? smtpProvider({ url: config.email.url, from: config.email.from }) : logProvider(log);
  return { sms, email };
}
