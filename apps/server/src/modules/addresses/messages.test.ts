import { describe, expect, it } from 'vitest';
import {
  addressBookMessages,
  addressMessages,
  carrierPreferenceMessages,
  DANGEROUS_GOODS_PRESET_DEFAULT_SORT,
  DANGEROUS_GOODS_PRESET_PAGE_SIZE,
  ADDRESS_BOOK_PAGE_SIZE,
  HIGHLIGHT_START,
  HIGHLIGHT_STOP,
  LOCALITY_SUGGESTION_LIMIT,
  SHIPPING_ITEM_PRESET_LOOKUP_LIMIT,
  shippingItemPresetMessages,
} from '@freight/contracts';

/** The spec's words for these areas (document 3, sections 5, 7, 8 and 9; document 2, section 5), verbatim. */
describe('quoted messages and constants', () => {
  it('of addresses', () => {
    expect(addressMessages.addressIdRequired).toBe('addressID is required to resolve an address');
    expect(addressMessages.suggestionIdRequired).toBe('Suggestion ID not provided');
    expect(addressMessages.estimateInvalid).toBe('Estimate invalid');
    expect(addressMessages.estimateNotProvided).toBe('Estimate not provided');
    expect(addressMessages.locationFieldRequired('postcode')).toBe('Location postcode is required');
    expect(LOCALITY_SUGGESTION_LIMIT).toBe(20);
  });

  it('of the address book', () => {
    expect(addressBookMessages.duplicatesAddressIdRequired).toBe(
      'addressBook location.address.id is required',
    );
    expect([HIGHLIGHT_START, HIGHLIGHT_STOP]).toEqual(['{{', '}}']);
    expect(ADDRESS_BOOK_PAGE_SIZE).toBe(30);
  });

  it('of presets and policies', () => {
    expect(shippingItemPresetMessages.required('siteId')).toBe('siteId is required');
    expect(shippingItemPresetMessages.invalidPackagingType('Box')).toBe('Box is not a valid packagingType');
    expect(shippingItemPresetMessages.codeExists).toBe('Code already exists, try a different one');
    expect(SHIPPING_ITEM_PRESET_LOOKUP_LIMIT).toBe(9000);
    expect([DANGEROUS_GOODS_PRESET_DEFAULT_SORT, DANGEROUS_GOODS_PRESET_PAGE_SIZE]).toEqual([
      '-unNumber',
      30,
    ]);
    expect(carrierPreferenceMessages.addressHasPreference).toBe('Must select an address with no preferences');
  });
});
