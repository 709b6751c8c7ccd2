import type { FastifyInstance } from 'fastify';
import { EMBED_ORIGINS } from '../shared/schema/help.js';

/**
 * Security headers, computed once. Documents (the web app, health) get helmet's full set with our
 * CSP; JSON answers of the API get what matters for data: no sniffing, no caching of private
 * answers, no framing, HSTS. CSP on a JSON answer protects nothing and costs a kilobyte per reply.
 */
const COMMON = {
  'strict-transport-security': 'max-age=31536000; includeSubDomains',
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'no-referrer',
  'cross-origin-resource-policy': 'same-origin',
  'x-frame-options': 'DENY',
} as const;

export const API_HEADERS = { ...COMMON, 'cache-control': 'no-store' } as const;

export const DOCUMENT_HEADERS = {
  ...COMMON,
  'content-security-policy': [
    "default-src 'self'", "base-uri 'self'", "font-src 'self' data:", "form-action 'self'", "frame-ancestors 'none'",
    "img-src 'self' data: https:", "object-src 'none'", "script-src 'self' https://connect.facebook.net", "script-src-attr 'none'",
    "style-src 'self' 'unsafe-inline'", "connect-src 'self' ws: wss:",
    // one frame-src (a second one is ignored): Facebook's sign-in, and help articles' embed blocks
    `frame-src https://www.facebook.com ${EMBED_ORIGINS.join(' ')}`, 'upgrade-insecure-requests',
  ].join('; '),
  'cross-origin-opener-policy': 'same-origin',
  'origin-agent-cluster': '?1',
  'x-dns-prefetch-control': 'off',
  'x-download-options': 'noopen',
  'x-permitted-cross-domain-policies': 'none',
  'x-xss-protection': '0',
} as const;

export function installSecurityHeaders(app: FastifyInstance): void {
  app.addHook('onRequest', (request, reply, done) => {
    reply.headers(request.url.startsWith('/api/') ? API_HEADERS : DOCUMENT_HEADERS);
    done();
  });
}
