import type { FastifyReply, FastifyRequest } from 'fastify';
import { GraphQLError, parse } from 'graphql';

const notAString = 'The query must be a GraphQL document given as a string.';

function sourceOf(request: FastifyRequest): unknown {
  const carrier = request.method === 'POST' ? request.body : request.query;
  return carrier !== null && typeof carrier === 'object' ? (carrier as { query?: unknown }).query : undefined;
}

/**
 * Answers 400 with a GraphQL error unless the request's `query` is a string that parses as GraphQL. The adapter
 * would otherwise take a non-string, or a string that is JSON, for a ready-parsed document and fail on it.
 */
export async function requireGraphqlSource(request: FastifyRequest, reply: FastifyReply) {
  const source = sourceOf(request);
  let message = notAString;
  if (typeof source === 'string') {
    try {
      parse(source);
      return;
    } catch (error) {
      message = error instanceof GraphQLError ? error.message : notAString;
    }
  }
  return reply
    .code(400)
    .type('application/json')
    .send({ data: null, errors: [{ message }] });
}

interface AdapterError {
  code?: string;
  message: string;
  statusCode?: number;
  errors?: { message: string; locations?: unknown }[];
}

/**
 * The adapter's own refusals (syntax, validation, an unknown operation) answer in GraphQL's shape; every other
 * failure (session, CSRF, tenancy) goes on to the API's one error handler.
 */
export function answerGraphqlRefusal(error: AdapterError, _request: FastifyRequest, reply: FastifyReply) {
  if (!error.code?.startsWith('MER_ERR_GQL')) throw error;
  const errors = (error.errors ?? [{ message: error.message }]).map(({ message, locations }) =>
    locations ? { message, locations } : { message },
  );
  return reply
    .code(error.statusCode ?? 400)
    .type('application/json')
    .send({ data: null, errors });
}
