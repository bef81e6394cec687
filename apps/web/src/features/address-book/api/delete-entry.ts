import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiSend } from '../../../shared/lib/api-client';
import { addressBookKeys, ENTRIES_PATH } from './keys';

/** Spec 7: DELETE entries/{id}. */
export const deleteEntry = (id: string): Promise<void> =>
  apiSend(`${ENTRIES_PATH}/${encodeURIComponent(id)}`, { method: 'DELETE' });

export function useDeleteEntry() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteEntry,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: addressBookKeys.all }),
  });
}
