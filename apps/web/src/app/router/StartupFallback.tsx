import { startupMessages } from '@freight/contracts';
import { PageLoader } from '../../shared/ui/feedback/PageLoader';

const publicPrefixes = [
  '/login',
  '/mfa',
  '/complete-new-password',
  '/forgot-password',
  '/reset-password',
  '/privacy-policy',
  '/terms-of-use',
  '/logout',
];

/** Shown while the first page's data loads: "Loading your user details" on protected pages (spec 2.4). */
export function StartupFallback() {
  const isPublic = publicPrefixes.some((p) => window.location.pathname.startsWith(p));
  return <PageLoader label={isPublic ? 'Loading' : startupMessages.loadingUser} fullHeight />;
}
