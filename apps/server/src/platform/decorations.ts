import type { Config } from '../config/env';
import type { Clock } from './clock';
import type { Db } from './db/client';
import type { Mailer } from './mail/mailer';

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
    db: Db;
    clock: Clock;
    mailer: Mailer;
    /** Cookies carry `Secure` when the public URL is HTTPS. */
    secureCookies: boolean;
  }
}
