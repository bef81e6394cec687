import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  consignmentDocumentEndpoints,
  documentEndpoints as endpoints,
  manifestEndpoints,
} from '@freight/contracts';
import { serve } from '../../platform/http/endpoint';
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

/** HEAD: 202 while the document is being made (the browser's retry helper polls on 202), 200 when ready. */
function answerHead(view: DocumentView, reply: FastifyReply) {
  if (view.row.status === 'failed') throw failed();
  if (view.row.status === 'pending') return reply.code(202).send();
  return reply
    .code(200)
    .header('content-type', 'application/pdf')
    .header('content-length', String(view.row.byteSize ?? 0))
    .send();
}

function answerGet(deps: DocumentsDeps, view: DocumentView, reply: FastifyReply) {
  if (view.row.status === 'failed') throw failed();
  if (view.row.status === 'pending') return reply.code(202).send();
  return reply
    .code(200)
    .header('content-type', 'application/pdf')
    .header('content-disposition', `inline; filename="${view.fileName.replace(/[^\w.-]/g, '-')}"`)
    .header('cache-control', 'private, no-cache')
    .send(openDocumentFile(deps, view));
}

/**
 * Spec 7, the sender API: generated documents, by document id and by consignment, from their descriptors (full
 * paths, no prefix). HEAD before GET: Fastify would otherwise add its own HEAD that opens the file.
 */
export const documentRoutes: FastifyPluginAsyncZod = async (app) => {
  useZod(app);
  app.addHook('preHandler', app.authenticate);
  const deps = (): DocumentsDeps => ({ db: app.db, store: app.documentStore, sources: app.documentSources });
  const byId = (userId: string, documentId: string) => documentForUser(deps(), userId, documentId);

  serve(app, endpoints.documentHead, async (request, reply) =>
    answerHead(await byId(sessionOf(request).userId, request.params.documentId), reply),
  );
  serve(app, endpoints.document, async (request, reply) =>
    answerGet(deps(), await byId(sessionOf(request).userId, request.params.documentId), reply),
  );

  for (const type of ['label', 'connote', 'dgSummary'] as const) {
    const { head, get } = consignmentDocumentEndpoints[type];
    const view = (userId: string, id: string) => consignmentDocumentForUser(deps(), userId, id, type);
    serve(app, head, async (request, reply) =>
      answerHead(await view(sessionOf(request).userId, String(request.params.id)), reply),
    );
    serve(app, get, async (request, reply) =>
      answerGet(deps(), await view(sessionOf(request).userId, String(request.params.id)), reply),
    );
  }
};

/** Spec 7 (N11): HEAD, then GET, on a manifest's document.pdf. */
export const manifestDocumentRoutes: FastifyPluginAsyncZod = async (app) => {
  useZod(app);
  app.addHook('preHandler', app.authenticate);
  const deps = (): DocumentsDeps => ({ db: app.db, store: app.documentStore, sources: app.documentSources });
  const view = (userId: string, id: number) => manifestDocumentForUser(deps(), userId, id);
  serve(app, endpoints.manifestDocumentHead, async (request, reply) =>
    answerHead(await view(sessionOf(request).userId, request.params.id), reply),
  );
  serve(app, manifestEndpoints.document, async (request, reply) =>
    answerGet(deps(), await view(sessionOf(request).userId, request.params.id), reply),
  );
};
