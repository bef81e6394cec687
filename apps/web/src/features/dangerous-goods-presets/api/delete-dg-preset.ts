import { dangerousGoodsPresetEndpoints as endpoints } from '@freight/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callEndpoint } from '../../../shared/lib/endpoint-client';
import { dgPresetKeys } from './keys';

/** Spec 7: DELETE /dangerous-goods/presets/{id}. */
export const deleteDgPreset = (id: string): Promise<void> =>
  callEndpoint(endpoints.delete, { params: { id } }).then(() => undefined);

export function useDeleteDgPreset() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteDgPreset,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: dgPresetKeys.all }),
  });
}
