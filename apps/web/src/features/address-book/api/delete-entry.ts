import { addressBookEntryEndpoints as endpoints } from '@freight/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callEndpoint } from '../../../shared/lib/endpoint-client';
import { addressBookKeys } from './keys';

/** Spec 7: DELETE entries/{id}. */
export const deleteEntry = (id: string): Promise<void> =>
  callEndpoint(endpoints.delete, { params: { id } }).then(() => undefined);

export function useDeleteEntry() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteEntry,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: addressBookKeys.all }),
  });
}
