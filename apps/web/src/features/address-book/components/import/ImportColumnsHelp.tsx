import '@mantine/core/styles/Code.layer.css';
import { Code, Table, Text } from '@mantine/core';
import { TableScroller } from '../../../../shared/ui/TableScroller';
import type { ImportColumn } from '../../lib/import-columns';
import { importColumns, requiredImportColumns } from '../../lib/import-columns';

const formats: Record<ImportColumn, string> = {
  name: 'Up to 100 characters',
  line1: 'Street address',
  suburb: 'As Australia Post writes it',
  state: 'ACT, NSW, NT, QLD, SA, TAS, VIC or WA',
  postcode: '4 digits',
  line2: 'Building, unit or dock',
  quickAccessCode: 'Up to 20 characters, no spaces, unique',
  residential: 'yes or no',
  preventConsolidation: 'yes or no',
  requiresDeliveryTimeSlot: 'yes or no',
  palletTypes: 'chep, loscam, other; several with ;',
  palletTransferType: 'carrier, receiver or unknown',
  openDays: 'e.g. mon-fri or mon;wed;fri',
  opens: 'HH:MM, e.g. 07:30',
  closes: 'HH:MM, after opens',
  contactName: 'Needed for a contact',
  contactPhone: 'Australian number',
  contactEmail: 'An email address',
  specialInstructions: 'Up to 500 characters',
  authorityToLeave: 'yes or no',
};

/** The file's columns and what each takes, in two compact columns. */
export function ImportColumnsHelp() {
  const half = Math.ceil(importColumns.length / 2);
  const cell = (column: ImportColumn | undefined) =>
    column ? (
      <>
        <Table.Td>
          <Code>{column}</Code>
          {requiredImportColumns.includes(column) ? (
            <Text span c="red" size="sm" aria-label="required">
              {' '}
              *
            </Text>
          ) : null}
        </Table.Td>
        <Table.Td>
          <Text size="xs" c="dimmed">
            {formats[column]}
          </Text>
        </Table.Td>
      </>
    ) : (
      <Table.Td colSpan={2} />
    );
  // on a phone the two pairs of columns scroll sideways in their own box, rather than widening the whole dialog
  return (
    <TableScroller label="Import columns">
      <Table verticalSpacing={2} withRowBorders={false} aria-label="Import columns">
        <Table.Tbody>
          {importColumns.slice(0, half).map((column, index) => (
            <Table.Tr key={column}>
              {cell(column)}
              {cell(importColumns[half + index])}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </TableScroller>
  );
}
