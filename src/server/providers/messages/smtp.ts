import { connect } from 'node:net';
import nodemailer from 'nodemailer';
import { DeliveryError, idempotencyKey, type MessageProvider, type OutgoingMessage } from './types.js';

export interface SmtpOptions {
  /** `smtp://user:pass@host:587` (STARTTLS when offered) or `smtps://…:465`. */
  url: string;
  from: string;
  timeoutMs?: number;
  /** Connections kept open and reused (a campaign's many letters); none: one per message, as the outbox sends. */
  pool?: number;
}

/**
 * SMTP through nodemailer. SMTP has no idempotency key; the outbox row's id becomes the Message-ID,
 * so a message sent again after a lost answer is the same message to mail clients (they fold
 * duplicates of one Message-ID) rather than a second one.
 */
export function smtpProvider(options: SmtpOptions): MessageProvider {
  const timeoutMs = options.timeoutMs ?? 10_000;
  // nodemailer reads a URL's query as options: ?pool=true&maxConnections=N
  const pooled = options.pool ? `${options.url}${options.url.includes('?') ? '&' : '?'}pool=true&maxConnections=${options.pool}&maxMessages=100000` : options.url;
  const transport = nodemailer.createTransport(pooled, {});
  transport.set('connectionTimeout', timeoutMs);
  if (options.pool) (transport.transporter as unknown as { getSocket: ReturnType<typeof noDelaySocket> }).getSocket = noDelaySocket(timeoutMs);
  const domain = /@([^>\s]+)/.exec(options.from)?.[1] ?? 'localhost';
  return {
    kind: 'smtp',
    async send(message: OutgoingMessage) {
      try {
        const info = await transport.sendMail({
          from: message.from ?? options.from,
          to: message.recipient,
          subject: message.subject ?? '',
          text: message.body,
          ...(message.html !== undefined && { html: message.html }),
          ...(message.headers && { headers: message.headers }),
          messageId: `<${idempotencyKey(message)}@${domain}>`,
        });
        return { providerMessageId: String(info.messageId ?? '') || null };
      } catch (e) {
        // a 5xx answer is the server's refusal (no such mailbox): a bounce, not worth another try
        const code = (e as { responseCode?: number }).responseCode;
        throw new DeliveryError(`SMTP: ${(e as Error).message}`.slice(0, 300), typeof code === 'number' ? code : null);
      }
    },
    async close() {
      transport.close();
    },
  };
}

type SocketCallback = (err: Error | null, socket?: { connection: import('node:net').Socket } | false) => void;

/**
 * The pool's connections opened with Nagle's algorithm off. nodemailer writes a letter's end
 * (`\r\n.\r\n`) apart from its body; with Nagle on, that small write waits for the ACK of the
 * body, which the server delays (~40 ms on Linux) as it has nothing to answer yet: each letter on
 * a connection then took ~40 ms whatever the server's speed (the campaign bench's ~550 a second
 * over 32 connections). nodemailer has no option for it, so the pool is given its sockets.
 */
function noDelaySocket(timeoutMs: number) {
  return (opts: { host?: string; port?: number }, callback: SocketCallback) => {
    if (!opts.host || !opts.port) return callback(null, false); // nodemailer's own defaults then
    const socket = connect({ host: opts.host, port: opts.port, noDelay: true });
    const timer = setTimeout(() => socket.destroy(new Error(`SMTP: no connection to ${opts.host}:${opts.port} in ${timeoutMs} ms`)), timeoutMs);
    const failed = (e: Error) => { clearTimeout(timer); callback(e); };
    socket.once('error', failed);
    socket.once('connect', () => {
      clearTimeout(timer);
      socket.removeListener('error', failed);
      callback(null, { connection: socket });
    });
  };
}
