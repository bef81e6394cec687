import { defineEndpoint } from '../endpoint';
import { telemetryRoutes } from '../routes/telemetry';
import { errorAnswers } from '../errors';
import { anonymousTelemetryBatchSchema, telemetryAcceptedSchema, telemetryBatchSchema } from '../telemetry';

/** DESIGN 5b: the app's own analytics and error reports. */
export const telemetryEndpoints = {
  record: defineEndpoint({
    ...telemetryRoutes.record,
    summary: 'Records a batch of the signed-in user’s page views, key actions, validation events and errors',
    body: telemetryBatchSchema,
    responses: {
      202: telemetryAcceptedSchema,
      ...errorAnswers(401, 413, 422, 429),
    },
  }),
  recordErrors: defineEndpoint({
    ...telemetryRoutes.recordErrors,
    summary: 'Records errors and failed requests met while signed out, with no user',
    body: anonymousTelemetryBatchSchema,
    responses: {
      202: telemetryAcceptedSchema,
      ...errorAnswers(413, 422, 429),
    },
  }),
};
