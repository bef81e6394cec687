import { formMessagesB } from '@freight/contracts';
import type { CarrierPreference, UpdateCarrierPreferenceRequest } from '@freight/contracts';
import { z } from 'zod';

/** Spec 5: siteId (from the screen's site), addressBookEntryId and agreedServiceId are required. */
export const policyFormSchema = z.object({
  addressBookEntry: z
    .object({ id: z.string(), name: z.string() })
    .nullable()
    .refine((value) => value !== null, formMessagesB.required),
  agreedServiceId: z
    .string()
    .nullable()
    .refine((value) => value !== null && value !== '', formMessagesB.required),
  /** One the agreed service's carrier bills for the site; null is the service's own. */
  carrierChargeAccount: z.string().max(50, formMessagesB.maxLength(50)).nullable(),
});
export type PolicyForm = z.input<typeof policyFormSchema>;

export const emptyPolicyForm = (): PolicyForm => ({
  addressBookEntry: null,
  agreedServiceId: null,
  carrierChargeAccount: null,
});

export const policyToForm = (policy: CarrierPreference): PolicyForm => ({
  addressBookEntry: { id: policy.addressBookEntryId, name: policy.addressBookEntryName },
  agreedServiceId: policy.agreedServiceId,
  carrierChargeAccount: policy.carrierChargeAccount,
});

/** The policy's fields; a blank charge account is the agreed service's own. */
export const policyFromForm = (form: PolicyForm): UpdateCarrierPreferenceRequest['data'] => ({
  addressBookEntryId: form.addressBookEntry?.id ?? '',
  agreedServiceId: form.agreedServiceId ?? '',
  carrierChargeAccount: form.carrierChargeAccount?.trim() || null,
});
