import type { ScopedPageProps } from '../../../shared/lib/context-scope';
import { scopeName } from '../../../shared/lib/context-scope';
import { ConsignmentListScreen } from '../components/list/ConsignmentListScreen';

/** Spec 2 (M07, M08): consignments not yet on a manifest, of the site or of the organisation's sites. */
export function ReadyToManifestPage({ scope, defaultPageSize }: ScopedPageProps) {
  return (
    <ConsignmentListScreen
      kind="readyToManifest"
      scope={scope}
      defaultPageSize={defaultPageSize}
      title="Ready to manifest"
      description={`Consignments of ${scopeName(scope)} not yet on a manifest. Select some to print their labels or manifest them.`}
      filters={['search', 'type', 'dispatchDate', 'service', 'receiver', 'dangerousGoods']}
      selectable
      emptyText="No consignments are waiting for a manifest."
    />
  );
}
