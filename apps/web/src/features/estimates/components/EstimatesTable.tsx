import { Badge, Text } from '@mantine/core';
import type { EstimateSummary, Site } from '@freight/contracts';

import { DataTable } from '../../../shared/ui/list/DataTable';
import type { DataColumn } from '../../../shared/ui/list/DataTable';
import type { SortedRows } from '../../../shared/ui/list/table-props';
import { TwoLineCell } from '../../../shared/ui/list/TwoLineCell';
import { formatDay, formatInstant, typeLabel, NO_VALUE } from '../../../shared/lib/display-format';
import { RecordNumberLink } from '../../../shared/ui/list/RecordNumberLink';
import { siteColumns } from '../../../shared/ui/list/site-column';

export interface EstimatesTableProps extends SortedRows<EstimateSummary> {
  /** The sites listed: more than one (org context) adds a Site column, and the empty list speaks of them all. */
  sites: readonly Site[];
  linkTo: (estimate: EstimateSummary) => string;
  onOpen: (estimate: EstimateSummary) => void;
  onDelete: (estimate: EstimateSummary) => void;
  filtered: boolean;
}

/** A party by name, its place under it; an estimate may name only a suburb. */
const party = (name: string | null, place: string | null) => (
  <TwoLineCell main={name ?? place ?? NO_VALUE} detail={name ? place : null} />
);

function SelectedQuotes({ estimate }: { estimate: EstimateSummary }) {
  if (estimate.converted)
    return (
      <Badge size="sm" variant="light" color="green">
        Converted
      </Badge>
    );
  if (estimate.selectedQuoteCount > 0)
    return (
      <Badge size="sm" variant="light">
        {estimate.selectedQuoteCount} selected
      </Badge>
    );
  return (
    <Text size="sm" c="dimmed">
      None
    </Text>
  );
}

function columns(
  sites: readonly Site[],
  linkTo: (estimate: EstimateSummary) => string,
): DataColumn<EstimateSummary>[] {
  return [
    {
      key: 'number',
      header: 'Estimate',
      sortKey: 'estimateNumber',
      width: 110,
      cell: (estimate) => (
        <RecordNumberLink to={linkTo(estimate)} onClick={(event) => event.stopPropagation()}>
          {estimate.estimateNumber}
        </RecordNumberLink>
      ),
    },
    {
      key: 'created',
      header: 'Created',
      sortKey: 'createdAt',
      width: 185,
      cell: (estimate) => <Text size="sm">{formatInstant(estimate.createdAt)}</Text>,
    },
    {
      key: 'dispatchDate',
      header: 'Dispatch date',
      sortKey: 'dispatchDate',
      width: 120,
      cell: (estimate) => <Text size="sm">{formatDay(estimate.dispatchDate)}</Text>,
    },
    {
      key: 'type',
      header: 'Type',
      width: 130,
      cell: (estimate) => (
        <>
          <Text size="sm">{typeLabel(estimate.type)}</Text>
          {estimate.hasDangerousGoods ? (
            <Badge size="xs" color="orange" variant="light">
              Dangerous goods
            </Badge>
          ) : null}
        </>
      ),
    },
    // over several sites, whose each row is: a transfer's sender and receiver need name neither
    ...siteColumns<EstimateSummary>(sites),
    { key: 'sender', header: 'Sender', cell: (e) => party(e.senderName, e.senderPlace) },
    { key: 'receiver', header: 'Receiver', cell: (e) => party(e.receiverName, e.receiverPlace) },
    { key: 'items', header: 'Items', width: 70, align: 'right', cell: (e) => e.itemQuantity },
    {
      key: 'quotes',
      header: 'Selected quotes',
      width: 130,
      cell: (estimate) => <SelectedQuotes estimate={estimate} />,
    },
  ];
}

/** Spec 3: the estimates of a site, or of an organisation's sites; a row opens its estimate. */
export function EstimatesTable({ sites, linkTo, onOpen, onDelete, filtered, ...rows }: EstimatesTableProps) {
  const none = sites.length > 1 ? 'These sites have no estimates yet.' : 'This site has no estimates yet.';
  return (
    <DataTable
      {...rows}
      aria-label="Estimates"
      columns={columns(sites, linkTo)}
      onRowClick={onOpen}
      empty={filtered ? 'No estimates match these filters.' : none}
      actions={{ onDelete, nameOf: (estimate) => `estimate ${estimate.estimateNumber}` }}
    />
  );
}
