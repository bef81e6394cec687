import { z } from 'zod';
import { dataBody, idField, optionalText } from './fields';
import { formMessagesB } from './forms';
import { pageQuery, pagedSchema, queryText, sortQuery } from './lists';

/** Spec (document 3, 5 and 8), verbatim, and the checks it quotes no text for. */
export const carrierPreferenceMessages = {
  addressHasPreference: 'Must select an address with no preferences',
  // not quoted by the spec
  entryNotFound: 'address book entry not found on this site',
  agreedServiceNotFound: 'agreed service not available to this site',
  accountNotBilled: 'this charge account is not one the agreed service’s carrier bills for this site',
} as const;

export const CARRIER_PREFERENCE_PAGE_SIZE = 30;
export const CARRIER_PREFERENCE_MAX_PAGE_SIZE = 100;
/** Spec 7: the browser leaves the agreed service filter out for 'all'; the server reads 'all' the same way. */
export const ALL_AGREED_SERVICES = 'all';

const required = formMessagesB.required;

const policyFields = {
  addressBookEntryId: idField(),
  agreedServiceId: idField(),
  /** Defaults to the agreed service's own charge account. */
  carrierChargeAccount: optionalText(50),
};

export const createCarrierPreferenceRequestSchema = dataBody(
  z.object({ siteId: idField(), ...policyFields }, { error: required }),
);
export type CreateCarrierPreferenceRequest = z.input<typeof createCarrierPreferenceRequestSchema>;

/** Spec 7: the update leaves out siteId; a policy stays on its site. */
export const updateCarrierPreferenceRequestSchema = dataBody(z.object(policyFields, { error: required }));
export type UpdateCarrierPreferenceRequest = z.input<typeof updateCarrierPreferenceRequestSchema>;

/** Spec 3: a receiver carrier selection policy, active or inactive. */
export const carrierPreferenceSchema = z.object({
  id: z.string(),
  siteId: z.string(),
  addressBookEntryId: z.string(),
  addressBookEntryName: z.string(),
  agreedServiceId: z.string(),
  agreedServiceName: z.string(),
  carrierChargeAccount: z.string(),
  isActive: z.boolean(),
});
export type CarrierPreference = z.infer<typeof carrierPreferenceSchema>;

export const carrierPreferenceResponseSchema = z.object({ data: carrierPreferenceSchema });
export const carrierPreferenceListResponseSchema = pagedSchema(carrierPreferenceSchema);

export const carrierPreferenceSortAliases = [
  'addressBookEntryName',
  'agreedServiceName',
  'isActive',
  'created',
  'updated',
] as const;

const agreedServiceFilter = z.preprocess(
  (value) =>
    typeof value === 'string' && [ALL_AGREED_SERVICES, ''].includes(value.trim()) ? undefined : value,
  idField().optional(),
);

export const carrierPreferenceListQuerySchema = z.object({
  'filter[siteId]': idField(),
  'filter[agreedServiceId]': agreedServiceFilter,
  'filter[addressBookEntryId]': idField().optional(),
  'filter[addressBookEntryName]': queryText(100),
  sort: sortQuery(carrierPreferenceSortAliases, 'addressBookEntryName'),
  ...pageQuery(CARRIER_PREFERENCE_PAGE_SIZE, CARRIER_PREFERENCE_MAX_PAGE_SIZE),
});
