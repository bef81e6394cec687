import type {
  FastifyBaseLogger,
  FastifyInstance,
  RawReplyDefaultExpression,
  RawRequestDefaultExpression,
  RawServerDefault,
  RouteGenericInterface,
  RouteHandlerMethod,
  RouteShorthandOptions,
} from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { EndpointDef } from '@freight/contracts';

export type ZodApp = FastifyInstance<
  RawServerDefault,
  RawRequestDefaultExpression,
  RawReplyDefaultExpression,
  FastifyBaseLogger,
  ZodTypeProvider
>;

interface SchemaOf<E extends EndpointDef> {
  params: E['params'];
  querystring: E['query'];
  body: E['body'];
  response: E['responses'];
}

export type EndpointHandler<E extends EndpointDef> = RouteHandlerMethod<
  RawServerDefault,
  RawRequestDefaultExpression,
  RawReplyDefaultExpression,
  RouteGenericInterface,
  unknown,
  SchemaOf<E>,
  ZodTypeProvider
>;

export type ExtraOptions = Pick<
  RouteShorthandOptions,
  'preHandler' | 'onRequest' | 'onSend' | 'config' | 'bodyLimit' | 'attachValidation'
>;

/**
 * Registers a route from its contract descriptor: method, full path and schemas come from the descriptor, so the
 * path is written once. Register the plugin that calls this without a prefix, after `useZod(app)`.
 */
export function serve<E extends EndpointDef>(
  app: ZodApp,
  endpoint: E,
  handler: EndpointHandler<E>,
  options: ExtraOptions = {},
): void {
  app.route({
    ...options,
    method: endpoint.method,
    url: endpoint.path,
    schema: {
      summary: endpoint.summary,
      ...(endpoint.params ? { params: endpoint.params } : {}),
      ...(endpoint.query ? { querystring: endpoint.query } : {}),
      ...(endpoint.body ? { body: endpoint.body } : {}),
      response: endpoint.responses,
    },
    handler: handler as RouteHandlerMethod,
  });
}
