import { Alert, Button, Group, Paper, Stack } from '@mantine/core';
import type { Pickup, Site } from '@freight/contracts';
import { useState } from 'react';
import { Navigate, useNavigate, useParams } from 'react-router';
import { contextPath } from '../../../shared/config/paths';
import { isMissingRecord } from '../../../shared/lib/api-error';
import { displayMessageFor } from '../../../shared/lib/display-message';
import { NotFoundScreen } from '../../../shared/ui/errors';
import { confirmDelete } from '../../../shared/ui/list/confirm-delete';
import { PageLoader } from '../../../shared/ui/feedback/PageLoader';
import { ViewPageHeader } from '../../../shared/ui/ViewPageHeader';
import { useDeletePickup } from '../api/delete-pickup';
import { usePickup } from '../api/get-pickup';
import { usePickupReliability } from '../api/pickup-reliability';
import { useRequestPickup } from '../api/request-pickup';
import { PickupDetails } from '../components/PickupDetails';
import { ServiceChoice } from '../components/ServiceChoice';
import { PageFrame } from '../../../shared/ui/PageFrame';
import { deleteWording } from '../lib/pickup-text';

/** A new request of the pickup, to the same carrier or another: the earlier links stop working. */
function NewRequest({ pickup, creationPrevented }: { pickup: Pickup; creationPrevented: boolean }) {
  const reliability = usePickupReliability(pickup.siteId);
  const request = useRequestPickup();
  const [chosen, setChosen] = useState<string | null>(null);
  return (
    <Paper withBorder radius="sm" p="lg">
      <ServiceChoice
        services={pickup.services}
        reliability={reliability.data?.data ?? []}
        value={chosen}
        onChange={setChosen}
      />
      {request.isError ? (
        <Alert color="red" mt="sm">
          {displayMessageFor(request.error)}
        </Alert>
      ) : null}
      <Group justify="flex-end" mt="md">
        <Button
          disabled={!chosen || creationPrevented}
          loading={request.isPending}
          onClick={() =>
            chosen &&
            request.mutate({
              id: pickup.id,
              agreedServiceId: chosen,
              excludesDangerousGoods: !pickup.hasDangerousGoods,
            })
          }
        >
          {pickup.status === 'draft' ? 'Request pickup' : 'Send new request'}
        </Button>
      </Group>
    </Paper>
  );
}

/** Spec 2 (P13, P14, P20): one pickup of the site, its request's answer, clone and a new request. */
export function ViewPickupPage({ site, creationPrevented }: { site: Site; creationPrevented: boolean }) {
  const { pickupId = '' } = useParams();
  const pickup = usePickup(pickupId);
  const [requesting, setRequesting] = useState(false);
  const navigate = useNavigate();
  const remove = useDeletePickup();
  if (pickup.data && pickup.data.siteId !== site.id)
    return (
      <Navigate
        replace
        to={contextPath('pickup.view', { type: 'site', id: pickup.data.siteId }, { pickupId })}
      />
    );
  if (pickup.isError && isMissingRecord(pickup.error)) return <NotFoundScreen resource="Pickup" />;
  const ctx = { type: 'site' as const, id: site.id };
  // a draft (never requested) can go, so one walked away from does not stay in Manage pickups
  const deleteDraft = (draft: Pickup) =>
    confirmDelete(deleteWording(draft), async () => {
      await remove.mutateAsync(draft.id);
      void navigate(contextPath('pickup.manage', ctx));
    });
  return (
    <PageFrame>
      <ViewPageHeader
        title="View pickup"
        links={
          pickup.data
            ? [
                { label: 'Manage pickups', to: contextPath('pickup.manage', ctx) },
                {
                  label: 'Clone',
                  to: contextPath(`pickup.create.${pickup.data.type}`, ctx, undefined, {
                    clone: pickup.data.id,
                  }),
                  disabled: creationPrevented,
                },
              ]
            : []
        }
        actions={
          pickup.data ? (
            <>
              <Button onClick={() => setRequesting((open) => !open)} disabled={creationPrevented}>
                New request
              </Button>
              {pickup.data.status === 'draft' ? (
                <Button
                  color="red"
                  variant="light"
                  loading={remove.isPending}
                  onClick={() => pickup.data && void deleteDraft(pickup.data)}
                >
                  Delete
                </Button>
              ) : null}
            </>
          ) : null
        }
      />
      {pickup.data ? (
        <Stack gap="md">
          {requesting || pickup.data.status === 'draft' ? (
            <NewRequest pickup={pickup.data} creationPrevented={creationPrevented} />
          ) : null}
          <PickupDetails pickup={pickup.data} />
        </Stack>
      ) : pickup.isError ? (
        <Alert color="red">{displayMessageFor(pickup.error)}</Alert>
      ) : (
        <PageLoader label="Loading the pickup" />
      )}
    </PageFrame>
  );
}
