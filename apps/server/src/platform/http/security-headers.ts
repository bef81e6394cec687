import type { FastifyInstance } from 'fastify';
import helmet from 'helmet';
import { isApiRequest } from './route-path';

export async function registerSecurityHeaders(app: FastifyInstance) {
  // the guidance script's origin is allowed only when one is configured (issue 17: nothing third-party by default)
  const guidance = app.config.guidanceScriptUrl ? [new URL(app.config.guidanceScriptUrl).origin] : [];
  // built once: @fastify/helmet built helmet's middleware, parsing every CSP directive, for each request
  const applyHeaders = helmet({
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", ...guidance],
        // Mantine writes its CSS variables into style attributes.
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        connectSrc: ["'self'", ...guidance],
        fontSrc: ["'self'", 'data:'],
        objectSrc: ["'none'"],
        frameSrc: ["'self'", 'blob:'],
        frameAncestors: ["'none'"],
        formAction: ["'self'"],
        baseUri: ["'self'"],
        upgradeInsecureRequests: null,
      },
    },
    // Same-origin documents open in new windows; the default would break window.opener hand-offs.
    crossOriginOpenerPolicy: { policy: 'same-origin-allow-popups' },
    // Only a server reached over https may tell browsers to insist on https (a year, subdomains included).
    strictTransportSecurity: app.secureCookies ? { maxAge: 31_536_000, includeSubDomains: true } : false,
  });
  app.addHook('onRequest', (request, reply, done) => {
    // helmet throws rather than passing an error on, so its callback only says the headers are set
    applyHeaders(request.raw, reply.raw, () => done());
  });
  app.addHook('onSend', async (request, reply) => {
    reply.header('x-request-id', request.id);
    if (isApiRequest(request)) reply.header('cache-control', 'no-store');
  });
}
