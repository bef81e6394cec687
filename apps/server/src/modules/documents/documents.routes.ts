import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { ZodType } from 'zod';
import {
  consignmentDocumentEndpoints,
  documentEndpoints as endpoints,
  manifestEndpoints,
  type EndpointDef,
} from '@freight/contracts';
import { serve, type ZodApp } from '../../platform/http/endpoint';
import { useZod } from '../../platform/http/zod-scope';
import { AppError } from '../../platform/errors/app-error';
import { sessionOf } from '../../platform/session/authenticate';
import {
  consignmentDocumentForUser,
  documentForUser,
  manifestDocumentForUser,
  openDocumentFile,
  type DocumentsDeps,
  type DocumentView,
} from './documents.service';

function failed(): AppError {
  return new AppError({
    status: 500,
    code: 'documentFailed',
    title: 'Document not available',
    detail: 'The document could not be made. Try again, or contact support if it keeps failing.',
  });
}

/**
 * Throws when the document failed, answers 202 while it is being made (the browser's retry helper polls on 202),
 * and once it is ready hands `finish` the 200 PDF answer to complete.
 */
function answerReady(view: DocumentView, reply: FastifyReply, finish: (pdf: FastifyReply) => FastifyReply) {
  if (view.row.status === 'failed') throw failed();
  if (view.row.status === 'pending') return reply.code(202).send();
  return finish(reply.code(200).header('content-type', 'application/pdf'));
}

/** HEAD: 202 while the document is being made, 200 when ready. */
function answerHead(view: DocumentView, reply: FastifyReply) {
  return answerReady(view, reply, (pdf) =>
    pdf.header('content-length', String(view.row.byteSize ?? 0)).send(),
  );
}

function answerGet(deps: DocumentsDeps, view: DocumentView, reply: FastifyReply) {
  return answerReady(view, reply, (pdf) =>
    pdf
      .header('content-disposition', `inline; filename="${view.fileName.replace(/[^\w.-]/g, '-')}"`)
      .header('cache-control', 'private, no-cache')
      .send(openDocumentFile(deps, view)),
  );
}

type DocumentEndpoint<P> = EndpointDef & { params: ZodType<P> };
type DocumentRequest = FastifyRequest & { params: unknown };

/**
 * HEAD, then GET, on one document, which `find` looks up from the request (its caller and the path's parameters,
 * which the route's own schema has validated: the cast names the type that validation gave them).
 */
export function serveDocumentPair<P>(
  app: ZodApp,
  endpoints: { head: DocumentEndpoint<P>; get: DocumentEndpoint<P> },
  find: (deps: DocumentsDeps, request: DocumentRequest, params: P) => Promise<DocumentView>,
  options: Parameters<typeof serve>[3] = {},
) {
  const deps = (): DocumentsDeps => ({ db: app.db, store: app.documentStore, sources: app.documentSources });
  const view = (request: DocumentRequest) => find(deps(), request, request.params as P);
  serve(app, endpoints.head, async (request, reply) => answerHead(await view(request), reply), options);
  serve(app, endpoints.get, async (request, reply) => answerGet(deps(), await view(request), reply), options);
}

/** The same, for the signed-in user. */
function serveDocument<P>(
  app: ZodApp,
  endpoints: { head: DocumentEndpoint<P>; get: DocumentEndpoint<P> },
  find: (deps: DocumentsDeps, userId: string, params: P) => Promise<DocumentView>,
) {
  serveDocumentPair(app, endpoints, (deps, request, params) => find(deps, sessionOf(request).userId, params));
}

/** A plugin of document routes, each only for a signed-in user. */
function signedInDocuments(serveAll: (app: ZodApp) => void): FastifyPluginAsyncZod {
  return async (app) => {
    useZod(app);
    app.addHook('preHandler', app.authenticate);
    serveAll(app);
  };
}

/**
 * Spec 7, the sender API: generated documents, by document id and by consignment, from their descriptors (full
 * paths, no prefix). HEAD before GET: Fastify would otherwise add its own HEAD that opens the file.
 */
export const documentRoutes = signedInDocuments((app) => {
  serveDocument(
    app,
    { head: endpoints.documentHead, get: endpoints.document },
    (deps, userId, { documentId }) => documentForUser(deps, userId, documentId),
  );
  for (const type of ['label', 'connote', 'dgSummary'] as const)
    serveDocument(app, consignmentDocumentEndpoints[type], (deps, userId, { id }) =>
      consignmentDocumentForUser(deps, userId, String(id), type),
    );
});

/** Spec 7 (N11): HEAD, then GET, on a manifest's document.pdf. */
export const manifestDocumentRoutes = signedInDocuments((app) =>
  serveDocument(
    app,
    { head: endpoints.manifestDocumentHead, get: manifestEndpoints.document },
    (deps, userId, { id }) => manifestDocumentForUser(deps, userId, id),
  ),
);
