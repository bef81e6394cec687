import type { ScopedPageProps } from '../../../shared/lib/context-scope';
import { scopeName } from '../../../shared/lib/context-scope';
import { ConsignmentListScreen } from '../components/list/ConsignmentListScreen';
import { OverdueFilter } from '../components/list/OverdueFilter';

/** Spec 2 (M13), 9 (S09, S10): every consignment, with the overdue filter and ETA range. */
export function TrackConsignmentsPage({ scope, defaultPageSize }: ScopedPageProps) {
  return (
    <ConsignmentListScreen
      kind="track"
      scope={scope}
      defaultPageSize={defaultPageSize}
      title="Track consignments"
      description={`Consignments of ${scopeName(scope)}, where they are and when they are due.`}
      filters={['search', 'overdue', 'eta', 'carrier', 'service', 'receiver']}
      overdueFilter={OverdueFilter}
      emptyText="No consignments yet."
    />
  );
}
