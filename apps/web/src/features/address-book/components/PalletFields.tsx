import { Checkbox, Group, Select } from '@mantine/core';
import { entryPalletTransferTypes, palletLenders } from '@freight/contracts';
import type { EntryPalletTransferType, PalletLender } from '@freight/contracts';
import { useController, useFormContext } from 'react-hook-form';
import type { EntryForm } from '../lib/entry-form';

const lenderLabels: Record<PalletLender, string> = { chep: 'CHEP', loscam: 'Loscam', other: 'Other' };
const transferLabels: Record<EntryPalletTransferType, string> = {
  none: 'No preference',
  carrier: 'Carrier',
  receiver: 'Receiver',
  unknown: 'Unknown',
};

const isLender = (value: string): value is PalletLender =>
  (palletLenders as readonly string[]).includes(value);
const isTransferType = (value: string | null): value is EntryPalletTransferType =>
  (entryPalletTransferTypes as readonly (string | null)[]).includes(value);

/** Spec 3: the pallet lenders the location accepts and who its pallets transfer to ('none' is unset). */
export function PalletFields() {
  const { control } = useFormContext<EntryForm>();
  const types = useController({ name: 'allowedPalletTypes', control }).field;
  const transfer = useController({ name: 'preferredTransferType', control }).field;
  return (
    <Group gap="xl" align="flex-end">
      <Checkbox.Group
        label="Allowed pallet types"
        value={types.value}
        onChange={(next) => types.onChange(next.filter(isLender))}
      >
        <Group gap="md" mt={6}>
          {palletLenders.map((lender) => (
            <Checkbox key={lender} value={lender} label={lenderLabels[lender]} size="sm" />
          ))}
        </Group>
      </Checkbox.Group>
      <Select
        label="Preferred pallet transfer"
        w={200}
        data={entryPalletTransferTypes.map((value) => ({ value, label: transferLabels[value] }))}
        value={transfer.value}
        onChange={(next) => {
          if (isTransferType(next)) transfer.onChange(next);
        }}
        allowDeselect={false}
      />
    </Group>
  );
}
