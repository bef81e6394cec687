import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { installFakeApi } from '../../testing/fake-api';
import { renderWithProviders } from '../../testing/render';
import { addressKeys, useAddress } from './get-address';

const ID = '22222222-2222-4222-8222-222222222222';
const address = {
  id: ID,
  line1: '28 Hasler Rd',
  line2: null,
  locality: 'Osborne Park',
  postcode: '6017',
  subdivision: 'WA',
  countryId: 'AU',
  timeZone: 'Australia/Perth',
  from: 'estimate',
  gnafId: null,
  localityId: '6017',
};

function Locality({ id }: { id: string | null }) {
  const found = useAddress(id);
  return <p>{found.data ? `${found.data.locality} ${found.data.postcode}` : 'Loading'}</p>;
}

afterEach(() => vi.unstubAllGlobals());

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
