import { z } from 'zod';
import { defineEndpoints } from '../endpoint';
import { apiErrorDocumentSchema, errorAnswers } from '../errors';
import {
  manifestAcknowledgementSchema,
  manifestIdParamsSchema,
  manifestResponseSchema,
  stagedConsignmentAnswerSchema,
  stagedConsignmentParamsSchema,
} from '../manifests';

const errors = errorAnswers(401, 404, 422);

/** The carrier's side of a manifest (DESIGN 5b): read it, acknowledge it, answer each staged consignment. */
export const carrierManifestEndpoints = defineEndpoints(errors, {
  get: {
    method: 'GET',
    path: '/api/carrier/v0/manifests/:id',
    summary: 'One of the carrier’s manifests with its staged consignments and the answers given',
    params: manifestIdParamsSchema,
    responses: { 200: manifestResponseSchema },
  },
  documentHead: {
    method: 'HEAD',
    path: '/api/carrier/v0/manifests/:id/document.pdf',
    summary: 'Whether the manifest PDF is ready: 202 while it is being made, 200 when ready',
    params: manifestIdParamsSchema,
    responses: { 200: z.null(), 202: z.null(), ...errorAnswers(500) },
  },
  document: {
    method: 'GET',
    path: '/api/carrier/v0/manifests/:id/document.pdf',
    summary:
      'The manifest PDF (A4), as e-mailed to the carrier; the manifest’s documentUrl links here. 202 while it is being made',
    params: manifestIdParamsSchema,
    responses: { 200: z.string().describe('application/pdf'), 202: z.null(), ...errorAnswers(500) },
  },
  acknowledge: {
    method: 'POST',
    path: '/api/carrier/v0/manifests/:id/acknowledgement',
    summary:
      'Acknowledges a proposed manifest: accept true approves it (with the carrier’s reference), accept false rejects it with a code. ' +
      'The same answer again is answered alike, changing nothing; a different one is 409 alreadyAnswered',
    params: manifestIdParamsSchema,
    body: manifestAcknowledgementSchema,
    responses: { 200: manifestResponseSchema, 409: apiErrorDocumentSchema },
  },
  answerConsignment: {
    method: 'PUT',
    path: '/api/carrier/v0/manifests/:id/consignments/:consignmentId',
    summary:
      'Accepts, cancels or rejects (with a code) one staged consignment of an approved manifest; the last answer completes it. ' +
      'The same answer again is answered alike, changing nothing; a different one is 409 alreadyAnswered, ' +
      'and one before the acknowledgement 409 notAcknowledged',
    params: stagedConsignmentParamsSchema,
    body: stagedConsignmentAnswerSchema,
    responses: { 200: manifestResponseSchema, 409: apiErrorDocumentSchema },
  },
});
