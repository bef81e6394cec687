import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  fileAnswerSchema,
  idParamSchema,
  manifestEndpoints,
  manifestIdParamsSchema,
} from '@freight/contracts';
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

const documentParams = z.object({ documentId: z.string().max(64) });

/** The spec's consignment document paths (d2 §7): HEAD, then GET once HEAD says ready. */
const consignmentDocuments = [
  { path: 'label.pdf', type: 'label' },
  { path: 'connote.pdf', type: 'connote' },
  { path: 'dg-summary.pdf', type: 'dgSummary' },
] as const;

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

/** Spec 7, the sender API (base /api/sender): generated documents, by document id and by consignment. */
export const documentRoutes: FastifyPluginAsyncZod = async (app) => {
  useZod(app);
  app.addHook('preHandler', app.authenticate);
  const deps = (): DocumentsDeps => ({ db: app.db, store: app.documentStore, sources: app.documentSources });

  // HEAD before GET: Fastify would otherwise add its own HEAD that opens the file.
  app.head('/v0/documents/:documentId', { schema: { params: documentParams } }, async (request, reply) =>
    answerHead(await documentForUser(deps(), sessionOf(request).userId, request.params.documentId), reply),
  );
  app.get(
    '/v0/documents/:documentId',
    { schema: { params: documentParams, response: { 200: fileAnswerSchema('application/pdf') } } },
    async (request, reply) =>
      answerGet(
        deps(),
        await documentForUser(deps(), sessionOf(request).userId, request.params.documentId),
        reply,
      ),
  );

  for (const { path, type } of consignmentDocuments) {
    const url = `/v0/consignments/:id/${path}`;
    const view = (userId: string, id: string) => consignmentDocumentForUser(deps(), userId, id, type);
    app.head(url, { schema: { params: idParamSchema } }, async (request, reply) =>
      answerHead(await view(sessionOf(request).userId, String(request.params.id)), reply),
    );
    app.get(
      url,
      { schema: { params: idParamSchema, response: { 200: fileAnswerSchema('application/pdf') } } },
      async (request, reply) =>
        answerGet(deps(), await view(sessionOf(request).userId, String(request.params.id)), reply),
    );
  }
};

/** Spec 7 (N11): HEAD, then GET, on a manifest's document.pdf; registered without a prefix (full paths). */
export const manifestDocumentRoutes: FastifyPluginAsyncZod = async (app) => {
  useZod(app);
  app.addHook('preHandler', app.authenticate);
  const deps = (): DocumentsDeps => ({ db: app.db, store: app.documentStore, sources: app.documentSources });
  const view = (userId: string, id: number) => manifestDocumentForUser(deps(), userId, id);
  const path = manifestEndpoints.document.path;
  const schema = { params: manifestIdParamsSchema };
  app.head(path, { schema }, async (request, reply) =>
    answerHead(await view(sessionOf(request).userId, request.params.id), reply),
  );
  app.get(
    path,
    { schema: { ...schema, response: { 200: fileAnswerSchema('application/pdf') } } },
    async (request, reply) =>
      answerGet(deps(), await view(sessionOf(request).userId, request.params.id), reply),
  );
};
