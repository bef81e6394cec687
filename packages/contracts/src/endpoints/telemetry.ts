import { defineEndpoint } from '../endpoint';
import { apiErrorDocumentSchema } from '../errors';
import { anonymousTelemetryBatchSchema, telemetryAcceptedSchema, telemetryBatchSchema } from '../telemetry';

/** DESIGN 5b: the app's own analytics and error reports. */
export const telemetryEndpoints = {
  record: defineEndpoint({
    method: 'POST',
    path: '/api/telemetry/v0/events',
    summary: 'Records a batch of the signed-in user’s page views, key actions, validation events and errors',
    body: telemetryBatchSchema,
    responses: {
      202: telemetryAcceptedSchema,
      401: apiErrorDocumentSchema,
      413: apiErrorDocumentSchema,
      422: apiErrorDocumentSchema,
      429: apiErrorDocumentSchema,
    },
  }),
  recordErrors: defineEndpoint({
    method: 'POST',
    path: '/api/telemetry/v0/errors',
    summary: 'Records errors and failed requests met while signed out, with no user',
    body: anonymousTelemetryBatchSchema,
    responses: {
      202: telemetryAcceptedSchema,
      413: apiErrorDocumentSchema,
      422: apiErrorDocumentSchema,
      429: apiErrorDocumentSchema,
    },
  }),
};
