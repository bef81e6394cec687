import { Button, CloseButton, Group, Loader, Table, Tooltip } from '@mantine/core';
import type { PalletLender } from '@freight/contracts';
import type { ReactNode, Ref } from 'react';
import { NumberField, SelectField, TextField } from '../../ui/form';
import type { ShipmentForm } from '../lib/shipment-form';
import { LinePalletsRow } from './LinePalletsRow';

export interface LineItemRowProps {
  index: number;
  packaging: { value: string; label: string }[];
  onLookup: () => void;
  lookingUp: boolean;
  onRemove?: () => void;
  /** Offered while the site may send dangerous goods. */
  onAddDangerousGoods?: () => void;
  /** The DG button, which takes the focus when the line's last dangerous goods entry is removed. */
  addDangerousGoodsRef?: Ref<HTMLButtonElement>;
  /** The line's dangerous goods entries, shown under it. */
  dangerousGoods?: ReactNode;
  /** The pallet lenders whose counts the line takes, while the site manages pallets. */
  palletLenders?: readonly PalletLender[];
}

/** A line's sizes in centimetres to 1 decimal place, and its weight in kilograms to 3. */
const measures = [
  { field: 'length', unit: 'cm', decimals: 1 },
  { field: 'width', unit: 'cm', decimals: 1 },
  { field: 'height', unit: 'cm', decimals: 1 },
  { field: 'weight', unit: 'kg', decimals: 3 },
] as const;

/** One line of freight: a preset by its code, or packaging, description, quantity and measures in cm and kg. */
export function LineItemRow({
  index,
  packaging,
  onLookup,
  lookingUp,
  onRemove,
  onAddDangerousGoods,
  addDangerousGoodsRef,
  dangerousGoods,
  palletLenders,
}: LineItemRowProps) {
  const line = `lineItems.${index}` as const;
  const n = index + 1;
  return (
    <>
      <Table.Tr style={dangerousGoods || palletLenders ? { borderBottom: 'none' } : undefined}>
        <Table.Td>
          <TextField<ShipmentForm>
            name={`${line}.code`}
            aria-label={`Line ${n} quick access code`}
            placeholder="Code"
            size="xs"
            uppercase
            rightSection={lookingUp ? <Loader size={12} /> : undefined}
            // the form layer owns onBlur; the lookup listens alongside it
            onBlurCapture={onLookup}
            onKeyDown={(event) => {
              if (event.key === 'Enter') {
                // Enter looks the code up instead of sending the form
                event.preventDefault();
                onLookup();
              }
            }}
          />
        </Table.Td>
        <Table.Td>
          <SelectField<ShipmentForm>
            name={`${line}.packagingType`}
            aria-label={`Line ${n} packaging`}
            placeholder="Packaging"
            data={packaging}
            size="xs"
            searchable
          />
        </Table.Td>
        <Table.Td>
          <TextField<ShipmentForm>
            name={`${line}.description`}
            aria-label={`Line ${n} description`}
            placeholder="Description"
            size="xs"
          />
        </Table.Td>
        <Table.Td>
          <NumberField<ShipmentForm>
            name={`${line}.quantity`}
            aria-label={`Line ${n} quantity`}
            size="xs"
            min={1}
            hideControls
          />
        </Table.Td>
        {measures.map(({ field, unit, decimals }) => (
          <Table.Td key={field}>
            <NumberField<ShipmentForm>
              name={`${line}.${field}`}
              aria-label={`Line ${n} ${field} (${unit})`}
              size="xs"
              min={0}
              decimalScale={decimals}
              hideControls
            />
          </Table.Td>
        ))}
        <Table.Td>
          <Group gap={2} wrap="nowrap" justify="flex-end">
            {onAddDangerousGoods ? (
              <Tooltip label="Add dangerous goods">
                <Button
                  ref={addDangerousGoodsRef}
                  size="compact-xs"
                  variant="subtle"
                  color="orange"
                  aria-label={`DG: Add dangerous goods to line ${n}`}
                  onClick={onAddDangerousGoods}
                >
                  DG
                </Button>
              </Tooltip>
            ) : null}
            {onRemove ? <CloseButton size="sm" aria-label={`Remove line ${n}`} onClick={onRemove} /> : null}
          </Group>
        </Table.Td>
      </Table.Tr>
      {palletLenders && palletLenders.length > 0 ? (
        <LinePalletsRow index={index} lenders={palletLenders} />
      ) : null}
      {dangerousGoods ? (
        <Table.Tr>
          <Table.Td colSpan={9} pt={0}>
            {dangerousGoods}
          </Table.Td>
        </Table.Tr>
      ) : null}
    </>
  );
}
