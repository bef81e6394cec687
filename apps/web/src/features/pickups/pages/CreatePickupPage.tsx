import { Alert, Button, Group, Paper, Stack } from '@mantine/core';
import type { MovementType, Site } from '@freight/contracts';
import { FormProvider } from 'react-hook-form';
import { useNavigate, useSearchParams } from 'react-router';
import { contextPath } from '../../../shared/config/paths';
import { displayMessageFor } from '../../../shared/lib/display-message';
import { PageHeader } from '../../../shared/ui/list/PageHeader';
import { PickupFields } from '../components/PickupFields';
import { RequestPanel } from '../components/RequestPanel';
import { usePickupEditor } from '../hooks/use-pickup-editor';
import { pickupQueryOptions } from '../api/get-pickup';
import { cloneToForm, type PickupForm } from '../lib/pickup-form';
import { PageLoader } from '../../../shared/ui/feedback/PageLoader';
import { useQuery } from '@tanstack/react-query';
import { PageFrame } from '../../../shared/ui/PageFrame';
import { CreationPreventedNotice } from '../../../shared/ui/feedback/CreationPreventedNotice';
import { LockableFieldset } from '../../../shared/ui/form';

interface Props {
  site: Site;
  creationPrevented: boolean;
}

const titles: Record<MovementType, string> = {
  outbound: 'Create outbound pickup',
  inbound: 'Create inbound pickup',
  transfer: 'Create transfer pickup',
};

function PickupEditor({
  site,
  creationPrevented,
  type,
  consignmentIds,
  initial,
}: Props & { type: MovementType; consignmentIds: string[]; initial?: PickupForm }) {
  const navigate = useNavigate();
  const editor = usePickupEditor(type, site, consignmentIds, initial);
  return (
    <FormProvider {...editor.form}>
      <Stack gap="lg">
        {creationPrevented ? <CreationPreventedNotice things="pickups" /> : null}
        <Paper withBorder radius="sm" p="lg">
          <LockableFieldset locked={creationPrevented}>
            <PickupFields site={site} prefilled={consignmentIds.length} senderNote={editor.senderNote} />
          </LockableFieldset>
          {creationPrevented ? null : (
            <Group justify="flex-end" mt="md">
              <Button
                variant={editor.pickup ? 'default' : 'filled'}
                onClick={() => void editor.findServices()}
                loading={editor.saving}
              >
                {editor.pickup ? 'Update services' : 'Find services'}
              </Button>
            </Group>
          )}
          {editor.problems.map((problem) => (
            <Alert key={problem} color="red" mt="sm">
              {problem}
            </Alert>
          ))}
        </Paper>
        {editor.pickup ? (
          <RequestPanel
            pickup={editor.pickup}
            creationPrevented={creationPrevented}
            label="Request pickup"
            onRequested={(pickup) =>
              void navigate(
                contextPath('pickup.view', { type: 'site', id: site.id }, { pickupId: pickup.id }),
              )
            }
          />
        ) : null}
      </Stack>
    </FormProvider>
  );
}

/** Spec 2 (P01 to P03, P07 to P09): a pickup screen of one type, from scratch or pre-filled from consignments. */
export function createPickupScreen(type: MovementType, prefill: boolean) {
  function CreatePickupScreen({ site, creationPrevented }: Props) {
    const [params] = useSearchParams();
    const cloneId = params.get('clone');
    const clone = useQuery({ ...pickupQueryOptions(cloneId ?? ''), enabled: cloneId !== null });
    const initial = clone.data ? cloneToForm(clone.data, site) : undefined;
    const consignmentIds = initial
      ? initial.consignmentIds
      : prefill
        ? // consignmentId (Ready to manifest) or consignmentIds (a new consignment's next steps), comma-joined
          [...params.getAll('consignmentId'), ...params.getAll('consignmentIds')]
            .flatMap((ids) => ids.split(','))
            .filter((id) => /^\d+$/.test(id))
        : [];
    if (cloneId !== null && !clone.data)
      return clone.isError ? (
        <Alert color="red">{displayMessageFor(clone.error)}</Alert>
      ) : (
        <PageLoader label="Loading the pickup" />
      );
    return (
      <PageFrame>
        <PageHeader
          title={titles[type]}
          description={`Ask a carrier to collect freight from ${site.displayName} or elsewhere.`}
        />
        <PickupEditor
          key={`${type}:${cloneId ?? ''}:${consignmentIds.join(',')}`}
          initial={initial}
          site={site}
          creationPrevented={creationPrevented}
          type={type}
          consignmentIds={consignmentIds}
        />
      </PageFrame>
    );
  }
  return CreatePickupScreen;
}
