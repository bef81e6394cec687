import { SimpleGrid } from '@mantine/core';
import { CheckboxField } from '../../../shared/ui/form';
import type { EstimateForm } from '../lib/estimate-form';

/** Spec 3: what the receiver asks of the carrier; tailgate and hand unload change the price. */
export function ReceiverOptions() {
  return (
    <SimpleGrid cols={2} spacing="xs" verticalSpacing="xs">
      <CheckboxField<EstimateForm> name="receiverOptions.authorityToLeave" label="Authority to leave" />
      <CheckboxField<EstimateForm>
        name="receiverOptions.deliveryTimeslotRequired"
        label="Delivery time slot required"
      />
      <CheckboxField<EstimateForm> name="receiverOptions.tailgate" label="Tailgate" />
      <CheckboxField<EstimateForm> name="receiverOptions.handUnload" label="Hand unload" />
    </SimpleGrid>
  );
}
