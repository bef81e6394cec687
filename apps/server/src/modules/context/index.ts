/** The organisation service: who the user is and which sites and organisations they hold. */
export { contextRoutes } from './context.routes';
