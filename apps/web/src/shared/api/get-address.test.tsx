import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { installFakeApi } from '../../testing/fake-api';
import { osborneParkAddress } from '../../testing/fixtures';
import { renderWithProviders } from '../../testing/render';
import { addressKeys, useAddress } from './get-address';

const ID = '22222222-2222-4222-8222-222222222222';
const address = { ...osborneParkAddress, id: ID };

function Locality({ id }: { id: string | null }) {
  const found = useAddress(id);
  return <p>{found.data ? `${found.data.locality} ${found.data.postcode}` : 'Loading'}</p>;
}

describe('addresses read by id (H44)', () => {
  it('reads an address once for every screen that asks for it, and keeps it', async () => {
    const api = installFakeApi({
      [`GET /api/address/v0/addresses/${ID}`]: () => ({ body: { data: address } }),
    });
    const first = renderWithProviders(<Locality id={ID} />);
    expect(await screen.findByText('Osborne Park 6017')).toBeTruthy();
    first.unmount();

    // another screen, after the first has gone
    renderWithProviders(<Locality id={ID} />, first.queryClient);
    expect(await screen.findByText('Osborne Park 6017')).toBeTruthy();
    expect(api.requests.filter((r) => r.path.startsWith('/api/address/'))).toHaveLength(1);
    // never dropped from the cache while unused, nor refetched as stale
    const query = first.queryClient.getQueryCache().find({ queryKey: addressKeys.byId(ID) });
    expect(query?.gcTime).toBe(Infinity);
    expect(query?.isStale()).toBe(false);
  });

  it('asks for nothing without an id', () => {
    const api = installFakeApi({});
    renderWithProviders(<Locality id={null} />);
    expect(screen.getByText('Loading')).toBeTruthy();
    expect(api.requests).toHaveLength(0);
  });
});
