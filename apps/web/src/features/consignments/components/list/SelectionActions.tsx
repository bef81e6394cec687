import { Button, Group, Text } from '@mantine/core';
import type { ConsignmentSummary } from '@freight/contracts';
import { lazy, Suspense, useEffect, useId, useRef, useState } from 'react';
import { Link } from 'react-router';
import { retryImport } from '../../../../shared/lib/lazy-retry';
import { useAgentRunning } from '../../api/get-print-agent-status';

// loaded once the site's print agent is found running (before anything is selected): Ready to manifest's first
// load does without it, and without the mutation code it brings
const loadSendToPrinters = () => retryImport(() => import('../print/SendToPrintersButton'));
const SendToPrintersButton = lazy(() =>
  loadSendToPrinters().then((module) => ({ default: module.SendToPrintersButton })),
);

// loaded when first wanted: it is not part of what Ready to manifest needs to show
const LabelSetDialog = lazy(() =>
  import('../print/LabelSetDialog').then((module) => ({ default: module.LabelSetDialog })),
);

/**
 * What can be done with the selected consignments: their labels (through the site's print agent when it runs,
 * else as one PDF), a manifest of them, a pickup.
 */
export function SelectionActions({
  selected,
  documentPath,
  manifestPath,
  pickupPath,
  onClear,
  printSiteId,
}: {
  selected: readonly ConsignmentSummary[];
  documentPath: (consignment: ConsignmentSummary, document: 'label' | 'connote') => string;
  /** Absent when no manifest can be made of the selection (e.g. it spans sites). */
  manifestPath: string | undefined;
  /** A pickup pre-filled from the selection; absent when it spans sites. */
  pickupPath?: string | undefined;
  onClear: () => void;
  /** The site of a site's list: with its print agent running, labels go to the site's printers. */
  printSiteId?: string | undefined;
}) {
  // the selection whose combined labels are being made, or shown; unset when the dialog is closed
  const [labelSet, setLabelSet] = useState<string[]>();
  // kept mounted once loaded, so it closes with its animation
  const [labelSetLoaded, setLabelSetLoaded] = useState(false);
  const printLabels = useRef<HTMLButtonElement>(null);
  const closeLabelSet = () => {
    setLabelSet(undefined);
    // the dialog mounted already open the first time, so it holds no element to give focus back to
    printLabels.current?.focus();
  };
  const count = selected.length;
  const agentRunning = useAgentRunning(printSiteId).data === true;
  useEffect(() => {
    // a failed load shows when the button is wanted, through the lazy component
    if (agentRunning) loadSendToPrinters().catch(() => undefined);
  }, [agentRunning]);
  const first = selected[0];
  const oneSiteHint = useId();
  // a selection spanning sites makes no manifest or pickup: said in words, as a disabled button shows no tooltip
  const spansSites = count > 0 && !manifestPath;
  return (
    <Group gap="sm" mb="sm" aria-label="Selected consignments" role="toolbar">
      <Text size="sm" fw={600}>
        {count === 0 ? 'None selected' : `${count} selected`}
      </Text>
      {agentRunning && printSiteId && count > 0 ? (
        <Suspense
          fallback={
            <Button size="xs" variant="light" loading>
              Print labels
            </Button>
          }
        >
          <SendToPrintersButton
            siteId={printSiteId}
            consignmentIds={selected.map((consignment) => consignment.id)}
            document="label"
            fallbackHref={first ? documentPath(first, 'label') : undefined}
            size="xs"
          >
            Print labels
          </SendToPrintersButton>
        </Suspense>
      ) : (
        <Button
          ref={printLabels}
          size="xs"
          variant="light"
          disabled={count === 0}
          onClick={() => {
            setLabelSetLoaded(true);
            setLabelSet(selected.map((consignment) => consignment.id));
          }}
        >
          Print labels
        </Button>
      )}
      {manifestPath ? (
        <Button size="xs" component={Link} to={manifestPath}>
          Create manifest
        </Button>
      ) : (
        <Button
          size="xs"
          disabled
          title="Select consignments of one site"
          aria-describedby={spansSites ? oneSiteHint : undefined}
        >
          Create manifest
        </Button>
      )}
      {pickupPath ? (
        <Button size="xs" variant="light" component={Link} to={pickupPath}>
          Request pickup
        </Button>
      ) : null}
      {spansSites ? (
        <Text size="xs" c="dimmed" id={oneSiteHint}>
          A manifest or a pickup takes consignments of one site.
        </Text>
      ) : null}
      {count > 0 ? (
        <Button size="xs" variant="subtle" onClick={onClear}>
          Clear selection
        </Button>
      ) : null}
      {labelSetLoaded ? (
        <Suspense fallback={null}>
          <LabelSetDialog consignmentIds={labelSet} onClose={closeLabelSet} />
        </Suspense>
      ) : null}
    </Group>
  );
}
