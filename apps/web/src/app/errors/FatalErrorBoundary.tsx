import { Component } from 'react';
import type { ErrorInfo, ReactNode } from 'react';
import { paths } from '../../shared/config/paths';
import { FatalErrorFallback } from '../../shared/ui/errors';

/** Spec 2.5: the last line of defence; asks the user to log out and back in. */
export class FatalErrorBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  override componentDidCatch(error: Error, info: ErrorInfo): void {
    console.error('Fatal error', error, info.componentStack);
  }

  override render() {
    return this.state.failed ? <FatalErrorFallback logoutPath={paths.logout()} /> : this.props.children;
  }
}
