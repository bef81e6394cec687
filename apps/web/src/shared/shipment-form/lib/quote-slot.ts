import type { Quote } from '@freight/contracts';
import type { ComponentType } from 'react';

/**
 * The quote comparison the shipment screens show. It belongs to the quotes feature, which another feature may
 * not import, so the app hands it in when it composes the screens.
 */
export interface QuoteTableSlotProps {
  quotes: readonly Quote[];
  selectedIds: readonly string[];
  onSelectionChange?: (ids: string[]) => void;
  knownAgreedServiceIds?: ReadonlySet<string>;
  quoteErrors?: Readonly<Record<string, string>>;
}
export type QuoteTableSlot = ComponentType<QuoteTableSlotProps>;
