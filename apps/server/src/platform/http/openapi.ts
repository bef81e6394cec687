import swagger from '@fastify/swagger';
import type { FastifyInstance } from 'fastify';
import {
  createJsonSchemaTransform,
  jsonSchemaTransformObject,
  type FastifyPluginAsyncZod,
} from 'fastify-type-provider-zod';
import type { FastifyDynamicSwaggerOptions } from '@fastify/swagger';
import { z } from 'zod';
import { carrierEndpoints, orderEndpoints } from '@freight/contracts';
import { apiReferencePage } from './openapi-page';
import { useZod } from './zod-scope';

const zodTransform = createJsonSchemaTransform({ zodToJsonConfig: { unrepresentable: 'any' } });

const isZod = (value: unknown) => value instanceof z.ZodType;

type Transform = NonNullable<FastifyDynamicSwaggerOptions['transform']>;

/**
 * Only the API is described (not the web app's files, health or metrics). A route's zod schemas become JSON
 * Schema through the type provider's transform; a route declared with JSON Schema (GraphQL) is taken as it is.
 */
const transform: Transform = (document) => {
  const { schema, url } = document;
  if (!url.startsWith('/api/')) return { schema: { ...schema, hide: true }, url };
  const parts = schema ? [schema.body, schema.querystring, schema.params, schema.headers] : [];
  const responses = Object.values((schema?.response ?? {}) as Record<string, unknown>);
  if ([...parts, ...responses].some((part) => part !== undefined && !isZod(part))) return { schema, url };
  return zodTransform(document);
};

const tagOf = (url: string) => url.split('/')[2] ?? 'api';

/**
 * The operations a bearer key calls, marked so in the document: the carrier API (its own description aside) and
 * the print agent's take only the key; receiving an order takes a site's key or a signed-in session.
 */
function securityOf(method: string, url: string): Record<string, string[]>[] | undefined {
  if (url.startsWith('/api/carrier/') && url !== carrierEndpoints.openApi.path) return [{ bearer: [] }];
  if (url.startsWith('/api/print-agent/')) return [{ bearer: [] }];
  if (method === orderEndpoints.create.method && url === orderEndpoints.create.path)
    return [{ bearer: [] }, { session: [] }];
  return undefined;
}

/**
 * DESIGN 4, issue 17: the whole API described in OpenAPI 3.1, generated from the routes' schemas as they are
 * registered (so no route can be left out), at `/api/openapi.json`, with a readable reference at `/api/docs`.
 * Registered before any route.
 */
export async function registerOpenApi(app: FastifyInstance, info: { title: string; version: string }) {
  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        ...info,
        description:
          'The sender API, the consignment search service, the carrier API and the public tracking and pickup pages. Signed-in calls use the session cookie and, for changes, the CSRF header; carrier calls a bearer key. ' +
          'A request body is at most 1 MB unless its operation says otherwise; a larger one is answered 413.',
      },
      components: {
        securitySchemes: {
          session: { type: 'apiKey', in: 'cookie', name: 'session' },
          bearer: { type: 'http', scheme: 'bearer' },
        },
      },
    },
    hideUntagged: false,
    transform: (document) => {
      const result = transform(document);
      const tags = result.schema && 'tags' in result.schema ? undefined : [tagOf(result.url)];
      const security = securityOf([document.route.method].flat()[0] ?? '', document.url);
      return {
        ...result,
        schema: { ...result.schema, ...(tags ? { tags } : {}), ...(security ? { security } : {}) },
      };
    },
    transformObject: jsonSchemaTransformObject,
  });
}

/** The document and its reference page; registered with the other routes. */
export const openApiRoutes: FastifyPluginAsyncZod = async (app) => {
  useZod(app);
  app.get(
    '/api/openapi.json',
    {
      schema: {
        summary: 'This API described in OpenAPI 3.1',
        response: { 200: z.record(z.string(), z.unknown()) },
      },
    },
    async (_request, reply) => {
      reply.header('cache-control', 'no-cache');
      return { ...app.swagger() };
    },
  );
  app.get(
    '/api/docs',
    { schema: { summary: 'The API reference for integrators, as HTML', response: { 200: z.string() } } },
    async (_request, reply) =>
      reply
        .type('text/html; charset=utf-8')
        .header('cache-control', 'no-cache')
        .send(apiReferencePage(app.swagger())),
  );
};
