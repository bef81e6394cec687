import type { Address, EntryPalletTransferType, OperatingHours, PalletLender } from '@freight/contracts';
import { formatAddress } from '../addresses';
import type { NewEntryRow } from './entries.repository';
import { addressKeyOf, searchTextOf } from './entry-text';

/** What an entry says of itself, apart from its site and address. */
export interface EntryValues {
  name: string;
  quickAccessCode: string | null;
  line2: string | null;
  residential: boolean;
  preventConsolidation: boolean;
  requiresDeliveryTimeSlot: boolean;
  allowedPalletTypes: PalletLender[];
  preferredTransferType: EntryPalletTransferType;
  operatingHours: OperatingHours | null;
}

/**
 * The row an entry becomes on its address: the address's text, key and search text worked out here, so the
 * form and the import write the same columns the same way.
 */
export function entryRowOf(siteId: number, values: EntryValues, address: Address): NewEntryRow {
  const addressText = formatAddress(address);
  return {
    siteId,
    name: values.name,
    quickAccessCode: values.quickAccessCode,
    addressId: address.id,
    line2: values.line2,
    residential: values.residential,
    preventConsolidation: values.preventConsolidation,
    requiresDeliveryTimeSlot: values.requiresDeliveryTimeSlot,
    allowedPalletTypes: values.allowedPalletTypes,
    preferredTransferType: values.preferredTransferType === 'none' ? null : values.preferredTransferType,
    // spec 3: a residential location keeps no operating hours
    operatingHours: values.residential ? null : values.operatingHours,
    addressText,
    locality: address.locality,
    postcode: address.postcode,
    addressKey: addressKeyOf(address),
    searchText: searchTextOf({
      name: values.name,
      line2: values.line2,
      addressText,
      quickAccessCode: values.quickAccessCode,
    }),
  };
}
