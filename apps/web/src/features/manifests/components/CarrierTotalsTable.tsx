import { Text } from '@mantine/core';
import { formatVolume, formatWeight } from '../../../shared/lib/display-format';
import { SimpleTable } from '../../../shared/ui/SimpleTable';
import type { SimpleColumn } from '../../../shared/ui/SimpleTable';
import type { CarrierTotals } from '../lib/selection-totals';

const columns: SimpleColumn<CarrierTotals>[] = [
  { header: 'Carrier', cell: (t) => t.carrier },
  { header: 'Consignments', align: 'right', cell: (t) => t.consignments },
  { header: 'Items', align: 'right', cell: (t) => t.items },
  { header: 'Weight', align: 'right', cell: (t) => formatWeight(t.weight) },
  { header: 'Volume', align: 'right', cell: (t) => formatVolume(t.volume) },
];

/** Totals of the selection per carrier: what each carrier's manifest will hold. */
export function CarrierTotalsTable({ totals }: { totals: readonly CarrierTotals[] }) {
  if (totals.length === 0) return null;
  return (
    <>
      <Text fw={600} size="sm" mb={4}>
        Totals per carrier
      </Text>
      <SimpleTable
        withTableBorder
        verticalSpacing={4}
        aria-label="Totals per carrier"
        maw={720}
        columns={columns}
        rows={totals}
        rowKey={(t) => t.carrier}
      />
    </>
  );
}
