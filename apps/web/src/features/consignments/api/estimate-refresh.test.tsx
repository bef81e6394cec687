import type { ConsignmentRequest } from '@freight/contracts';
import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { queryKeys } from '../../../shared/config/query-keys';
import { installSignedInApi } from '../../../testing/fake-api';
import { Providers, testQueryClient } from '../../../testing/render';
import { savedConsignment } from '../lib/form-fixture';
import { useCreateConsignment } from './create-consignment';
import { useDeleteConsignment } from './delete-consignment';

const ESTIMATE_KEY = [...queryKeys.estimates, 'estimate', '38'];
const self = '/api/sender/v0/consignments/42';

/** A cache holding an estimate as it was read before the consignment changed. */
function cacheWithEstimate() {
  const queryClient = testQueryClient();
  queryClient.setQueryData(ESTIMATE_KEY, { id: '38', convertedConsignment: [] });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <Providers queryClient={queryClient}>{children}</Providers>
  );
  return { queryClient, wrapper };
}

// the hooks read only whether the consignment is made from an estimate; the rest goes to the fake API as it is
const requestFrom = (estimateId: string | null) =>
  ({ data: { type: 'consignments', attributes: { estimateId } } }) as unknown as ConsignmentRequest;

afterEach(() => vi.unstubAllGlobals());

describe('the estimate a consignment is made from', () => {
  it('is read again once a consignment made from it is created, and not for one made from none', async () => {
    installSignedInApi({
      'POST /api/sender/v0/consignments': () => ({
        status: 201,
        body: {
          data: savedConsignment(),
          links: { self, labels: [], connote: `${self}/connote.pdf` },
          meta: { nextSteps: [] },
        },
      }),
    });
    const { queryClient, wrapper } = cacheWithEstimate();
    const { result } = renderHook(() => useCreateConsignment(), { wrapper });
    await act(() => result.current.mutateAsync(requestFrom(null)));
    expect(queryClient.getQueryState(ESTIMATE_KEY)?.isInvalidated).toBe(false);
    await act(() => result.current.mutateAsync(requestFrom('38')));
    expect(queryClient.getQueryState(ESTIMATE_KEY)?.isInvalidated).toBe(true);
  });

  it('is read again once a consignment is deleted, as it may have listed it', async () => {
    installSignedInApi({ 'DELETE /api/sender/v0/consignments/42': () => ({ status: 204 }) });
    const { queryClient, wrapper } = cacheWithEstimate();
    const { result } = renderHook(() => useDeleteConsignment(), { wrapper });
    await act(() => result.current.mutateAsync({ id: '42', etag: '"42-1"' }));
    expect(queryClient.getQueryState(ESTIMATE_KEY)?.isInvalidated).toBe(true);
  });
});
