/** Spec 5.4: the app cannot start for this user; the message is shown as it is. */
export class StartupError extends Error {
  override name = 'StartupError';
}

/** Spec 6: the user-access fetch was forbidden: the access-denied dialog shows, then the user is logged out. */
export class UserAccessDeniedError extends Error {
  override name = 'UserAccessDeniedError';
}

/** Spec 6, 8.5: the URL names a site or organisation the user does not belong to. */
export class ContextAccessError extends Error {
  override name = 'ContextAccessError';

  constructor(
    readonly contextType: 'site' | 'org',
    message: string,
  ) {
    super(message);
  }
}
