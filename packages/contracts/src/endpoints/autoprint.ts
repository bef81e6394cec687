import { z } from 'zod';
import { defineEndpoints } from '../endpoint';
import { autoprintRoutes } from '../routes/autoprint';
import { apiErrorDocumentSchema, errorAnswers } from '../errors';
import {
  agentHeartbeatBodySchema,
  agentHeartbeatResponseSchema,
  agentJobDocumentQuerySchema,
  agentJobParamsSchema,
  agentJobResultBodySchema,
  agentJobsQuerySchema,
  agentJobsResponseSchema,
  autoprintClientStatusResponseSchema,
  autoprintConfigBodySchema,
  autoprintConfigResponseSchema,
  autoprintSiteQuerySchema,
  copyCountsQuerySchema,
  copyCountsResponseSchema,
  manualPrintBodySchema,
  manualPrintResponseSchema,
  printersResponseSchema,
  printingCarrierServicesResponseSchema,
  printingPolicyBodySchema,
  printingPolicyResponseSchema,
  printJobsResponseSchema,
  secretKeyResponseSchema,
  secretKeySummaryResponseSchema,
} from '../autoprint';
import { siteIdParamsSchema } from '../tracking';

const errors = errorAnswers(401, 403, 404, 422);

/** Spec 7, the sender API: autoprint configuration, the agent's state and key (`siteId` names the site). */
export const autoprintEndpoints = defineEndpoints(errors, {
  getConfig: {
    ...autoprintRoutes.getConfig,
    summary: "The site's autoprint configuration: enabled, and the default label and connote printers",
    query: autoprintSiteQuerySchema,
    responses: { 200: autoprintConfigResponseSchema },
  },
  putConfig: {
    ...autoprintRoutes.putConfig,
    summary: 'Saves the autoprint configuration; printer ids must be printers the print agent reports',
    query: autoprintSiteQuerySchema,
    body: autoprintConfigBodySchema,
    responses: { 200: autoprintConfigResponseSchema },
  },
  clientStatus: {
    ...autoprintRoutes.clientStatus,
    summary: "The print agent's state (running, stopped, noActiveClient); 204 when no agent was ever paired",
    query: autoprintSiteQuerySchema,
    responses: { 200: autoprintClientStatusResponseSchema, 204: z.null() },
  },
  clientPrinters: {
    ...autoprintRoutes.clientPrinters,
    summary: "The printers the site's print agent reports, with numeric ids; 204 when there are none",
    query: autoprintSiteQuerySchema,
    responses: { 200: printersResponseSchema, 204: z.null() },
  },
  getSecretKey: {
    ...autoprintRoutes.getSecretKey,
    summary:
      "The site's live print agent key: its first characters and when it was made; 204 when there is none",
    query: autoprintSiteQuerySchema,
    responses: { 200: secretKeySummaryResponseSchema, 204: z.null() },
  },
  createSecretKey: {
    ...autoprintRoutes.createSecretKey,
    summary: "Issues the site's print agent key (shown once); the previous key stops working at once",
    query: autoprintSiteQuerySchema,
    responses: { 201: secretKeyResponseSchema },
  },
  deleteSecretKey: {
    ...autoprintRoutes.deleteSecretKey,
    summary: "Deletes the site's print agent key; its agent is disconnected at once",
    query: autoprintSiteQuerySchema,
    responses: { 204: z.null() },
  },
  printJobs: {
    ...autoprintRoutes.printJobs,
    summary: "The site's last 20 print jobs with their state",
    query: autoprintSiteQuerySchema,
    responses: { 200: printJobsResponseSchema },
  },
  print: {
    ...autoprintRoutes.print,
    summary: "Sends consignments' labels or connotes to the site's printers through its print agent",
    body: manualPrintBodySchema,
    responses: { 201: manualPrintResponseSchema, 409: apiErrorDocumentSchema },
  },
});

/** Spec 7: printing policies (copy counts) by site. */
export const printingEndpoints = defineEndpoints(errors, {
  getPolicy: {
    method: 'GET',
    path: '/api/sender/printing/policies/site/:siteId',
    summary: "The site's printing policy: default copy counts and copy counts by carrier service",
    params: siteIdParamsSchema,
    responses: { 200: printingPolicyResponseSchema },
  },
  putPolicy: {
    method: 'PUT',
    path: '/api/sender/printing/policies/site/:siteId',
    summary: "Saves the site's printing policy; each count is 0 to 10",
    params: siteIdParamsSchema,
    body: printingPolicyBodySchema,
    responses: { 200: printingPolicyResponseSchema },
  },
  carrierServices: {
    method: 'GET',
    path: '/api/sender/printing/carrier-services/site/:siteId',
    summary: 'The carrier services the site may book, for copy counts by carrier service',
    params: siteIdParamsSchema,
    responses: { 200: printingCarrierServicesResponseSchema },
  },
  copyCounts: {
    method: 'GET',
    path: '/api/sender/printing/copy-counts/consignment',
    summary: "The copies of a consignment's connote and label for a carrier service at a site",
    query: copyCountsQuerySchema,
    responses: { 200: copyCountsResponseSchema },
  },
});

/**
 * DESIGN 5: the print agent's API, authenticated by the site's secret key (`Authorization: Bearer`); any of its
 * calls may answer 401 or 422.
 */
export const printAgentEndpoints = defineEndpoints(errorAnswers(401, 422), {
  heartbeat: {
    method: 'POST',
    path: '/api/print-agent/v0/heartbeat',
    summary:
      "The agent's machine name, version, state and printers; answers whether it is the site's active agent",
    body: agentHeartbeatBodySchema,
    responses: { 200: agentHeartbeatResponseSchema },
  },
  jobs: {
    method: 'GET',
    path: '/api/print-agent/v0/jobs',
    summary:
      'Long poll: print jobs leased to this agent (each printed once); empty when none came in the wait',
    query: agentJobsQuerySchema,
    responses: { 200: agentJobsResponseSchema },
  },
  document: {
    method: 'GET',
    path: '/api/print-agent/v0/jobs/:jobId/document',
    summary: 'The PDF of a print job leased to this agent',
    params: agentJobParamsSchema,
    query: agentJobDocumentQuerySchema,
    responses: { 200: z.unknown(), ...errorAnswers(404, 409) },
  },
  result: {
    method: 'POST',
    path: '/api/print-agent/v0/jobs/:jobId/result',
    summary: 'Acknowledges a print job printed, or failed with the printer’s message',
    params: agentJobParamsSchema,
    body: agentJobResultBodySchema,
    responses: { 204: z.null(), ...errorAnswers(404, 409) },
  },
});
