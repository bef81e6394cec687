import { Badge, Group, Stack, Text } from '@mantine/core';
import type { EntryListItem } from '@freight/contracts';
import { HighlightedText } from '../../../shared/ui/HighlightedText';
import type { DataColumn } from '../../../shared/ui/list/DataTable';
import { RecordTable } from '../../../shared/ui/list/RecordTable';
import type { ListRowsProps } from '../../../shared/ui/list/RecordTable';
import type { RecordRowsProps } from '../../../shared/ui/list/table-props';
import { summariseHours } from '../lib/opening-hours';
import { NO_VALUE } from '../../../shared/lib/display-format';

/** As the server writes the address it highlights: street lines, then locality, state and postcode. */
function addressText(entry: EntryListItem): string {
  const { address } = entry.location;
  const street = [address.line1, address.line2].filter(Boolean).join(', ');
  return `${street}, ${address.locality} ${address.subdivision} ${address.postcode}`;
}

function ContactCell({ entry }: { entry: EntryListItem }) {
  const [first, ...rest] = entry.contactSuggestions;
  if (!first)
    return (
      <Text size="sm" c="dimmed">
        —
      </Text>
    );
  return (
    <Stack gap={0}>
      <Text size="sm">
        {first.name}
        {rest.length > 0 ? (
          <Text span size="xs" c="dimmed">
            {' '}
            +{rest.length} more
          </Text>
        ) : null}
      </Text>
      {first.phone || first.email ? (
        <Text size="xs" c="dimmed">
          {first.phone ?? first.email}
        </Text>
      ) : null}
    </Stack>
  );
}

function DeliveryBadges({ entry }: { entry: EntryListItem }) {
  return (
    <Group gap={4}>
      {entry.location.residential ? (
        <Badge size="xs" variant="light" color="grape">
          Residential
        </Badge>
      ) : null}
      {entry.preventConsolidation ? (
        <Badge size="xs" variant="light" color="orange">
          No consolidation
        </Badge>
      ) : null}
      {entry.requiresDeliveryTimeSlot ? (
        <Badge size="xs" variant="light" color="blue">
          Time slot
        </Badge>
      ) : null}
      {entry.pallets.allowedPalletTypes.length > 0 ? (
        <Badge size="xs" variant="light" color="teal">
          Pallets: {entry.pallets.allowedPalletTypes.join(', ').toUpperCase()}
        </Badge>
      ) : null}
    </Group>
  );
}

export interface EntriesTableProps extends ListRowsProps<EntryListItem>, RecordRowsProps<EntryListItem> {
  /** Whether the list is a search's answer, for the empty message. */
  searching: boolean;
}

const columns: DataColumn<EntryListItem>[] = [
  {
    key: 'name',
    header: 'Name',
    sortKey: 'name',
    width: '22%',
    cell: (entry) => (
      <Text size="sm" fw={500}>
        <HighlightedText text={entry.name} highlighted={entry.highlight?.name} />
      </Text>
    ),
  },
  {
    key: 'quickAccessCode',
    header: 'Code',
    sortKey: 'quickAccessCode',
    width: 110,
    cell: (entry) => (
      <Text size="sm" ff="monospace">
        <HighlightedText text={entry.quickAccessCode ?? ''} highlighted={entry.highlight?.quickAccessCode} />
      </Text>
    ),
  },
  {
    key: 'address',
    header: 'Address',
    sortKey: 'locality',
    cell: (entry) => (
      <>
        {entry.location.line2 ? (
          <Text size="xs" c="dimmed">
            <HighlightedText text={entry.location.line2} highlighted={entry.highlight?.line2} />
          </Text>
        ) : null}
        <Text size="sm">
          <HighlightedText text={addressText(entry)} highlighted={entry.highlight?.address} />
        </Text>
      </>
    ),
  },
  { key: 'contact', header: 'Contact', width: '16%', cell: (entry) => <ContactCell entry={entry} /> },
  {
    key: 'hours',
    header: 'Opening hours',
    width: '15%',
    cell: (entry) => <Text size="xs">{summariseHours(entry.operatingHours) || NO_VALUE}</Text>,
  },
  { key: 'delivery', header: 'Delivery', width: '14%', cell: (entry) => <DeliveryBadges entry={entry} /> },
];

/** The address book's entries; search matches in name, line2, address and code are marked (spec 2, 3). */
export function EntriesTable({ searching, ...rows }: EntriesTableProps) {
  return (
    <RecordTable
      {...rows}
      aria-label="Address book entries"
      columns={columns}
      empty={searching ? 'No entries match your search.' : 'The address book has no entries yet.'}
      nameOf={(entry) => entry.name}
    />
  );
}
