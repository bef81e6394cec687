import { Alert, Button, Group, Paper, Stack, Text } from '@mantine/core';
import type { MovementType, Site } from '@freight/contracts';
import { useRef, useState } from 'react';
import { FormProvider } from 'react-hook-form';
import { useNavigate, useSearchParams } from 'react-router';
import { contextPath } from '../../../shared/config/paths';
import { displayMessageFor } from '../../../shared/lib/display-message';
import { PageHeader } from '../../../shared/ui/list/PageHeader';
import { usePickupReliability } from '../api/pickup-reliability';
import { useRequestPickup } from '../api/request-pickup';
import { DangerousGoodsDeclaration } from '../components/DangerousGoodsDeclaration';
import { PickupFields } from '../components/PickupFields';
import { ServiceChoice } from '../components/ServiceChoice';
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
  const reliability = usePickupReliability(site.id);
  const request = useRequestPickup();
  const [chosen, setChosen] = useState<string | null>(null);
  const services = editor.pickup?.services ?? [];
  const hasDangerousGoods = editor.pickup?.hasDangerousGoods ?? false;
  const [declared, setDeclared] = useState(false);
  // pressing Request pickup without the declaration says so at it, rather than a button disabled for no reason shown
  const [declarationMissing, setDeclarationMissing] = useState(false);
  const declaration = useRef<HTMLInputElement>(null);
  const submit = () => {
    if (!editor.pickup || !chosen) return;
    if (hasDangerousGoods && !declared) {
      setDeclarationMissing(true);
      declaration.current?.focus();
      return;
    }
    request.mutate(
      { id: editor.pickup.id, agreedServiceId: chosen, excludesDangerousGoods: !hasDangerousGoods },
      {
        onSuccess: (pickup) =>
          void navigate(contextPath('pickup.view', { type: 'site', id: site.id }, { pickupId: pickup.id })),
      },
    );
  };
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
          <Paper withBorder radius="sm" p="lg">
            <ServiceChoice
              services={services}
              reliability={reliability.data?.data ?? []}
              value={chosen}
              onChange={setChosen}
            />
            <Stack mt="md" gap="sm">
              {hasDangerousGoods ? (
                <DangerousGoodsDeclaration
                  ref={declaration}
                  checked={declared}
                  onChange={setDeclared}
                  missing={declarationMissing}
                />
              ) : null}
              {request.isError ? <Alert color="red">{displayMessageFor(request.error)}</Alert> : null}
              <Group justify="flex-end">
                {chosen || creationPrevented ? null : (
                  <Text size="sm" c="dimmed">
                    Choose a carrier service to request the pickup.
                  </Text>
                )}
                <Button onClick={submit} loading={request.isPending} disabled={!chosen || creationPrevented}>
                  Request pickup
                </Button>
              </Group>
            </Stack>
          </Paper>
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
