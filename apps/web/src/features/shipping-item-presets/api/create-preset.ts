import { z } from 'zod';
import type { CreateShippingItemPresetRequest } from '@freight/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { presetCall } from './expect-status';
import { presetKeys, PRESETS_PATH } from './keys';

const createdSchema = z.object({ data: z.object({ id: z.string() }) });

/** Spec 7: POST /shipping-item-presets expects 201 and reads the new id from data.id. */
export async function createPreset(attributes: CreateShippingItemPresetRequest['data']): Promise<string> {
  const answer = await presetCall(PRESETS_PATH, 201, createdSchema, {
    method: 'POST',
    body: { data: attributes },
  });
  return answer?.data.id ?? '';
}

export function useCreatePreset() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createPreset,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: presetKeys.all }),
  });
}
