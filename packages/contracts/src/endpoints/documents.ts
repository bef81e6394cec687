import { z } from 'zod';
import { defineEndpoint, fileAnswerSchema } from '../endpoint';
import { errorAnswers } from '../errors';
import { idParamSchema } from '../fields';
import { manifestIdParamsSchema } from '../manifests';

export const documentIdParamsSchema = z.object({ documentId: z.string().max(64) });

const pdf = fileAnswerSchema('application/pdf');

/** 202 while the document is being made, 500 when it could not be made. */
const headAnswers = {
  200: z.null(),
  202: z.null(),
  ...errorAnswers(401, 403, 404, 500),
};
const getAnswers = { ...headAnswers, 200: pdf };

const consignmentDocument = (file: string, name: string) => ({
  head: defineEndpoint({
    method: 'HEAD',
    path: `/api/sender/v0/consignments/:id/${file}`,
    summary: `Whether the consignment’s ${name} is ready: 202 while it is being made, 200 when ready`,
    params: idParamSchema,
    responses: headAnswers,
  }),
  get: defineEndpoint({
    method: 'GET',
    path: `/api/sender/v0/consignments/:id/${file}`,
    summary: `The consignment’s ${name} (PDF); HEAD first`,
    params: idParamSchema,
    responses: getAnswers,
  }),
});

const label = consignmentDocument('label.pdf', 'labels');
const connote = consignmentDocument('connote.pdf', 'consignment note');
const dgSummary = consignmentDocument('dg-summary.pdf', 'dangerous goods summary');

/** Spec 7: generated documents, asked for with HEAD until ready, then read with GET. */
export const documentEndpoints = {
  documentHead: defineEndpoint({
    method: 'HEAD',
    path: '/api/sender/v0/documents/:documentId',
    summary: 'Whether a generated document is ready: 202 while it is being made, 200 when ready',
    params: documentIdParamsSchema,
    responses: headAnswers,
  }),
  document: defineEndpoint({
    method: 'GET',
    path: '/api/sender/v0/documents/:documentId',
    summary: 'A generated document (PDF), such as a set of labels; HEAD first',
    params: documentIdParamsSchema,
    responses: getAnswers,
  }),
  labelHead: label.head,
  label: label.get,
  connoteHead: connote.head,
  connote: connote.get,
  dgSummaryHead: dgSummary.head,
  dgSummary: dgSummary.get,
  manifestDocumentHead: defineEndpoint({
    method: 'HEAD',
    path: '/api/sender/v0/manifests/:id/document.pdf',
    summary: 'Whether the manifest PDF is ready: 202 while it is being made, 200 when ready',
    params: manifestIdParamsSchema,
    responses: headAnswers,
  }),
};

/** The consignment documents by their type, as the document viewer names them. */
export const consignmentDocumentEndpoints = {
  label: { head: label.head, get: label.get },
  connote: { head: connote.head, get: connote.get },
  dgSummary: { head: dgSummary.head, get: dgSummary.get },
} as const;
