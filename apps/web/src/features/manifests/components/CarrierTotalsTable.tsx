import { Text } from '@mantine/core';
import { formatDay, formatVolume, formatWeight, typeLabel } from '../../../shared/lib/display-format';
import { ScrolledSimpleTable } from '../../../shared/ui/SimpleTable';
import type { SimpleColumn } from '../../../shared/ui/SimpleTable';
import type { ManifestTotals } from '../lib/selection-totals';

const columns: SimpleColumn<ManifestTotals>[] = [
  { header: 'Carrier', cell: (t) => t.carrier },
  { header: 'Dispatch date', cell: (t) => formatDay(t.dispatchDate) },
  { header: 'Type', cell: (t) => typeLabel(t.type) },
  { header: 'Consignments', align: 'right', cell: (t) => t.consignments },
  { header: 'Items', align: 'right', cell: (t) => t.items },
  { header: 'Weight', align: 'right', cell: (t) => formatWeight(t.weight) },
  { header: 'Volume', align: 'right', cell: (t) => formatVolume(t.volume) },
];

/** Totals of the selection, a row for each manifest it will make: what each carrier's driver signs for. */
export function CarrierTotalsTable({ totals }: { totals: readonly ManifestTotals[] }) {
  if (totals.length === 0) return null;
  return (
    <>
      <Text fw={600} size="sm" mb={4}>
        Totals per carrier
      </Text>
      <ScrolledSimpleTable
        withTableBorder
        verticalSpacing={4}
        aria-label="Totals per carrier"
        maw={900}
        columns={columns}
        rows={totals}
        rowKey={(t) => t.key}
      />
    </>
  );
}
