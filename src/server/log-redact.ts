/**
 * What of a customer's contact may reach a log line: enough to tell two messages apart and find the
 * outbox row, never enough to call or write to the person. A log is read, shipped and kept by more
 * people and systems than the database is.
 */

/** A phone as its last 2 digits behind stars, `******12`. */
export function redactPhone(phone: string): string {
  const digits = phone.replace(/\D/g, '');
  if (digits.length < 4) return '*'.repeat(Math.max(digits.length, 1));
  return `${'*'.repeat(digits.length - 2)}${digits.slice(-2)}`;
}

/** An email as its domain only, `***@shop.mn`. */
export function redactEmail(email: string): string {
  const at = email.lastIndexOf('@');
  return at < 0 ? '***' : `***@${email.slice(at + 1).trim().toLowerCase()}`;
}

/** A recipient of either channel: an address with `@` is an email, anything else a phone. */
export const redactRecipient = (recipient: string): string => (recipient.includes('@') ? redactEmail(recipient) : redactPhone(recipient));

const EMAIL = /[^\s<>()[\]"',;:@]+@([A-Za-z0-9.-]+\.[A-Za-z]{2,})/g;
// 6 digits or more, possibly with a leading + and spaces or dashes between them: phones, not a status code
const PHONE = /\+?\d(?:[\s-]?\d){5,}/g;

/**
 * Free text that may quote a recipient (a gateway's or an SMTP server's refusal often echoes the
 * address it refused): every email and phone-like number in it redacted.
 */
export function redactText(text: string): string {
  return text.replace(EMAIL, (_m, domain: string) => `***@${domain.toLowerCase()}`).replace(PHONE, (m) => redactPhone(m));
}

export interface RedactedError {
  type: string;
  message: string;
  code?: string;
  stack?: string;
  cause?: RedactedError;
}

/**
 * An error fit for a log line. A failed query quotes its parameters (an order's phone, a searched
 * email) and a PostgreSQL refusal its `detail` (`Key (email)=(…) already exists`): only the name,
 * the code and the redacted message and stack are kept, and its cause likewise. Log it under a key
 * other than `err`, which pino would serialize as an error again.
 */
export function redactError(e: unknown, depth = 0): RedactedError {
  if (!(e instanceof Error)) return { type: typeof e, message: redactText(String(e)) };
  const code = (e as { code?: unknown }).code;
  return {
    type: e.name,
    message: redactText(e.message),
    ...(typeof code === 'string' && { code }),
    ...(e.stack && { stack: redactText(e.stack) }),
    ...(e.cause !== undefined && depth < 3 && { cause: redactError(e.cause, depth + 1) }),
  };
}
