/**
 * A read started before the request needs it, so independent reads share one round trip's wait. The request
 * awaits each in the order it checks them, so the refusal it answers is the first in that order whichever
 * read finished first; a read left unawaited after an earlier refusal ends on its own without an unhandled
 * rejection.
 */
export function startedEarly<T>(read: Promise<T>): Promise<T> {
  read.catch(() => undefined);
  return read;
}
