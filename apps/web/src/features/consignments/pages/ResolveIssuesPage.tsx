import { Button, Group, SegmentedControl, Text } from '@mantine/core';
import { useState } from 'react';
import type { ConsignmentSummary } from '@freight/contracts';
import { useSearchParams } from 'react-router';
import { contextPath } from '../../../shared/config/paths';
import type { ScopedPageProps } from '../../../shared/lib/context-scope';
import { scopeName } from '../../../shared/lib/context-scope';
import { displayMessageFor } from '../../../shared/lib/display-message';
import { useTakeFocus } from '../../../shared/ui/a11y/take-focus';
import { confirmDialog } from '../../../shared/ui/dialogs';
import { toast } from '../../../shared/ui/feedback/toast';
import {
  useDeleteIssueConsignments,
  useRecheckIssues,
  useReleaseConsignments,
} from '../api/consignment-issues';
import { ImportPanel } from '../components/issues/ImportPanel';
import { ConsignmentListScreen } from '../components/list/ConsignmentListScreen';

type Show = 'issues' | 'awaitingRelease';

/** "1 consignment", "2 consignments". */
const consignments = (count: number) => `${count} consignment${count === 1 ? '' : 's'}`;

/** A consignment with issues opens in the edit form, where each issue shows at its field. */
const editPath = (consignment: Pick<ConsignmentSummary, 'id' | 'site'>) =>
  contextPath(
    'consignment.edit',
    { type: 'site', id: consignment.site.id },
    { consignmentId: consignment.id },
  );

/** What the last action on the selection did, in place of its spent button: it takes the focus the button had. */
function Outcome({ text }: { text: string }) {
  const status = useTakeFocus<HTMLParagraphElement>();
  return (
    <Text size="sm" role="status" tabIndex={-1} ref={status}>
      {text}
    </Text>
  );
}

function BulkActions({
  show,
  selected,
  clear,
}: {
  show: Show;
  selected: readonly ConsignmentSummary[];
  clear: () => void;
}) {
  const release = useReleaseConsignments();
  const remove = useDeleteIssueConsignments();
  const ids = selected.map((c) => c.id);
  // the outcome stays beside the buttons, which the cleared selection disables, until another is chosen
  const [outcome, setOutcome] = useState<string | null>(null);
  const fail = (error: unknown) => toast({ type: 'danger', message: displayMessageFor(error) });
  const onRelease = () =>
    release.mutate(ids, {
      onSuccess: (done) => {
        setOutcome(`${consignments(done.length)} released to Ready to manifest`);
        clear();
      },
      onError: fail,
    });
  const onDelete = async () => {
    const sure = await confirmDialog({
      title: `Delete ${consignments(ids.length)}?`,
      message: `The ${ids.length === 1 ? 'selected consignment' : `${ids.length} selected consignments`} will be deleted. This cannot be undone.`,
      danger: true,
    });
    if (!sure) return;
    remove.mutate(ids, {
      onSuccess: (done) => {
        setOutcome(`${consignments(done.length)} deleted`);
        clear();
      },
      onError: fail,
    });
  };
  return (
    <Group gap="sm" mb="sm" aria-label="Selected consignments">
      {show === 'awaitingRelease' ? (
        <Button size="sm" disabled={ids.length === 0} loading={release.isPending} onClick={onRelease}>
          Release selected ({ids.length})
        </Button>
      ) : null}
      <Button
        size="sm"
        color="red"
        variant="light"
        disabled={ids.length === 0}
        loading={remove.isPending}
        onClick={() => void onDelete()}
      >
        Delete selected ({ids.length})
      </Button>
      {outcome && ids.length === 0 ? <Outcome text={outcome} /> : null}
    </Group>
  );
}

/**
 * Resolve consignment issues (M11, DESIGN 5): consignments with issues (open one to fix it in the edit form,
 * which checks and prices it again), and issue-free ones the manual transfer policy holds until released. In
 * site context, a site with import on imports files here.
 */
export function ResolveIssuesPage({ scope, defaultPageSize }: ScopedPageProps) {
  const [params, setParams] = useSearchParams();
  const show: Show = params.get('show') === 'awaitingRelease' ? 'awaitingRelease' : 'issues';
  const recheck = useRecheckIssues();
  const scopeIds =
    scope.type === 'site' ? { siteId: scope.site.id } : { organisationId: scope.organisation.id };
  const canImport = scope.type === 'site' && scope.site.consignmentImportConfiguration.enabled;
  const onRecheck = () =>
    recheck.mutate(scopeIds, {
      onSuccess: (result) =>
        toast({
          type: 'success',
          message: `${consignments(result.checked)} checked again, ${result.resolved} now without issues`,
        }),
      onError: (error) => toast({ type: 'danger', message: displayMessageFor(error) }),
    });
  return (
    <ConsignmentListScreen
      key={show}
      kind={show}
      scope={scope}
      defaultPageSize={defaultPageSize}
      title="Resolve consignment issues"
      description={`Imported consignments of ${scopeName(scope)} that need your attention. Open one to fix its issues; it leaves the list once it has none.`}
      filters={['search', 'type', 'dispatchDate', 'service', 'receiver']}
      selectable
      showIssues={show === 'issues'}
      linkTo={editPath}
      emptyText={
        show === 'issues' ? 'No consignments have issues.' : 'No consignments are waiting to be released.'
      }
      headerActions={
        <Button size="xs" variant="light" loading={recheck.isPending} onClick={onRecheck}>
          Re-check all
        </Button>
      }
      toolbar={
        <>
          {canImport && scope.type === 'site' ? <ImportPanel siteId={scope.site.id} /> : null}
          <SegmentedControl
            mb="sm"
            aria-label="Show"
            value={show}
            onChange={(value) => setParams(value === 'issues' ? {} : { show: value })}
            data={[
              { value: 'issues', label: 'With issues' },
              { value: 'awaitingRelease', label: 'Awaiting release' },
            ]}
          />
        </>
      }
      renderSelectionActions={(selected, clear) => (
        <BulkActions show={show} selected={selected} clear={clear} />
      )}
    />
  );
}
