import { Alert, Button, Group, Modal, Progress, Stack, Text } from '@mantine/core';
import { RetryError } from '@freight/rules';
import { useCallback, useEffect, useRef } from 'react';
import { displayMessageFor } from '../../../../shared/lib/display-message';
import { usePrepareLabelSet } from '../../api/prepare-label-set';

export const labelSetTexts = {
  title: 'Labels of the selected consignments',
  preparing: (count: number) => `Preparing labels for ${count} consignment${count === 1 ? '' : 's'}…`,
  ready: (consignments: number, labels: number) =>
    `${labels} label${labels === 1 ? '' : 's'} of ${consignments} consignment${consignments === 1 ? '' : 's'} ready in one PDF.`,
  open: 'Open the labels PDF',
  tooSlow: 'The labels are taking longer than usual to prepare. Try again in a moment.',
} as const;

/**
 * "Print labels" without a print agent: one PDF of every selected consignment's labels. The dialog shows that it
 * is being made, then opens it (and offers a link, in case the browser blocked the new tab: it opens after the
 * click, once the server has made it).
 */
export function LabelSetDialog({
  consignmentIds,
  onClose,
}: {
  /** The selection when "Print labels" was pressed; the dialog is open while this is set. */
  consignmentIds: string[] | undefined;
  onClose: () => void;
}) {
  const prepare = usePrepareLabelSet();
  const { mutate, reset } = prepare;
  const asked = useRef<string[] | undefined>(undefined);
  // the selection still shown: a PDF made after the dialog was closed (or asked again) does not open itself
  const shown = useRef(consignmentIds);
  shown.current = consignmentIds;
  const start = useCallback(
    (ids: string[]) =>
      mutate(ids, {
        onSuccess: (set) => {
          if (shown.current === ids) window.open(set.url, '_blank');
        },
      }),
    [mutate],
  );
  useEffect(() => {
    if (!consignmentIds || asked.current === consignmentIds) return;
    asked.current = consignmentIds;
    reset();
    start(consignmentIds);
  }, [consignmentIds, reset, start]);
  const count = consignmentIds?.length ?? 0;
  const retry = () => {
    if (consignmentIds) start(consignmentIds);
  };
  return (
    <Modal opened={consignmentIds !== undefined} onClose={onClose} title={labelSetTexts.title}>
      {prepare.isError ? (
        <Alert color="red" title="The labels could not be prepared">
          <Stack gap="sm" align="flex-start">
            <Text size="sm">
              {prepare.error instanceof RetryError ? labelSetTexts.tooSlow : displayMessageFor(prepare.error)}
            </Text>
            <Button size="xs" variant="light" onClick={retry}>
              Try again
            </Button>
          </Stack>
        </Alert>
      ) : prepare.isSuccess ? (
        <Stack gap="sm">
          <Text size="sm">{labelSetTexts.ready(prepare.data.consignments, prepare.data.labels)}</Text>
          <Group>
            <Button component="a" href={prepare.data.url} target="_blank" rel="noopener">
              {labelSetTexts.open}
            </Button>
          </Group>
        </Stack>
      ) : (
        <Stack gap="sm" role="status" aria-live="polite">
          <Text size="sm">{labelSetTexts.preparing(count)}</Text>
          <Progress value={100} striped animated aria-label="Preparing labels" />
        </Stack>
      )}
    </Modal>
  );
}
