import { Anchor, Button, Group, Modal, Table, Text } from '@mantine/core';
import type { ConsignmentSummary } from '@freight/contracts';
import { useState } from 'react';
import { Link } from 'react-router';
import { useAgentRunning } from '../../api/print-through-agent';
import { SendToPrintersButton } from '../print/SendToPrintersButton';

/** What can be done with the selected consignments: their documents, and a manifest of them. */
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
  const [documentsOpen, setDocumentsOpen] = useState(false);
  const count = selected.length;
  const agentRunning = useAgentRunning(printSiteId).data === true;
  const first = selected[0];
  return (
    <Group gap="sm" mb="sm" aria-label="Selected consignments" role="toolbar">
      <Text size="sm" fw={600}>
        {count === 0 ? 'None selected' : `${count} selected`}
      </Text>
      {agentRunning && printSiteId && count > 0 ? (
        <SendToPrintersButton
          siteId={printSiteId}
          consignmentIds={selected.map((consignment) => consignment.id)}
          document="label"
          fallbackHref={first ? documentPath(first, 'label') : undefined}
          size="xs"
        >
          Print labels
        </SendToPrintersButton>
      ) : (
        <Button size="xs" variant="light" disabled={count === 0} onClick={() => setDocumentsOpen(true)}>
          Print labels
        </Button>
      )}
      {manifestPath ? (
        <Button size="xs" component={Link} to={manifestPath}>
          Create manifest
        </Button>
      ) : (
        <Button size="xs" disabled title="Select consignments of one site">
          Create manifest
        </Button>
      )}
      {pickupPath ? (
        <Button size="xs" variant="light" component={Link} to={pickupPath}>
          Request pickup
        </Button>
      ) : null}
      {count > 0 ? (
        <Button size="xs" variant="subtle" onClick={onClear}>
          Clear selection
        </Button>
      ) : null}
      <Modal
        opened={documentsOpen}
        onClose={() => setDocumentsOpen(false)}
        title="Documents of the selected consignments"
        size="lg"
      >
        <Text size="sm" mb="sm">
          Each document opens in a new tab, ready to print.
        </Text>
        <Table aria-label="Documents of the selected consignments">
          <Table.Tbody>
            {selected.map((consignment) => (
              <Table.Tr key={consignment.id}>
                <Table.Td ff="monospace">{consignment.consignmentNo}</Table.Td>
                <Table.Td>{consignment.receiver.name}</Table.Td>
                <Table.Td>
                  <Anchor
                    href={documentPath(consignment, 'label')}
                    target="_blank"
                    rel="noopener"
                    aria-label={`Label of ${consignment.consignmentNo}`}
                  >
                    Label
                  </Anchor>
                </Table.Td>
                <Table.Td>
                  <Anchor
                    href={documentPath(consignment, 'connote')}
                    target="_blank"
                    rel="noopener"
                    aria-label={`Connote of ${consignment.consignmentNo}`}
                  >
                    Connote
                  </Anchor>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Modal>
    </Group>
  );
}
