import { Anchor, Text } from '@mantine/core';
import { errorScreenMessages } from '@freight/contracts';
import { useContext } from 'react';
import { IconShield, IconWifiOff } from '../icons/icons';
import { ErrorScreen, SupportPhone } from './ErrorScreen';
import { HomeLinksContext, homeLinkList } from './home-links';
import type { HomeLinks } from './home-links';

/**
 * Spec 2.5 (F05): "Oops! Page not found." or "Oops! {resource} not found.", Go back and, signed in, the home links:
 * those given, else those of the screen it shows in.
 */
export function NotFoundScreen({ resource, homeLinks }: { resource?: string; homeLinks?: HomeLinks }) {
  const screenLinks = useContext(HomeLinksContext);
  return (
    <ErrorScreen
      title={resource ? errorScreenMessages.resourceNotFound(resource) : errorScreenMessages.pageNotFound}
      withGoBack
      links={homeLinkList(homeLinks ?? screenLinks)}
    >
      The page you are looking for does not exist, or it has moved.
    </ErrorScreen>
  );
}

/** Spec 2.5: "Access denied.", with the home links when signed in and a default site exists. */
export function AccessDeniedScreen({ reason, homeLinks }: { reason?: string; homeLinks?: HomeLinks }) {
  return (
    <ErrorScreen
      title={errorScreenMessages.accessDenied}
      icon={<IconShield />}
      withGoBack
      links={homeLinkList(homeLinks)}
    >
      {reason ?? 'You do not have access to this page.'}
    </ErrorScreen>
  );
}

export interface ConflictLinks {
  view: string;
  edit: string;
  readyToManifest: string;
  /** The edit page with the refused edits applied again over the latest version, when they were kept. */
  reapply?: string;
}

/** Spec 2.5: the consignment changed while it was being edited. */
export function ConflictScreen({ links }: { links: ConflictLinks }) {
  return (
    <ErrorScreen
      title={errorScreenMessages.conflict}
      withGoBack
      links={[
        ...(links.reapply ? [{ label: 'Re-apply my changes', to: links.reapply }] : []),
        { label: 'View the consignment', to: links.view },
        { label: 'Edit the consignment', to: links.edit },
        { label: 'Ready-to-manifest consignments', to: links.readyToManifest },
      ]}
    >
      The consignment was updated by someone else while you were editing it. Your changes were not saved.
      {links.reapply ? ' Re-apply my changes opens the latest version with your changes applied again.' : ''}
    </ErrorScreen>
  );
}

/** Spec 2.5: no answer from the server. */
export function NetworkFailureScreen() {
  return (
    <ErrorScreen title={errorScreenMessages.networkFailure} icon={<IconWifiOff />} withGoBack>
      Check your internet connection, then refresh the page or go back.
    </ErrorScreen>
  );
}

/** Spec 2.5: anything else. */
export function GenericErrorScreen({ phone, detail }: { phone?: string; detail?: string }) {
  return (
    <ErrorScreen title={errorScreenMessages.generic}>
      {detail ? <Text mb="xs">{detail}</Text> : null}
      Refresh the page, try again in a few minutes, or call support on <SupportPhone phone={phone} />.
    </ErrorScreen>
  );
}

/** Spec 2.5: the resource needs a signed-in user. */
export function UnauthenticatedScreen({ loginPath }: { loginPath: string }) {
  return (
    <ErrorScreen
      title={errorScreenMessages.unauthenticated}
      icon={<IconShield />}
      links={[{ label: 'Log in', to: loginPath }]}
    />
  );
}

/** Spec 2.5: wording quoted verbatim ("access to"). */
export function PermissionDeniedScreen() {
  return <ErrorScreen title={errorScreenMessages.permissionDenied} icon={<IconShield />} withGoBack />;
}

/** Spec 2.5: when the app itself fails; a plain link reloads the page, so it works whatever state React is in. */
export function FatalErrorFallback({ logoutPath }: { logoutPath: string }) {
  return (
    <ErrorScreen title={errorScreenMessages.generic}>
      The application stopped working. Use the{' '}
      <Anchor component="a" href={logoutPath}>
        Log out
      </Anchor>{' '}
      link, then log back in.
    </ErrorScreen>
  );
}
