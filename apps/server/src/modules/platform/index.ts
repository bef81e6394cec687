/** The platform's own routes (version, settings the web app reads). */
export { platformRoutes } from './platform.routes';
