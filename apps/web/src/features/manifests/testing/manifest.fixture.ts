import { endpointPath, manifestEndpoints } from '@freight/contracts';
import type { Manifest, ManifestDetail } from '@freight/contracts';

const ref = (id: string, name: string) => ({ id, name });

/** A manifest of a site as the search answers it. */
export function manifest(id: string, siteId: string): Manifest {
  return {
    id,
    created: '2026-11-20T01:00:00.000Z',
    status: 'approved',
    consignmentType: 'outbound',
    siteId,
    dispatchDate: '2026-11-20',
    manifestNumber: `M0000000${id}`,
    trackingNumber: null,
    itemQuantity: 3,
    volume: 1_000_000,
    weight: 12_000,
    consignmentCount: 2,
    organisation: ref('1', 'Demo Freight Co'),
    site: ref(siteId, `Site ${siteId}`),
    carrier: ref('9', 'Test Road Co'),
    carrierAccount: 'ACC1',
    agreedServices: [],
    senderName: 'Demo',
    dispatchAddress: {
      name: 'DC',
      line1: '1 Road',
      line2: null,
      suburb: 'Melbourne',
      state: 'VIC',
      postcode: '3000',
    },
    hasDangerousGoods: false,
    acknowledgedAt: null,
    rejection: null,
    documentUrl: endpointPath(manifestEndpoints.document, { id }),
  };
}

/** Melbourne DC's manifest mf-1 as its page answers it: Startrack, Road Express, proposed and empty. */
export const melbourneManifest: ManifestDetail = {
  ...manifest('mf-1', '1'),
  created: '2026-03-06T03:00:00Z',
  status: 'proposed',
  dispatchDate: '2026-03-06',
  manifestNumber: 'MAN000101',
  volume: 48_000_000,
  weight: 12_500,
  consignmentCount: 1,
  site: ref('1', 'Melbourne DC'),
  carrier: ref('2', 'Startrack'),
  carrierAccount: 'ST-100',
  agreedServices: [ref('4', 'Road Express')],
  senderName: 'Melbourne DC dock',
  dispatchAddress: { ...manifest('mf-1', '1').dispatchAddress, name: 'Melbourne DC', line1: '1 Main St' },
  consignments: [],
};
