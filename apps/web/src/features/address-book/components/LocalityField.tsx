import { LocalitySelect } from '../../../shared/shipment-form/components/LocalitySelect';
import type { EntryForm } from '../lib/entry-form';

/** The entry's locality, from the suggestions of GET /api/address/localities by suburb or postcode. */
export function LocalityField({ label = 'Suburb, state and postcode' }: { label?: string }) {
  return <LocalitySelect<EntryForm> name="locality" label={label} />;
}
