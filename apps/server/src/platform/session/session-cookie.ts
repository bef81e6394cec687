import type { FastifyReply } from 'fastify';

export const SESSION_COOKIE = 'sid';

export function setSessionCookie(reply: FastifyReply, token: string, secure: boolean) {
  // No max-age: the server decides expiry; the browser drops the cookie when it closes.
  reply.setCookie(SESSION_COOKIE, token, { path: '/', httpOnly: true, sameSite: 'lax', secure });
}

export function clearSessionCookie(reply: FastifyReply, secure: boolean) {
  reply.clearCookie(SESSION_COOKIE, { path: '/', httpOnly: true, sameSite: 'lax', secure });
}
