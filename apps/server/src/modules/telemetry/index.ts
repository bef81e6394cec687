/** The telemetry module's face: the app's own analytics and error reports (DESIGN 5b). */
export { telemetryRoutes } from './telemetry.routes';
export { mostFrequent, recordTelemetry } from './telemetry.service';
