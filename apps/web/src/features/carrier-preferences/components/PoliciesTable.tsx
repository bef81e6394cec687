import { Badge, Button, Group, Text } from '@mantine/core';
import type { CarrierPreference } from '@freight/contracts';
import type { DataColumn } from '../../../shared/ui/list/DataTable';
import { RecordTable } from '../../../shared/ui/list/RecordTable';
import type { ListRowsProps } from '../../../shared/ui/list/RecordTable';
import type { RecordRowsProps } from '../../../shared/ui/list/table-props';

export interface PoliciesTableProps
  extends ListRowsProps<CarrierPreference>, RecordRowsProps<CarrierPreference> {
  onToggle: (policy: CarrierPreference) => void;
  filtered: boolean;
}

/** The status, and beside it the action that turns it the other way. */
function StatusCell({ policy, onToggle }: { policy: CarrierPreference; onToggle: () => void }) {
  const verb = policy.isActive ? 'Deactivate' : 'Activate';
  return (
    <Group gap="xs" wrap="nowrap" justify="space-between">
      <Badge size="sm" variant="light" color={policy.isActive ? 'green' : 'gray'}>
        {policy.isActive ? 'Active' : 'Inactive'}
      </Badge>
      <Button
        size="compact-xs"
        variant="subtle"
        color={policy.isActive ? 'orange' : 'green'}
        onClick={onToggle}
        aria-label={`${verb} the preference for ${policy.addressBookEntryName}`}
      >
        {verb}
      </Button>
    </Group>
  );
}

function columns(onToggle: (policy: CarrierPreference) => void): DataColumn<CarrierPreference>[] {
  return [
    {
      key: 'entry',
      header: 'Address book entry',
      sortKey: 'addressBookEntryName',
      cell: (policy) => (
        <Text size="sm" fw={500}>
          {policy.addressBookEntryName}
        </Text>
      ),
    },
    {
      key: 'entryId',
      header: 'Entry id',
      width: 110,
      cell: (policy) => (
        <Text size="sm" ff="monospace" c="dimmed">
          {policy.addressBookEntryId}
        </Text>
      ),
    },
    {
      key: 'service',
      header: 'Agreed service',
      sortKey: 'agreedServiceName',
      width: '28%',
      cell: (policy) => <Text size="sm">{policy.agreedServiceName}</Text>,
    },
    {
      key: 'account',
      header: 'Carrier charge account',
      width: 180,
      cell: (policy) => (
        <Text size="sm" ff="monospace">
          {policy.carrierChargeAccount}
        </Text>
      ),
    },
    {
      key: 'status',
      header: 'Status',
      sortKey: 'isActive',
      width: 190,
      cell: (policy) => <StatusCell policy={policy} onToggle={() => onToggle(policy)} />,
    },
  ];
}

/** Each receiver's fixed agreed service, and whether the preference is active (spec 3). */
export function PoliciesTable({ onToggle, filtered, ...rows }: PoliciesTableProps) {
  return (
    <RecordTable
      {...rows}
      aria-label="Carrier service preferences"
      columns={columns(onToggle)}
      empty={
        filtered ? 'No preferences match the filters.' : 'This site has no carrier service preferences yet.'
      }
      nameOf={(policy) => `the preference for ${policy.addressBookEntryName}`}
    />
  );
}
