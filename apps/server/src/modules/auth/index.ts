/** Sign-in and sessions: the routes, and the current user and password reset other modules call. */
export { authRoutes } from './auth.routes';
export { type AuthDeps, currentUser, requestPasswordReset } from './auth.service';
