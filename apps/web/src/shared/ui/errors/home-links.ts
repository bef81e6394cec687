import { createContext } from 'react';
import type { ErrorLink } from './ErrorScreen';

/** The links an error screen offers a signed-in user with a default context (spec 2.5). */
export interface HomeLinks {
  createConsignment: string;
  readyToManifest: string;
  track: string;
  /** Data creation prevented in the default context (spec 4.6). */
  createDisabled?: boolean;
}

/**
 * The home links of the screen a not-found screen shows in: a screen of a record that does not exist (a consignment,
 * a manifest, a pickup) offers them as the not-found page does, without its feature knowing the user's context.
 */
export const HomeLinksContext = createContext<HomeLinks | undefined>(undefined);

export function homeLinkList(links: HomeLinks | undefined): ErrorLink[] {
  if (!links) return [];
  return [
    { label: 'Create consignment', to: links.createConsignment, disabled: links.createDisabled },
    { label: 'Ready-to-manifest consignments', to: links.readyToManifest },
    { label: 'Track consignments', to: links.track },
  ];
}
