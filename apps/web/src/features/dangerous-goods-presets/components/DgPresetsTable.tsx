import { Badge, Button, Group, Table, Text, VisuallyHidden } from '@mantine/core';
import type { DangerousGoodsPreset } from '@freight/contracts';
import { SortableTh } from '../../../shared/ui/list/SortableTh';

const dateFormat = new Intl.DateTimeFormat('en-AU', { day: 'numeric', month: 'short', year: 'numeric' });
const lastUsed = (value: string | null) => (value ? dateFormat.format(new Date(value)) : 'Never');
const dash = (value: string | null | undefined) => value || '—';

export interface DgPresetsTableProps {
  presets: readonly DangerousGoodsPreset[];
  sort: string;
  onSort: (sort: string) => void;
  onEdit: (preset: DangerousGoodsPreset) => void;
  onDelete: (preset: DangerousGoodsPreset) => void;
  searching: boolean;
}

/** The site's dangerous goods presets, sortable by their columns (default UN number, highest first). */
export function DgPresetsTable({ presets, sort, onSort, onEdit, onDelete, searching }: DgPresetsTableProps) {
  return (
    <Table
      striped
      highlightOnHover
      verticalSpacing={6}
      horizontalSpacing="sm"
      stickyHeader
      stickyHeaderOffset={60}
      styles={{ th: { whiteSpace: 'nowrap' } }}
    >
      <Table.Thead>
        <Table.Tr>
          <SortableTh sortKey="unNumber" sort={sort} onSort={onSort} w={110}>
            UN number
          </SortableTh>
          <SortableTh sortKey="properShippingName" sort={sort} onSort={onSort}>
            Proper shipping name
          </SortableTh>
          <SortableTh sortKey="dgType" sort={sort} onSort={onSort} w={120}>
            Type
          </SortableTh>
          <SortableTh sortKey="classOrDivision" sort={sort} onSort={onSort} w={100}>
            Class
          </SortableTh>
          <Table.Th w={120}>Subsidiary risks</Table.Th>
          <SortableTh sortKey="packingGroup" sort={sort} onSort={onSort} w={90}>
            PG
          </SortableTh>
          <Table.Th w="14%">Receptacle</Table.Th>
          <Table.Th w={110} ta="right">
            Aggregate qty
          </Table.Th>
          <SortableTh sortKey="lastUsed" sort={sort} onSort={onSort} w={120}>
            Last used
          </SortableTh>
          <Table.Th w={120}>
            <VisuallyHidden>Actions</VisuallyHidden>
          </Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {presets.length === 0 ? (
          <Table.Tr>
            <Table.Td colSpan={10}>
              <Text size="sm" c="dimmed" ta="center" py="lg">
                {searching
                  ? 'No presets match your search.'
                  : 'This site has no dangerous goods presets yet.'}
              </Text>
            </Table.Td>
          </Table.Tr>
        ) : null}
        {presets.map((preset) => {
          const quantity = preset.receptacleAggregateQuantity;
          return (
            <Table.Tr key={preset.id}>
              <Table.Td>
                <Text size="sm" ff="monospace" fw={500}>
                  UN {preset.unNumber}
                </Text>
              </Table.Td>
              <Table.Td>
                <Text size="sm">{preset.properShippingName}</Text>
                {preset.technicalName || preset.productDescription ? (
                  <Text size="xs" c="dimmed">
                    {[preset.technicalName, preset.productDescription].filter(Boolean).join(' · ')}
                  </Text>
                ) : null}
              </Table.Td>
              <Table.Td>
                <Badge size="sm" variant="light" color={preset.dgType === 'declarable' ? 'orange' : 'gray'}>
                  {preset.dgType === 'declarable' ? 'Declarable' : 'Notifiable'}
                </Badge>
              </Table.Td>
              <Table.Td>{dash(preset.classOrDivision)}</Table.Td>
              <Table.Td>
                {preset.subsidiaryRisks.length > 0 ? preset.subsidiaryRisks.join(', ') : '—'}
              </Table.Td>
              <Table.Td>{dash(preset.packingGroup)}</Table.Td>
              <Table.Td>{dash(preset.receptacle)}</Table.Td>
              <Table.Td ta="right">{quantity ? `${quantity.amount} ${quantity.unit}` : '—'}</Table.Td>
              <Table.Td>
                <Text size="sm" c={preset.lastUsed ? undefined : 'dimmed'}>
                  {lastUsed(preset.lastUsed)}
                </Text>
              </Table.Td>
              <Table.Td>
                <Group gap={4} justify="flex-end" wrap="nowrap">
                  <Button
                    size="compact-xs"
                    variant="subtle"
                    onClick={() => onEdit(preset)}
                    aria-label={`Edit UN ${preset.unNumber} ${preset.properShippingName}`}
                  >
                    Edit
                  </Button>
                  <Button
                    size="compact-xs"
                    variant="subtle"
                    color="red"
                    onClick={() => onDelete(preset)}
                    aria-label={`Delete UN ${preset.unNumber} ${preset.properShippingName}`}
                  >
                    Delete
                  </Button>
                </Group>
              </Table.Td>
            </Table.Tr>
          );
        })}
      </Table.Tbody>
    </Table>
  );
}
