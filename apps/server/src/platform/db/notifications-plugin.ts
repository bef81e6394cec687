import type { FastifyInstance } from 'fastify';
import { DbListener } from './notifications';

declare module 'fastify' {
  interface FastifyInstance {
    /** The database's notifications (`notify`), heard by this process; closed with the app. */
    notifications: DbListener;
  }
}

export function registerNotifications(app: FastifyInstance): void {
  const listener = new DbListener(app.db, (message, err) => app.log.warn({ err }, message));
  app.decorate('notifications', listener);
  app.addHook('onClose', async () => listener.close());
}
