import type { Consignment } from '@freight/contracts';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { contextPath } from '../../../shared/config/paths';
import type { AppContext } from '../../../shared/config/paths';
import { confirmDialog } from '../../../shared/ui/dialogs';
import { toast } from '../../../shared/ui/feedback/toast';
import { deleteFailure, useDeleteConsignment } from '../api/delete-consignment';

/** A refusal the view shows in place: the conflict screen (which links the consignment's site), or the error. */
export type ViewDeleteRefusal = { kind: 'conflict'; siteId: string } | { kind: 'alreadyManifested' };

/**
 * Delete from View consignment: confirm, then delete the version shown. Spec 8: a conflict (M54) and a manifested
 * consignment (M56) stay on the screen, not in a toast that goes; anything else is a toast.
 */
export function useViewDelete(ctx: AppContext) {
  const navigate = useNavigate();
  const remove = useDeleteConsignment();
  const [refusal, setRefusal] = useState<ViewDeleteRefusal | null>(null);

  const confirmDelete = async (
    consignment: Pick<Consignment, 'id' | 'consignmentNo' | 'siteId'>,
    etag: string | undefined,
  ) => {
    const confirmed = await confirmDialog({
      // Spec 2.4 (E21): Confirm and Cancel, the action named in the title.
      title: `Delete consignment ${consignment.consignmentNo}?`,
      message: `Consignment ${consignment.consignmentNo} will be deleted. This cannot be undone.`,
      danger: true,
    });
    if (!confirmed) return;
    setRefusal(null);
    remove.mutate(
      { id: consignment.id, etag },
      {
        onSuccess: () => {
          toast({ type: 'success', message: `Consignment ${consignment.consignmentNo} deleted` });
          void navigate(contextPath('consignment.readyToManifest', ctx));
        },
        onError: (error) => {
          const failure = deleteFailure(error);
          if (failure.kind === 'conflict') setRefusal({ kind: 'conflict', siteId: consignment.siteId });
          else if (failure.kind === 'alreadyManifested') setRefusal(failure);
          else toast({ type: 'danger', message: failure.message });
        },
      },
    );
  };

  return { confirmDelete, deleting: remove.isPending, refusal };
}
