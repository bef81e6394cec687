import type { ApiError } from '@freight/contracts';

/** Spec 8.1: what a failed call means to the app. */
export type ApiErrorKind =
  | 'network'
  | 'validation'
  | 'preconditionFailed'
  | 'unauthenticated'
  | 'forbidden'
  | 'notFound'
  | 'conflict'
  | 'timeout'
  | 'generic';

/** Spec 8.1: the kind of a failure from its HTTP status; `undefined` means no response at all. */
export function errorKindForStatus(status: number | undefined, hasErrorList: boolean): ApiErrorKind {
  if (status === undefined || status === 0) return 'network';
  switch (status) {
    case 422:
      return hasErrorList ? 'validation' : 'generic';
    case 412:
      return 'preconditionFailed';
    case 401:
      return 'unauthenticated';
    case 403:
      return 'forbidden';
    case 404:
      return 'notFound';
    case 409:
      return 'conflict';
    case 408:
    case 504:
      return 'timeout';
    default:
      return 'generic';
  }
}

/** Spec 8.1: these statuses are expected answers, not exceptional errors worth logging. */
const unexceptionalStatuses: readonly number[] = [404, 409, 418, 422];
export function isExceptionalStatus(status: number | undefined): boolean {
  return status === undefined || !unexceptionalStatuses.includes(status);
}

/** A failed API call, classified by kind, carrying the server's error list. */
export class ApiRequestError extends Error {
  override name = 'ApiRequestError';

  constructor(
    readonly kind: ApiErrorKind,
    readonly status: number | undefined,
    readonly errors: readonly ApiError[],
    message?: string,
  ) {
    super(message ?? errors[0]?.detail ?? errors[0]?.title ?? `Request failed (${status ?? 'no response'})`);
  }

  /** The first error's code, e.g. 'CodeMismatchException' or 'sessionExpired'. */
  get code(): string | undefined {
    return this.errors[0]?.code;
  }

  /** The first error's detail, the server's message for people. */
  get detail(): string | undefined {
    return this.errors[0]?.detail;
  }

  /** Whether any of the errors has one of the given codes or, as the spec allows, names (spec 8.3). */
  hasCode(...codes: readonly string[]): boolean {
    return this.errors.some((e) => codes.includes(e.code) || codes.includes(e.title));
  }
}

/** Spec 7.1: a GraphQL answer with errors fails, and the failure is named after the operation. */
export class GraphQLOperationError extends ApiRequestError {
  constructor(
    readonly operation: string,
    kind: ApiErrorKind,
    status: number | undefined,
    errors: readonly ApiError[],
  ) {
    super(kind, status, errors, `${operation}: ${errors[0]?.detail ?? errors[0]?.title ?? 'failed'}`);
    this.name = operation;
  }
}

export function isApiError(error: unknown, kind?: ApiErrorKind): error is ApiRequestError {
  return error instanceof ApiRequestError && (kind === undefined || error.kind === kind);
}

/** Whether a read of one record failed because there is no such record (or its id could name none). */
export function isMissingRecord(error: unknown): boolean {
  return error instanceof ApiRequestError && (error.kind === 'notFound' || error.kind === 'validation');
}

/**
 * Whether asking again may succeed: no answer, a timeout or a server fault may pass; an answer about the request
 * itself (not found, refused, forbidden) will be the same next time, so offering "Try again" would only mislead.
 * Anything that is not an API answer (a poll that gave up, a broken read) may pass too.
 */
export function retryMayHelp(error: unknown): boolean {
  if (!(error instanceof ApiRequestError)) return true;
  if (error.kind === 'network' || error.kind === 'timeout') return true;
  return error.status === undefined || error.status >= 500;
}
