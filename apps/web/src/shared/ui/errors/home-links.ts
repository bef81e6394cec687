import type { ErrorLink } from './ErrorScreen';

/** The links an error screen offers a signed-in user with a default context (spec 2.5). */
export interface HomeLinks {
  createConsignment: string;
  readyToManifest: string;
  track: string;
  /** Data creation prevented in the default context (spec 4.6). */
  createDisabled?: boolean;
}

export function homeLinkList(links: HomeLinks | undefined): ErrorLink[] {
  if (!links) return [];
  return [
    { label: 'Create consignment', to: links.createConsignment, disabled: links.createDisabled },
    { label: 'Ready-to-manifest consignments', to: links.readyToManifest },
    { label: 'Track consignments', to: links.track },
  ];
}
