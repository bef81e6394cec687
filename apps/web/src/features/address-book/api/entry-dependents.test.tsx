import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { queryKeys } from '../../../shared/config/query-keys';
import { installSignedInApi } from '../../../testing/fake-api';
import { Providers, testQueryClient } from '../../../testing/render';
import { useDeleteEntry } from './delete-entry';

describe('a deleted address book entry', () => {
  it('makes the carrier service preferences stale, since its preference was deleted with it', async () => {
    installSignedInApi({ 'DELETE /api/address-book/v0/entries/4': () => ({ status: 204 }) });
    const queryClient = testQueryClient();
    const preferences = [...queryKeys.carrierPreferences, 'site', '1', { page: 0 }];
    queryClient.setQueryData(preferences, { data: [{ id: '2', addressBookEntryId: '4' }] });
    const wrapper = ({ children }: { children: ReactNode }) => (
      <Providers queryClient={queryClient}>{children}</Providers>
    );
    const { result } = renderHook(() => useDeleteEntry(), { wrapper });
    await act(() => result.current.mutateAsync('4'));
    expect(queryClient.getQueryState(preferences)?.isInvalidated).toBe(true);
  });
});
