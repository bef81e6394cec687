import { Alert, Button, Stack } from '@mantine/core';
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
import { PickupDetails } from '../components/PickupDetails';
import { RequestPanel } from '../components/RequestPanel';
import { PageFrame } from '../../../shared/ui/PageFrame';
import { deleteWording } from '../lib/pickup-text';

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
            <RequestPanel
              pickup={pickup.data}
              creationPrevented={creationPrevented}
              label={pickup.data.status === 'draft' ? 'Request pickup' : 'Send new request'}
            />
          ) : null}
          <PickupDetails pickup={pickup.data} site={site} />
        </Stack>
      ) : pickup.isError ? (
        <Alert color="red">{displayMessageFor(pickup.error)}</Alert>
      ) : (
        <PageLoader label="Loading the pickup" />
      )}
    </PageFrame>
  );
}
