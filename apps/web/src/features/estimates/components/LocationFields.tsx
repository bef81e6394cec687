import { CheckboxField } from '../../../shared/ui/form';
import type { EstimateForm } from '../lib/estimate-form';
import { LocalityPicker } from '../../../shared/shipment-form/components/LocalityPicker';
import { PartySection, type PartyProps } from '../../../shared/shipment-form/components/PartySection';

/**
 * A sender or receiver: the site's own address (when the site has one), an address book entry, or a suburb
 * only — an estimate needs no street (spec 3).
 */
export function LocationFields({ children, ...party }: PartyProps) {
  const suburb = (title: string) => (
    <LocalityPicker side={party.side} label={`${title} suburb, state and postcode`} />
  );
  return (
    <PartySection {...party} typed={{ value: 'locality', label: 'Suburb only', fields: suburb }}>
      <CheckboxField<EstimateForm> name={`${party.side}.residential`} label="Residential address" />
      {children}
    </PartySection>
  );
}
