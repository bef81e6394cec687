import { SimpleGrid, Stack } from '@mantine/core';
import { CheckboxField, TextareaField } from '../../../../shared/ui/form';
import type { ConsignmentForm } from '../../lib/form-schema';
import { TagsField } from './TagsField';

/** Spec 3 (M61): what the receiver asks of the carrier; tailgate and hand unload change the price. */
export function ReceiverExtrasFields() {
  return (
    <Stack gap="xs" w="100%">
      <SimpleGrid cols={2} spacing="xs" verticalSpacing="xs">
        <CheckboxField<ConsignmentForm> name="receiverExtras.tailgate" label="Tailgate" />
        <CheckboxField<ConsignmentForm> name="receiverExtras.handUnload" label="Hand unload" />
        <CheckboxField<ConsignmentForm> name="receiverExtras.authorityToLeave" label="Authority to leave" />
        <CheckboxField<ConsignmentForm>
          name="receiverExtras.preventConsolidation"
          label="Prevent consolidation"
        />
      </SimpleGrid>
      <TextareaField<ConsignmentForm>
        name="receiverExtras.specialInstructions"
        label="Special instructions"
        optional
        rows={2}
      />
      <TagsField name="receiverExtras.deliveryReferences" label="Delivery references" max={10} />
    </Stack>
  );
}
