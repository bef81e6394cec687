import type { Consignment } from '@freight/contracts';
import { noDeliveryOptions, party, savedConsignment } from '../../../testing/consignment-fixture';
import { osborneParkAddress, richmondAddress } from '../../../testing/fixtures';

/** Test data: consignment 11, inbound to Melbourne DC from the address book's Sydney Road Textiles (entry 17). */
export const inboundConsignment: Consignment = savedConsignment({
  id: '11',
  version: '"11-1"',
  consignmentNo: 'MAL000000011',
  type: 'inbound',
  references: [],
  sender: {
    ...party,
    name: 'Sydney Road Textiles',
    addressId: osborneParkAddress.id,
    address: osborneParkAddress,
    addressBookEntryId: '17',
    contactName: 'Priya',
    contactPhone: '0398765432',
  },
  receiver: {
    ...party,
    name: 'Melbourne DC',
    addressId: richmondAddress.id,
    address: richmondAddress,
    addressBookEntryId: null,
    ...noDeliveryOptions,
  },
  costCenter: null,
  lineItems: [],
  quoteId: null,
  dangerousGoodsDeclaration: { excludesDangerousGoods: true, emergencyContact: null },
  customFields: {},
  autoprint: { connotes: { enabled: false }, labels: { enabled: false } },
  itemQuantity: 0,
  volume: 0,
  weight: 0,
});
