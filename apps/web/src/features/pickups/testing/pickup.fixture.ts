import type { Pickup, PickupService } from '@freight/contracts';
import { richmondAddress } from '../../../testing/fixtures';

/** A pickup service of a carrier, selectable, booking cut-off 14:00 and pickup cut-off 16:00. */
export const pickupService = (id: string, carrierName: string, name: string): PickupService => ({
  agreedServiceId: id,
  serviceId: `S${id}`,
  carrierId: `c-${id}`,
  name,
  carrierName,
  carrierChargeAccount: `ACC-${id}`,
  pickupBookingCutoff: '14:00',
  pickupCutoff: '16:00',
  pickupWindowMinimum: 120,
  evaluation: {},
  selectable: true,
});

/** Melbourne DC's draft outbound pickup of consignment STA000011 on 2 December, from Richmond, 9:00 for 4 hours. */
export const draftPickup: Pickup = {
  id: 'p-8',
  siteId: '1',
  type: 'outbound',
  status: 'draft',
  createdAt: '2026-12-01T00:00:00Z',
  updatedAt: '2026-12-01T00:00:00Z',
  pickupDate: '2026-12-02',
  pickupWindow: '2026-12-02T09:00:00+11:00/PT4H',
  pickupCloseTime: '13:00',
  senderTimeZone: 'Australia/Melbourne',
  pickupInstructions: null,
  reference: 'PU-9',
  sender: {
    name: 'Melbourne DC',
    address: richmondAddress,
    locality: null,
    residential: false,
    contact: { name: null, phone: null, email: null },
    addressBookEntryId: null,
    addressBookContactId: null,
  },
  freightProfile: {
    consignments: [{ id: '11', consignmentNo: 'STA000011', receiverName: 'Osborne Park Electrical' }],
    freight: [],
  },
  hasDangerousGoods: false,
  totals: { items: 3, volume: 72_000_000, weight: 7_500 },
  requests: [],
  services: [
    pickupService('7', 'Redback Logistics', 'Economy Road'),
    pickupService('4', 'Startrack', 'Road Express'),
  ],
  service: null,
  dangerousGoodsDeclaration: null,
};
