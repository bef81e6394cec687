import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { errorCodes, type ApiError } from '@freight/contracts';
import { AppError } from './app-error';

/** A JSON pointer into the body, or into the query, params or headers prefixed with their name. */
function pointerFor(context: string | undefined, instancePath: string): string {
  const prefix = context === 'body' || context === undefined ? '' : `/${context}`;
  return `${prefix}${instancePath === '/' ? '' : instancePath}` || '/';
}

const clientErrorTitles: Record<number, string> = {
  404: 'Not found',
  413: 'Payload too large',
  415: 'Unsupported media type',
};

function send(reply: FastifyReply, status: number, errors: ApiError[]) {
  return reply.status(status).type('application/json').send({ errors });
}

/** Maps every failure to the JSON:API error shape; a 5xx never carries its cause to the client. */
export function registerErrorHandler(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError, request: FastifyRequest, reply: FastifyReply) => {
    if (error instanceof AppError) {
      for (const [name, value] of Object.entries(error.headers)) reply.header(name, value);
      if (error.status >= 500) request.log.error({ err: error }, 'application error');
      return send(reply, error.status, error.toErrors());
    }

    if (hasZodFastifySchemaValidationErrors(error)) {
      const context = error.validationContext;
      const errors = error.validation.map<ApiError>((issue) => ({
        status: '422',
        code: errorCodes.validation,
        title: 'Invalid value',
        detail: issue.message,
        source: { pointer: pointerFor(context, issue.instancePath) },
      }));
      return send(reply, 422, errors);
    }

    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      // Fastify's own client errors: malformed JSON, unsupported media type, body too large, ...
      const detail =
        error.code === 'FST_ERR_CTP_INVALID_JSON_BODY' || error instanceof SyntaxError
          ? 'The request body is not valid JSON.'
          : error.code === 'FST_ERR_CTP_BODY_TOO_LARGE'
            ? 'The request body is too large.'
            : error.code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE'
              ? 'The request content type is not supported.'
              : error.message;
      return send(reply, status, [
        {
          status: String(status),
          code: error.code ?? 'badRequest',
          title: clientErrorTitles[status] ?? 'Bad request',
          detail,
          source: { pointer: '/' },
        },
      ]);
    }

    request.log.error({ err: error }, 'unhandled error');
    return send(reply, 500, [
      {
        status: '500',
        code: errorCodes.internal,
        title: 'Internal error',
        detail: 'Something went wrong. Try refreshing the page',
      },
    ]);
  });

  app.setNotFoundHandler((request, reply) =>
    send(reply, 404, [
      {
        status: '404',
        code: errorCodes.notFound,
        title: 'Not found',
        detail: `No route ${request.method} ${request.url.split('?')[0]}`,
      },
    ]),
  );
}

/**
 * The router's own refusals, before any route or hook: a path that is not valid percent-encoding (400), or one
 * whose parameter is longer than any id (404, as a GET of it answers: no record has such a name). Neither echoes
 * the path back.
 */
export function answerFrameworkError(error: FastifyError, _request: FastifyRequest, reply: FastifyReply) {
  if (error.code === 'FST_ERR_MAX_PARAM_LENGTH')
    return send(reply, 404, [
      {
        status: '404',
        code: errorCodes.notFound,
        title: 'Not found',
        detail: 'No record has an id this long.',
      },
    ]);
  return send(reply, 400, [
    { status: '400', code: error.code, title: 'Bad request', detail: 'The request URL is not valid.' },
  ]);
}
