import { Anchor, Badge, Button, Stack, Table, Text, VisuallyHidden } from '@mantine/core';
import type { EstimateSummary } from '@freight/contracts';
import { Link } from 'react-router';
import { SortableTh } from '../../../shared/ui/list/SortableTh';
import { formatDay, formatInstant, typeLabel } from '../lib/estimate-text';

export interface EstimatesTableProps {
  estimates: readonly EstimateSummary[];
  sort: string;
  onSort: (sort: string) => void;
  linkTo: (estimate: EstimateSummary) => string;
  onOpen: (estimate: EstimateSummary) => void;
  onDelete: (estimate: EstimateSummary) => void;
  filtered: boolean;
}

function Party({ name, place }: { name: string | null; place: string | null }) {
  return (
    <Stack gap={0}>
      <Text size="sm" fw={500} lineClamp={1}>
        {name ?? place ?? '—'}
      </Text>
      {name && place ? (
        <Text size="xs" c="dimmed" lineClamp={1}>
          {place}
        </Text>
      ) : null}
    </Stack>
  );
}

/** Spec 3: the estimates of a site; a row opens its estimate. */
export function EstimatesTable({
  estimates,
  sort,
  onSort,
  linkTo,
  onOpen,
  onDelete,
  filtered,
}: EstimatesTableProps) {
  return (
    <Table
      striped
      highlightOnHover
      verticalSpacing={6}
      horizontalSpacing="sm"
      stickyHeader
      stickyHeaderOffset={60}
      styles={{ th: { whiteSpace: 'nowrap' } }}
      aria-label="Estimates"
    >
      <Table.Thead>
        <Table.Tr>
          <SortableTh sortKey="estimateNumber" sort={sort} onSort={onSort} w={140}>
            Estimate
          </SortableTh>
          <SortableTh sortKey="createdAt" sort={sort} onSort={onSort} w={190}>
            Created
          </SortableTh>
          <SortableTh sortKey="dispatchDate" sort={sort} onSort={onSort} w={140}>
            Dispatch date
          </SortableTh>
          <Table.Th w={170}>Type</Table.Th>
          <Table.Th>Sender</Table.Th>
          <Table.Th>Receiver</Table.Th>
          <Table.Th w={80} ta="right">
            Items
          </Table.Th>
          <Table.Th w={150}>Selected quotes</Table.Th>
          <Table.Th w={90}>
            <VisuallyHidden>Actions</VisuallyHidden>
          </Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {estimates.length === 0 ? (
          <Table.Tr>
            <Table.Td colSpan={9}>
              <Text size="sm" c="dimmed" ta="center" py="lg">
                {filtered ? 'No estimates match these filters.' : 'This site has no estimates yet.'}
              </Text>
            </Table.Td>
          </Table.Tr>
        ) : null}
        {estimates.map((estimate) => (
          <Table.Tr key={estimate.id} onClick={() => onOpen(estimate)} style={{ cursor: 'pointer' }}>
            <Table.Td>
              <Anchor
                component={Link}
                to={linkTo(estimate)}
                size="sm"
                fw={600}
                ff="monospace"
                onClick={(event) => event.stopPropagation()}
              >
                {estimate.estimateNumber}
              </Anchor>
            </Table.Td>
            <Table.Td>
              <Text size="sm">{formatInstant(estimate.createdAt)}</Text>
            </Table.Td>
            <Table.Td>
              <Text size="sm">{formatDay(estimate.dispatchDate)}</Text>
            </Table.Td>
            <Table.Td>
              <Text size="sm">{typeLabel(estimate.type)}</Text>
              {estimate.hasDangerousGoods ? (
                <Badge size="xs" color="orange" variant="light">
                  Dangerous goods
                </Badge>
              ) : null}
            </Table.Td>
            <Table.Td>
              <Party name={estimate.senderName} place={estimate.senderPlace} />
            </Table.Td>
            <Table.Td>
              <Party name={estimate.receiverName} place={estimate.receiverPlace} />
            </Table.Td>
            <Table.Td ta="right">
              <Text size="sm">{estimate.itemQuantity}</Text>
            </Table.Td>
            <Table.Td>
              {estimate.converted ? (
                <Badge size="sm" variant="light" color="green">
                  Converted
                </Badge>
              ) : estimate.selectedQuoteCount > 0 ? (
                <Badge size="sm" variant="light">
                  {estimate.selectedQuoteCount} selected
                </Badge>
              ) : (
                <Text size="sm" c="dimmed">
                  None
                </Text>
              )}
            </Table.Td>
            <Table.Td ta="right">
              <Button
                size="compact-xs"
                variant="subtle"
                color="red"
                aria-label={`Delete estimate ${estimate.estimateNumber}`}
                onClick={(event) => {
                  event.stopPropagation();
                  onDelete(estimate);
                }}
              >
                Delete
              </Button>
            </Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}
