import { existsSync } from 'node:fs';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import fastifyStatic from '@fastify/static';

/**
 * Serves the built web app; any other GET that matches no file gets index.html (client-side routes), except
 * under /api/ and /assets/.
 */
export async function registerWebApp(app: FastifyInstance, webDist: string) {
  if (!existsSync(join(webDist, 'index.html'))) {
    app.log.warn(`web app not built at ${webDist}; serving the API only`);
    return false;
  }
  await app.register(fastifyStatic, {
    root: webDist,
    wildcard: false,
    index: false,
    // the build writes .br and .gz beside each text file; the client's Accept-Encoding picks one
    preCompressed: true,
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
    // A missing script or style is a 404, not the app's HTML (which a browser would try to run as code).
    if (path.startsWith('assets/')) return reply.callNotFound();
    return reply.type('text/html').header('cache-control', 'no-cache').sendFile('index.html');
  });
  return true;
}
