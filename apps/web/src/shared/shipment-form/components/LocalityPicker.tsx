import type { ReactNode } from 'react';
import type { ShipmentForm } from '../lib/shipment-form';
import { LocalitySelect } from './LocalitySelect';

/** The sender's or receiver's locality, from the locality suggestions by suburb or postcode. */
export function LocalityPicker({ side, label }: { side: 'sender' | 'receiver'; label: ReactNode }) {
  return <LocalitySelect<ShipmentForm> name={`${side}.locality`} label={label} />;
}
