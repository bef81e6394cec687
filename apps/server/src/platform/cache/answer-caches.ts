import type { FastifyInstance } from 'fastify';
import { AnswerCache } from './answer-cache';

declare module 'fastify' {
  interface FastifyInstance {
    /** The process's answer cache kept current by a notification channel (see AnswerCache); one per channel. */
    answerCache: (channel: string) => AnswerCache;
  }
}

const READS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Answer caches, each listening on its channel once the app is ready. Any change made through this process (a
 * request that is not a read) drops every kept answer as its own answer leaves, so the next read here shows it
 * even before the notification is heard; changes made elsewhere arrive by notification.
 */
export function registerAnswerCaches(app: FastifyInstance): void {
  const caches = new Map<string, AnswerCache>();
  const subscribed = new Set<string>();
  app.decorate('answerCache', (channel: string) => {
    let cache = caches.get(channel);
    if (!cache) {
      cache = new AnswerCache({
        listening: () => subscribed.has(channel) && app.notifications.listening,
        maxChars: app.config.answerCacheMb * 1_000_000,
      });
      caches.set(channel, cache);
    }
    return cache;
  });
  app.addHook('onReady', async () => {
    for (const [channel, cache] of caches) {
      await app.notifications.on(channel, (payload) => cache.changed(payload));
      subscribed.add(channel);
    }
  });
  app.addHook('onSend', (request, _reply, payload, done) => {
    if (!READS.has(request.method)) for (const cache of caches.values()) cache.changed('*');
    done(null, payload);
  });
}
