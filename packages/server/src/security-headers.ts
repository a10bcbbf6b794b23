/**
 * The security headers of every answer (the page, the API, the live streams),
 * made once when the app is built and set by one hook at the start of each
 * request: a Content-Security-Policy that lets the page load only its own
 * scripts, styles, images, manifest and service worker and talk only to this
 * server (no inline script, no framing), and the headers Helmet's defaults
 * send (without HSTS: a club's room network is plain HTTP; without
 * Cross-Origin-Embedder-Policy: nothing is embedded). Helmet rebuilt its
 * policy on every request, which cost more than answering a small route.
 * They are set on the raw response, so that the streams (which write their
 * own head) carry them too.
 *
 * @example
 * registerSecurityHeaders(app); // every answer: content-security-policy, x-frame-options, …
 */
import type { FastifyInstance } from 'fastify';

/** The policy's directives, in the order they are sent. */
export const CSP_DIRECTIVES: readonly (readonly [string, readonly string[]])[] = [
  ['default-src', ["'self'"]],
  ['script-src', ["'self'"]],
  ['style-src', ["'self'"]],
  ['img-src', ["'self'", 'data:']],
  ['font-src', ["'self'"]],
  ['connect-src', ["'self'"]],
  ['manifest-src', ["'self'"]],
  ['worker-src', ["'self'"]],
  ['object-src', ["'none'"]],
  ['base-uri', ["'none'"]],
  ['form-action', ["'self'"]],
  ['frame-ancestors', ["'none'"]],
];

/** Every header set on every answer, name (lower case) and value. */
export const SECURITY_HEADERS: readonly (readonly [string, string])[] = [
  [
    'content-security-policy',
    CSP_DIRECTIVES.map(([name, values]) => `${name} ${values.join(' ')}`).join(';'),
  ],
  ['cross-origin-opener-policy', 'same-origin'],
  ['cross-origin-resource-policy', 'same-origin'],
  ['origin-agent-cluster', '?1'],
  ['referrer-policy', 'no-referrer'],
  ['x-content-type-options', 'nosniff'],
  ['x-dns-prefetch-control', 'off'],
  ['x-download-options', 'noopen'],
  ['x-frame-options', 'SAMEORIGIN'],
  ['x-permitted-cross-domain-policies', 'none'],
  ['x-xss-protection', '0'],
];

export function registerSecurityHeaders(app: FastifyInstance): void {
  app.addHook('onRequest', (_req, reply, done) => {
    const res = reply.raw;
    for (const [name, value] of SECURITY_HEADERS) res.setHeader(name, value);
    done();
  });
}
