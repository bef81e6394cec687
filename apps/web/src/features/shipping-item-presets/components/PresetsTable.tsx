import { Text } from '@mantine/core';
import type { ShippingItemPresetListItem, Site } from '@freight/contracts';
import { gToKg, mm3ToM3, mmToCm, roundTo } from '@freight/rules';
import { HighlightedText } from '../../../shared/ui/HighlightedText';
import { CodeText } from '../../../shared/ui/list/CodeText';
import type { DataColumn } from '../../../shared/ui/list/DataTable';
import { RecordTable } from '../../../shared/ui/list/RecordTable';
import type { ListRowsProps } from '../../../shared/ui/list/RecordTable';
import type { RecordRowsProps } from '../../../shared/ui/list/table-props';
import { packagingLabel } from '../../../shared/shipment-form/lib/packaging-options';
import { NO_VALUE } from '../../../shared/lib/display-format';

type Preset = ShippingItemPresetListItem;

const cm = (mm: number | null) => (mm === null ? NO_VALUE : String(roundTo(mmToCm(mm), 1)));
const kg = (g: number | null) => (g === null ? NO_VALUE : String(roundTo(gToKg(g), 3)));
function volume(preset: Preset): string {
  const { length, width, height } = preset;
  if (length === null || width === null || height === null) return NO_VALUE;
  return mm3ToM3(length * width * height).toFixed(3);
}

const measure = (key: 'length' | 'width' | 'height', header: string): DataColumn<Preset> => ({
  key,
  header,
  sortKey: key,
  width: 110,
  align: 'right',
  cell: (preset) => cm(preset[key]),
});

function columns(site: Site): DataColumn<Preset>[] {
  return [
    {
      key: 'code',
      header: 'Code',
      sortKey: 'quickAccessCode',
      width: 160,
      cell: (preset) => (
        <CodeText>
          <HighlightedText text={preset.quickAccessCode} highlighted={preset.highlight?.quickAccessCode} />
        </CodeText>
      ),
    },
    {
      key: 'description',
      header: 'Description',
      sortKey: 'description',
      cell: (preset) => (
        <Text size="sm">
          <HighlightedText text={preset.description} highlighted={preset.highlight?.description} />
        </Text>
      ),
    },
    {
      key: 'packagingType',
      header: 'Packaging type',
      sortKey: 'packagingType',
      width: 150,
      cell: (preset) => <Text size="sm">{packagingLabel(site, preset.packagingType)}</Text>,
    },
    measure('length', 'Length (cm)'),
    measure('width', 'Width (cm)'),
    measure('height', 'Height (cm)'),
    {
      key: 'weight',
      header: 'Weight (kg)',
      sortKey: 'weight',
      width: 110,
      align: 'right',
      cell: (p) => kg(p.weight),
    },
    { key: 'volume', header: 'Volume (m³)', width: 110, align: 'right', cell: volume },
  ];
}

export interface PresetsTableProps extends ListRowsProps<Preset>, RecordRowsProps<Preset> {
  site: Site;
  filtered: boolean;
}

/** The site's presets in cm, kg and m³; search matches in code and description are marked. */
export function PresetsTable({ site, filtered, ...rows }: PresetsTableProps) {
  return (
    <RecordTable
      {...rows}
      aria-label="Shipping item presets"
      columns={columns(site)}
      empty={filtered ? 'No presets match your search.' : 'This site has no shipping item presets yet.'}
      nameOf={(preset) => preset.quickAccessCode}
    />
  );
}
