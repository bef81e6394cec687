import { existsSync } from 'node:fs';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import fastifyStatic from '@fastify/static';

/** Serves the built web app; any non-API GET that matches no file gets index.html (client-side routes). */
export async function registerWebApp(app: FastifyInstance, webDist: string) {
  if (!existsSync(join(webDist, 'index.html'))) {
    app.log.warn(`web app not built at ${webDist}; serving the API only`);
    return false;
  }
  await app.register(fastifyStatic, {
    root: webDist,
    wildcard: false,
    index: false,
    setHeaders(reply, path) {
      // Hashed assets never change; the HTML and version manifest must always be fresh.
      reply.header(
        'cache-control',
        path.includes('/assets/') ? 'public, max-age=31536000, immutable' : 'no-cache',
      );
    },
  });
  app.get('/*', { schema: { hide: true } }, async (request, reply) => {
    const path = (request.params as { '*': string })['*'];
    if (path.startsWith('api/')) return reply.callNotFound();
    if (path && existsSync(join(webDist, path)) && !path.includes('..')) return reply.sendFile(path);
    return reply.type('text/html').header('cache-control', 'no-cache').sendFile('index.html');
  });
  return true;
}
