import { Button, Group, Table, Text, VisuallyHidden } from '@mantine/core';
import type { ShippingItemPresetListItem, Site } from '@freight/contracts';
import { gToKg, mm3ToM3, mmToCm, roundTo } from '@freight/rules';
import { HighlightedText } from '../../../shared/ui/HighlightedText';
import { SortableTh } from '../../../shared/ui/list/SortableTh';
import { packagingLabel } from '../lib/packaging-options';

const cm = (mm: number | null) => (mm === null ? '—' : String(roundTo(mmToCm(mm), 1)));
const kg = (g: number | null) => (g === null ? '—' : String(roundTo(gToKg(g), 3)));
function volume(preset: ShippingItemPresetListItem): string {
  const { length, width, height } = preset;
  if (length === null || width === null || height === null) return '—';
  return mm3ToM3(length * width * height).toFixed(3);
}

export interface PresetsTableProps {
  site: Site;
  presets: readonly ShippingItemPresetListItem[];
  sort: string;
  onSort: (sort: string) => void;
  onEdit: (preset: ShippingItemPresetListItem) => void;
  onDelete: (preset: ShippingItemPresetListItem) => void;
  filtered: boolean;
}

/** The site's presets in cm, kg and m³; search matches in code and description are marked. */
export function PresetsTable({ site, presets, sort, onSort, onEdit, onDelete, filtered }: PresetsTableProps) {
  const num = { ta: 'right' as const, style: { fontVariantNumeric: 'tabular-nums' } };
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
          <SortableTh sortKey="quickAccessCode" sort={sort} onSort={onSort} w={160}>
            Code
          </SortableTh>
          <SortableTh sortKey="description" sort={sort} onSort={onSort}>
            Description
          </SortableTh>
          <SortableTh sortKey="packagingType" sort={sort} onSort={onSort} w={150}>
            Packaging type
          </SortableTh>
          <SortableTh sortKey="length" sort={sort} onSort={onSort} w={110} align="right">
            Length (cm)
          </SortableTh>
          <SortableTh sortKey="width" sort={sort} onSort={onSort} w={110} align="right">
            Width (cm)
          </SortableTh>
          <SortableTh sortKey="height" sort={sort} onSort={onSort} w={110} align="right">
            Height (cm)
          </SortableTh>
          <SortableTh sortKey="weight" sort={sort} onSort={onSort} w={110} align="right">
            Weight (kg)
          </SortableTh>
          <Table.Th w={110} ta="right">
            Volume (m³)
          </Table.Th>
          <Table.Th w={120}>
            <VisuallyHidden>Actions</VisuallyHidden>
          </Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {presets.length === 0 ? (
          <Table.Tr>
            <Table.Td colSpan={9}>
              <Text size="sm" c="dimmed" ta="center" py="lg">
                {filtered ? 'No presets match your search.' : 'This site has no shipping item presets yet.'}
              </Text>
            </Table.Td>
          </Table.Tr>
        ) : null}
        {presets.map((preset) => (
          <Table.Tr key={preset.id}>
            <Table.Td>
              <Text size="sm" ff="monospace" fw={500}>
                <HighlightedText
                  text={preset.quickAccessCode}
                  highlighted={preset.highlight?.quickAccessCode}
                />
              </Text>
            </Table.Td>
            <Table.Td>
              <Text size="sm">
                <HighlightedText text={preset.description} highlighted={preset.highlight?.description} />
              </Text>
            </Table.Td>
            <Table.Td>
              <Text size="sm">{packagingLabel(site, preset.packagingType)}</Text>
            </Table.Td>
            <Table.Td {...num}>{cm(preset.length)}</Table.Td>
            <Table.Td {...num}>{cm(preset.width)}</Table.Td>
            <Table.Td {...num}>{cm(preset.height)}</Table.Td>
            <Table.Td {...num}>{kg(preset.weight)}</Table.Td>
            <Table.Td {...num}>{volume(preset)}</Table.Td>
            <Table.Td>
              <Group gap={4} justify="flex-end" wrap="nowrap">
                <Button
                  size="compact-xs"
                  variant="subtle"
                  onClick={() => onEdit(preset)}
                  aria-label={`Edit ${preset.quickAccessCode}`}
                >
                  Edit
                </Button>
                <Button
                  size="compact-xs"
                  variant="subtle"
                  color="red"
                  onClick={() => onDelete(preset)}
                  aria-label={`Delete ${preset.quickAccessCode}`}
                >
                  Delete
                </Button>
              </Group>
            </Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}
