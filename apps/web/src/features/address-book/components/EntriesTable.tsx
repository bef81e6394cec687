import { Badge, Button, Group, Stack, Table, Text, VisuallyHidden } from '@mantine/core';
import type { EntryListItem } from '@freight/contracts';
import { HighlightedText } from '../../../shared/ui/HighlightedText';
import { SortableTh } from '../../../shared/ui/list/SortableTh';
import { summariseHours } from '../lib/opening-hours';

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

export interface EntriesTableProps {
  entries: readonly EntryListItem[];
  sort: string;
  onSort: (sort: string) => void;
  onEdit: (entry: EntryListItem) => void;
  onDelete: (entry: EntryListItem) => void;
  /** Whether the list is a search's answer, for the empty message. */
  searching: boolean;
}

/** The address book's entries; search matches in name, line2, address and code are marked (spec 2, 3). */
export function EntriesTable({ entries, sort, onSort, onEdit, onDelete, searching }: EntriesTableProps) {
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
          <SortableTh sortKey="name" sort={sort} onSort={onSort} w="22%">
            Name
          </SortableTh>
          <SortableTh sortKey="quickAccessCode" sort={sort} onSort={onSort} w={110}>
            Code
          </SortableTh>
          <SortableTh sortKey="locality" sort={sort} onSort={onSort}>
            Address
          </SortableTh>
          <Table.Th w="16%">Contact</Table.Th>
          <Table.Th w="15%">Opening hours</Table.Th>
          <Table.Th w="14%">Delivery</Table.Th>
          <Table.Th w={120}>
            <VisuallyHidden>Actions</VisuallyHidden>
          </Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {entries.length === 0 ? (
          <Table.Tr>
            <Table.Td colSpan={7}>
              <Text size="sm" c="dimmed" ta="center" py="lg">
                {searching ? 'No entries match your search.' : 'The address book has no entries yet.'}
              </Text>
            </Table.Td>
          </Table.Tr>
        ) : null}
        {entries.map((entry) => (
          <Table.Tr key={entry.id}>
            <Table.Td>
              <Text size="sm" fw={500}>
                <HighlightedText text={entry.name} highlighted={entry.highlight?.name} />
              </Text>
            </Table.Td>
            <Table.Td>
              <Text size="sm" ff="monospace">
                <HighlightedText
                  text={entry.quickAccessCode ?? ''}
                  highlighted={entry.highlight?.quickAccessCode}
                />
              </Text>
            </Table.Td>
            <Table.Td>
              {entry.location.line2 ? (
                <Text size="xs" c="dimmed">
                  <HighlightedText text={entry.location.line2} highlighted={entry.highlight?.line2} />
                </Text>
              ) : null}
              <Text size="sm">
                <HighlightedText text={addressText(entry)} highlighted={entry.highlight?.address} />
              </Text>
            </Table.Td>
            <Table.Td>
              <ContactCell entry={entry} />
            </Table.Td>
            <Table.Td>
              <Text size="xs">{summariseHours(entry.operatingHours) || '—'}</Text>
            </Table.Td>
            <Table.Td>
              <DeliveryBadges entry={entry} />
            </Table.Td>
            <Table.Td>
              <Group gap={4} justify="flex-end" wrap="nowrap">
                <Button
                  size="compact-xs"
                  variant="subtle"
                  onClick={() => onEdit(entry)}
                  aria-label={`Edit ${entry.name}`}
                >
                  Edit
                </Button>
                <Button
                  size="compact-xs"
                  variant="subtle"
                  color="red"
                  onClick={() => onDelete(entry)}
                  aria-label={`Delete ${entry.name}`}
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
