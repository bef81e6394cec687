import { Badge, Button, Group, Table, Text, VisuallyHidden } from '@mantine/core';
import type { CarrierPreference } from '@freight/contracts';
import { SortableTh } from '../../../shared/ui/list/SortableTh';

export interface PoliciesTableProps {
  policies: readonly CarrierPreference[];
  sort: string;
  onSort: (sort: string) => void;
  onEdit: (policy: CarrierPreference) => void;
  onToggle: (policy: CarrierPreference) => void;
  onDelete: (policy: CarrierPreference) => void;
  filtered: boolean;
}

/** Each receiver's fixed agreed service, and whether the preference is active (spec 3). */
export function PoliciesTable({
  policies,
  sort,
  onSort,
  onEdit,
  onToggle,
  onDelete,
  filtered,
}: PoliciesTableProps) {
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
          <SortableTh sortKey="addressBookEntryName" sort={sort} onSort={onSort}>
            Address book entry
          </SortableTh>
          <Table.Th w={110}>Entry id</Table.Th>
          <SortableTh sortKey="agreedServiceName" sort={sort} onSort={onSort} w="28%">
            Agreed service
          </SortableTh>
          <Table.Th w={180}>Carrier charge account</Table.Th>
          <SortableTh sortKey="isActive" sort={sort} onSort={onSort} w={110}>
            Status
          </SortableTh>
          <Table.Th w={220}>
            <VisuallyHidden>Actions</VisuallyHidden>
          </Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {policies.length === 0 ? (
          <Table.Tr>
            <Table.Td colSpan={6}>
              <Text size="sm" c="dimmed" ta="center" py="lg">
                {filtered
                  ? 'No preferences match the filters.'
                  : 'This site has no carrier service preferences yet.'}
              </Text>
            </Table.Td>
          </Table.Tr>
        ) : null}
        {policies.map((policy) => (
          <Table.Tr key={policy.id}>
            <Table.Td>
              <Text size="sm" fw={500}>
                {policy.addressBookEntryName}
              </Text>
            </Table.Td>
            <Table.Td>
              <Text size="sm" ff="monospace" c="dimmed">
                {policy.addressBookEntryId}
              </Text>
            </Table.Td>
            <Table.Td>
              <Text size="sm">{policy.agreedServiceName}</Text>
            </Table.Td>
            <Table.Td>
              <Text size="sm" ff="monospace">
                {policy.carrierChargeAccount}
              </Text>
            </Table.Td>
            <Table.Td>
              <Badge size="sm" variant="light" color={policy.isActive ? 'green' : 'gray'}>
                {policy.isActive ? 'Active' : 'Inactive'}
              </Badge>
            </Table.Td>
            <Table.Td>
              <Group gap={4} justify="flex-end" wrap="nowrap">
                <Button
                  size="compact-xs"
                  variant="subtle"
                  onClick={() => onEdit(policy)}
                  aria-label={`Edit the preference for ${policy.addressBookEntryName}`}
                >
                  Edit
                </Button>
                <Button
                  size="compact-xs"
                  variant="subtle"
                  color={policy.isActive ? 'orange' : 'green'}
                  onClick={() => onToggle(policy)}
                  aria-label={`${policy.isActive ? 'Deactivate' : 'Activate'} the preference for ${policy.addressBookEntryName}`}
                >
                  {policy.isActive ? 'Deactivate' : 'Activate'}
                </Button>
                <Button
                  size="compact-xs"
                  variant="subtle"
                  color="red"
                  onClick={() => onDelete(policy)}
                  aria-label={`Delete the preference for ${policy.addressBookEntryName}`}
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
