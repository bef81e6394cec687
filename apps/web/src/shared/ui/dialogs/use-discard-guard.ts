import { useEffect } from 'react';
import { useBlocker } from 'react-router';
import { confirmDiscardChanges } from './confirm';

/**
 * Spec 2.4: while a form has unsaved edits, leaving the page asks the data-loss dialog first, and closing or
 * reloading the tab asks the browser's own question.
 */
export function useDiscardGuard(dirty: boolean): void {
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) => dirty && currentLocation.pathname !== nextLocation.pathname,
  );
  useEffect(() => {
    if (blocker.state !== 'blocked') return;
    void confirmDiscardChanges().then((discard) => (discard ? blocker.proceed() : blocker.reset()));
  }, [blocker]);
  useEffect(() => {
    if (!dirty) return;
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [dirty]);
}
