export { ErrorScreen, GoBackButton, SupportPhone } from './ErrorScreen';
export type { ErrorLink } from './ErrorScreen';
export { HomeLinksContext } from './home-links';
export type { HomeLinks } from './home-links';
export {
  AccessDeniedScreen,
  ConflictScreen,
  FatalErrorFallback,
  GenericErrorScreen,
  NetworkFailureScreen,
  NotFoundScreen,
  PermissionDeniedScreen,
  UnauthenticatedScreen,
} from './screens';
export type { ConflictLinks } from './screens';
