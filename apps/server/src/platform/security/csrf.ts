import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { CSRF_COOKIE, CSRF_HEADER, errorCodes } from '@freight/contracts';
import { AppError } from '../errors/app-error';
import { routePathOf } from '../http/route-path';
import { randomToken, safeEqual } from './tokens';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

export interface CsrfOptions {
  secure: boolean;
  /** Route prefixes that authenticate without cookies (API keys, tokenised links) and so need no CSRF token. */
  exempt: string[];
  /**
   * Routes that take a bearer key instead of the session when one is sent: such a request is exempt, as a
   * cross-site form cannot set an Authorization header, and the route then reads no cookie. So is one with
   * neither key nor session cookie: it acts as no one, and the route answers 401 asking for the key.
   */
  bearerRoutes?: string[];
  /** The session cookie's name: without it, a bearer route's request acts as no one. */
  sessionCookie: string;
}

const isBearer = (request: FastifyRequest) => {
  const header = request.headers.authorization;
  return typeof header === 'string' && /^Bearer\s/i.test(header.trim());
};

export function setCsrfCookie(reply: FastifyReply, token: string, secure: boolean) {
  reply.setCookie(CSRF_COOKIE, token, { path: '/', sameSite: 'lax', secure, httpOnly: false });
}

/**
 * Double-submit defence: a state-changing API request must echo the readable CSRF cookie in a header.
 * Another origin can make the browser send the cookie but can neither read it nor set the header.
 */
export function registerCsrf(app: FastifyInstance, options: CsrfOptions) {
  app.addHook('onRequest', async (request: FastifyRequest, reply: FastifyReply) => {
    const cookie = request.cookies[CSRF_COOKIE];
    if (!cookie) {
      const token = randomToken();
      setCsrfCookie(reply, token, options.secure);
      request.cookies[CSRF_COOKIE] = token;
    }
    if (SAFE_METHODS.has(request.method)) return;
    // the route the router matched, not the raw URL: `/%61pi/...` is routed as `/api/...`
    const path = routePathOf(request);
    if (!path.startsWith('/api/')) return;
    if (options.exempt.some((prefix) => path.startsWith(prefix))) return;
    if (options.bearerRoutes?.includes(path)) {
      if (isBearer(request) || !request.cookies[options.sessionCookie]) return;
    }
    const header = request.headers[CSRF_HEADER];
    if (!cookie || typeof header !== 'string' || !safeEqual(cookie, header)) {
      throw new AppError({
        status: 403,
        code: errorCodes.csrf,
        title: 'Forbidden',
        detail: 'The request could not be verified. Reload the page and try again.',
      });
    }
  });
}
