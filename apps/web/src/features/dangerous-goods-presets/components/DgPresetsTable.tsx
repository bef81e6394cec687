import { Badge, Text } from '@mantine/core';
import type { DangerousGoodsPreset } from '@freight/contracts';
import { siteToday } from '@freight/rules';
import type { DataColumn } from '../../../shared/ui/list/DataTable';
import { CodeText } from '../../../shared/ui/list/CodeText';
import { NotedCell } from '../../../shared/ui/list/NotedCell';
import { RecordTable } from '../../../shared/ui/list/RecordTable';
import type { ListRowsProps } from '../../../shared/ui/list/RecordTable';
import type { RecordRowsProps } from '../../../shared/ui/list/table-props';
import { formatDay, NO_VALUE } from '../../../shared/lib/display-format';

// the day it was used at the site, in Melbourne time as the site's days are (spec 9), not the browser's zone
const lastUsed = (value: string | null) => (value ? formatDay(siteToday(new Date(value))) : 'Never');
const dash = (value: string | null | undefined) => value || NO_VALUE;

const columns: DataColumn<DangerousGoodsPreset>[] = [
  {
    key: 'unNumber',
    header: 'UN number',
    sortKey: 'unNumber',
    width: 110,
    cell: (preset) => <CodeText>UN {preset.unNumber}</CodeText>,
  },
  {
    key: 'properShippingName',
    header: 'Proper shipping name',
    sortKey: 'properShippingName',
    cell: (preset) => (
      <NotedCell
        text={preset.properShippingName}
        note={[preset.technicalName, preset.productDescription].filter(Boolean).join(' · ')}
      />
    ),
  },
  {
    key: 'dgType',
    header: 'Type',
    sortKey: 'dgType',
    width: 120,
    cell: (preset) => (
      <Badge size="sm" variant="light" color={preset.dgType === 'declarable' ? 'orange' : 'gray'}>
        {preset.dgType === 'declarable' ? 'Declarable' : 'Notifiable'}
      </Badge>
    ),
  },
  {
    key: 'classOrDivision',
    header: 'Class',
    sortKey: 'classOrDivision',
    width: 100,
    cell: (p) => dash(p.classOrDivision),
  },
  {
    key: 'subsidiaryRisks',
    header: 'Subsidiary risks',
    width: 120,
    cell: (p) => (p.subsidiaryRisks.length > 0 ? p.subsidiaryRisks.join(', ') : NO_VALUE),
  },
  {
    key: 'packingGroup',
    header: 'PG',
    sortKey: 'packingGroup',
    width: 90,
    cell: (p) => dash(p.packingGroup),
  },
  { key: 'receptacle', header: 'Receptacle', width: '14%', cell: (p) => dash(p.receptacle) },
  {
    key: 'quantity',
    header: 'Aggregate qty',
    width: 110,
    align: 'right',
    cell: ({ receptacleAggregateQuantity: q }) => (q ? `${q.amount} ${q.unit}` : NO_VALUE),
  },
  {
    key: 'lastUsed',
    header: 'Last used',
    sortKey: 'lastUsed',
    width: 120,
    cell: (preset) => (
      <Text size="sm" c={preset.lastUsed ? undefined : 'dimmed'}>
        {lastUsed(preset.lastUsed)}
      </Text>
    ),
  },
];

export interface DgPresetsTableProps
  extends ListRowsProps<DangerousGoodsPreset>, RecordRowsProps<DangerousGoodsPreset> {
  searching: boolean;
}

/** The site's dangerous goods presets, sortable by their columns (default UN number, highest first). */
export function DgPresetsTable({ searching, ...rows }: DgPresetsTableProps) {
  return (
    <RecordTable
      {...rows}
      aria-label="Dangerous goods presets"
      columns={columns}
      empty={searching ? 'No presets match your search.' : 'This site has no dangerous goods presets yet.'}
      nameOf={(p) => `UN ${p.unNumber} ${p.properShippingName}`}
    />
  );
}
