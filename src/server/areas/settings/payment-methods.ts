import { PEM, paymentMethods } from '../../../shared/commands/settings/payment-methods.js';
import { schema } from '../../db/index.js';
import { serveResource } from '../../resources/serve.js';

/** §5: a certificate is kept in base64; a PEM's text is turned into it, base64 given is kept without its line breaks. */
export function certificateBase64(text: string): string {
  const trimmed = text.trim();
  if (!trimmed) return '';
  return PEM.test(trimmed) ? Buffer.from(trimmed, 'utf8').toString('base64') : trimmed.replace(/\s+/g, '');
}

export const paymentMethodHandlers = serveResource(paymentMethods, {
  table: schema.paymentMethods,
  prepare: (values) => (typeof values.certificate === 'string' ? { ...values, certificate: certificateBase64(values.certificate) } : values),
});
