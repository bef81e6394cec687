import type { FastifyInstance } from 'fastify';

/**
 * A JSON request with nothing in its body is a request without one: many HTTP clients label a DELETE as JSON with
 * no body at all, and it is answered as if unlabelled (a route needing a body then says which fields it lacks)
 * rather than refused as "The request body is empty". Anything else is parsed as Fastify parses JSON, with its
 * defence against prototype pollution.
 */
export function acceptEmptyJsonBodies(app: FastifyInstance): void {
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const text = typeof body === 'string' ? body : body.toString('utf8');
    if (text === '') {
      done(null, undefined);
      return;
    }
    parseJson(request, text, done);
  });
}
