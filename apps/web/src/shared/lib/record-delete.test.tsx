import { estimateEndpoints } from '@freight/contracts';
import { act, renderHook, waitFor } from '@testing-library/react';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { installSignedInApi } from '../../testing/fake-api';
import { Providers, testQueryClient } from '../../testing/render';
import { useRecordDelete } from './record-delete';

const record = (id: string) => ['estimates', 'estimate', id] as const;
const lists = () => ['estimates', 'list'] as const;

afterEach(() => vi.unstubAllGlobals());

describe('deleting a record from its own screen', () => {
  it('does not ask for it again before the screen leaves, so "not found" never flashes', async () => {
    installSignedInApi({ 'DELETE /api/sender/v0/estimates/18': () => ({ status: 204 }) });
    const queryClient = testQueryClient();
    const read = vi.fn(async () => ({ id: '18' }));
    const wrapper = ({ children }: { children: ReactNode }) => (
      <Providers queryClient={queryClient}>{children}</Providers>
    );
    const { result, unmount } = renderHook(
      () => ({
        shown: useQuery({ queryKey: record('18'), queryFn: read }),
        remove: useRecordDelete(estimateEndpoints.delete, { record, lists }),
      }),
      { wrapper },
    );
    await waitFor(() => expect(result.current.shown.data).toEqual({ id: '18' }));
    await act(() => result.current.remove.mutateAsync('18'));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(read).toHaveBeenCalledTimes(1);
    expect(result.current.shown.isError).toBe(false);
    unmount();
    expect(queryClient.getQueryCache().find({ queryKey: record('18') })).toBeUndefined();
  });
});
