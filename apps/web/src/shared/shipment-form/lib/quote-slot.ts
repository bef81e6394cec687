import type { Quote, Site } from '@freight/contracts';
import type { ComponentType } from 'react';

/**
 * The quote comparison the shipment screens show. It belongs to the quotes feature, which another feature may
 * not import, so the app hands it in when it composes the screens.
 */
export interface QuoteTableSlotProps {
  quotes: readonly Quote[];
  selectedIds: readonly string[];
  /** Without it the table is read-only: the selected quotes are marked and nothing can be ticked. */
  onSelectionChange?: (ids: string[]) => void;
  /** One quote at most (a consignment travels with one service): radios, announced as a choice of one. */
  single?: boolean;
  /** The site's agreed services; a quote naming another cannot be priced now (spec 8). */
  knownAgreedServiceIds?: ReadonlySet<string>;
  /** Messages about particular quotes, such as the server's answer to a saved selection. */
  quoteErrors?: Readonly<Record<string, string>>;
}
export type QuoteTableSlot = ComponentType<QuoteTableSlotProps>;

/** The ids of a site's agreed services, the only services a quote can be chosen for. */
export const agreedServiceIds = (services: Site['agreedServices']): ReadonlySet<string> =>
  new Set(services.map((service) => service.id));
