import { Button, Group, Table, Text, VisuallyHidden } from '@mantine/core';
import type { PalletLender, Site } from '@freight/contracts';
import { useRef } from 'react';
import { useFieldArray, useFormContext } from 'react-hook-form';
import { fieldErrorNode } from '../../ui/form/FieldErrors';
import { TableScroller } from '../../ui/TableScroller';
import { usePresetLookup } from '../hooks/use-preset-lookup';
import { useQuietRemove } from '../hooks/use-quiet-remove';
import { newLine } from '../lib/new-line';
import type { ShipmentForm } from '../lib/shipment-form';
import { packagingOptions } from '../lib/packaging-options';
import { LineItemRow } from './LineItemRow';
import { LineWithDangerousGoods } from './LineWithDangerousGoods';

const headers = ['Code', 'Packaging', 'Description', 'Qty', 'L (cm)', 'W (cm)', 'H (cm)', 'Weight (kg)'];
const widths = [120, 150, undefined, 70, 80, 80, 80, 100];

/**
 * The freight, one row a line; at least one line (spec 5) unless `linesOptional` (a pickup of consignments, whose
 * freight is theirs): then the last line can go too, and with none there is no empty table, only Add line.
 * Pallets by lender when given their lenders.
 */
export function LineItemsEditor({
  site,
  dangerousGoods,
  palletLenders,
  linesOptional = false,
}: {
  site: Site;
  dangerousGoods: boolean;
  palletLenders?: readonly PalletLender[];
  linesOptional?: boolean;
}) {
  const { control, formState, getValues, setValue, setFocus } = useFormContext<ShipmentForm>();
  const { fields } = useFieldArray({ control, name: 'lineItems', keyName: 'fieldKey' });
  // A line is set rather than appended, and removed quietly: the list's own append and remove validate the whole
  // list, faulting the empty fields of lines the user has not visited yet (fields validate on blur and on input,
  // G35, G36). Rows are keyed by their line's own key, which setting the list keeps, so the other lines stay as
  // they are.
  const add = () => {
    const lines = getValues('lineItems');
    setValue('lineItems', [...lines, newLine()], { shouldDirty: true });
    requestAnimationFrame(() => setFocus(`lineItems.${lines.length}.code`));
  };
  const removeQuietly = useQuietRemove('lineItems');
  const addButton = useRef<HTMLButtonElement>(null);
  // the Remove pressed goes with its line: the focus goes on to the line that takes its place, or the one before,
  // or Add line when none is left, rather than back to the top of the page
  const remove = (index: number) => {
    const left = getValues('lineItems').length - 1;
    removeQuietly(index);
    requestAnimationFrame(() => {
      if (left > 0) setFocus(`lineItems.${Math.min(index, left - 1)}.code`);
      else addButton.current?.focus();
    });
  };
  const { lookup, busy } = usePresetLookup(site.id);
  const packaging = packagingOptions(site);
  const listError = fieldErrorNode(formState.errors.lineItems?.root ?? undefined);
  return (
    <>
      {/* on a phone the lines scroll sideways, each field at a width it can be read and typed in */}
      {fields.length > 0 ? (
        <TableScroller label="Line items" minWidth="46rem">
          <Table verticalSpacing={6} horizontalSpacing={6} withRowBorders={false} aria-label="Line items">
            <Table.Thead>
              <Table.Tr>
                {headers.map((header, i) => (
                  <Table.Th key={header} w={widths[i]} fz="xs" c="dimmed" fw={600}>
                    {header}
                  </Table.Th>
                ))}
                <Table.Th w={dangerousGoods ? 76 : 36}>
                  <VisuallyHidden>{dangerousGoods ? 'Dangerous goods and remove' : 'Remove'}</VisuallyHidden>
                </Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {fields.map((field, index) => {
                const row = {
                  index,
                  packaging,
                  onLookup: () => void lookup(index),
                  lookingUp: busy === index,
                  onRemove: fields.length > 1 || linesOptional ? () => remove(index) : undefined,
                  palletLenders,
                };
                // spec 6: dangerous goods only while the site's feature is on
                return dangerousGoods ? (
                  <LineWithDangerousGoods key={field.key} {...row} siteId={site.id} />
                ) : (
                  <LineItemRow key={field.key} {...row} />
                );
              })}
            </Table.Tbody>
          </Table>
        </TableScroller>
      ) : null}
      {listError ? (
        <Text size="xs" c="red" role="alert">
          {listError}
        </Text>
      ) : null}
      <Group mt="xs">
        <Button ref={addButton} variant="light" size="xs" onClick={add}>
          Add line
        </Button>
      </Group>
    </>
  );
}
