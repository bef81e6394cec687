import type { LineForm } from './line-form';
import type { PickedEntry, PickedLocality } from './picked';
import type { RecoveryForm } from './recovery';

/** A sender or receiver as the shared pickers see it. */
export interface PartyPicks {
  entry: PickedEntry | null;
  locality: PickedLocality | null;
}

/**
 * What the shared controls need of a form: the parties' picks, the lines and the recovery. The estimate and
 * consignment forms both have these fields, under these names.
 */
export interface ShipmentForm {
  sender: PartyPicks;
  receiver: PartyPicks;
  lineItems: LineForm[];
  recovery: RecoveryForm;
}
