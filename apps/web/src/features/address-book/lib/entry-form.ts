import {
  ENTRY_NAME_MAX,
  entryPalletTransferTypes,
  formMessagesB,
  palletLenders,
  QUICK_ACCESS_CODE_MAX,
} from '@freight/contracts';
import type { Address, Entry, EntryAttributes } from '@freight/contracts';
import { z } from 'zod';
import { contactFormSchema, contactToForm } from './contact-form';
import { checkHours, defaultHours, hoursFormSchema, hoursFromForm, hoursToForm } from './opening-hours';

const ADDRESS_LINE_MAX = 100;

/** A locality picked from the suggestions; the label is what the picker shows. */
export const pickedLocalitySchema = z.object({ id: z.string(), label: z.string() });
export type PickedLocality = z.infer<typeof pickedLocalitySchema>;

export const entryFormSchema = z
  .object({
    name: z
      .string()
      .trim()
      .min(1, formMessagesB.required)
      .max(ENTRY_NAME_MAX, formMessagesB.maxLength(ENTRY_NAME_MAX)),
    quickAccessCode: z
      .string()
      .max(QUICK_ACCESS_CODE_MAX, formMessagesB.maxLength(QUICK_ACCESS_CODE_MAX))
      .regex(/^\S*$/, formMessagesB.spaces),
    line1: z
      .string()
      .trim()
      .min(1, formMessagesB.required)
      .max(ADDRESS_LINE_MAX, formMessagesB.maxLength(ADDRESS_LINE_MAX)),
    /** The address's own second line (unit, level, building), part of the address the entry is at. */
    addressLine2: z.string().max(ADDRESS_LINE_MAX, formMessagesB.maxLength(ADDRESS_LINE_MAX)),
    /** The entry's own second line (dock, gate, department), kept on its location, not its address. */
    line2: z.string().max(ADDRESS_LINE_MAX, formMessagesB.maxLength(ADDRESS_LINE_MAX)),
    locality: pickedLocalitySchema.nullable().refine((value) => value !== null, formMessagesB.required),
    residential: z.boolean(),
    preventConsolidation: z.boolean(),
    requiresDeliveryTimeSlot: z.boolean(),
    allowedPalletTypes: z.array(z.enum(palletLenders)),
    preferredTransferType: z.enum(entryPalletTransferTypes),
    hours: hoursFormSchema,
    contacts: z.array(contactFormSchema),
    /** An address already made (found by verification, or saved earlier), used while the fields still match it. */
    madeAddress: z.custom<Address>().nullable(),
  })
  .superRefine((form, ctx) => {
    // spec 3: a residential location keeps no hours, so its hidden editor is not checked
    if (!form.residential) checkHours(form.hours, ['hours'], ctx);
  });
export type EntryForm = z.input<typeof entryFormSchema>;

export function emptyEntryForm(): EntryForm {
  return {
    name: '',
    quickAccessCode: '',
    line1: '',
    addressLine2: '',
    line2: '',
    locality: null,
    residential: false,
    preventConsolidation: false,
    requiresDeliveryTimeSlot: false,
    allowedPalletTypes: [],
    preferredTransferType: 'none',
    hours: defaultHours(),
    contacts: [],
    madeAddress: null,
  };
}

export function entryToForm(entry: Entry): EntryForm {
  const { address } = entry.location;
  return {
    name: entry.name,
    quickAccessCode: entry.quickAccessCode ?? '',
    line1: address.line1,
    addressLine2: address.line2 ?? '',
    line2: entry.location.line2 ?? '',
    locality: {
      id: address.localityId,
      label: `${address.locality} ${address.subdivision} ${address.postcode}`,
    },
    residential: entry.location.residential,
    preventConsolidation: entry.preventConsolidation,
    requiresDeliveryTimeSlot: entry.requiresDeliveryTimeSlot,
    allowedPalletTypes: entry.pallets.allowedPalletTypes,
    preferredTransferType: entry.pallets.preferredTransferType,
    hours: hoursToForm(entry.operatingHours),
    contacts: entry.contactSuggestions.map(contactToForm),
    madeAddress: address,
  };
}

/** Spec 7: the entry's attributes, on an address already made from the form's street and locality. */
export function entryAttributesFromForm(form: EntryForm, siteId: string, addressId: string): EntryAttributes {
  return {
    siteId,
    name: form.name.trim(),
    quickAccessCode: form.quickAccessCode ? form.quickAccessCode : null,
    location: { address: { id: addressId }, line2: form.line2.trim() || null, residential: form.residential },
    preventConsolidation: form.preventConsolidation,
    requiresDeliveryTimeSlot: form.requiresDeliveryTimeSlot,
    pallets: {
      allowedPalletTypes: form.allowedPalletTypes,
      preferredTransferType: form.preferredTransferType,
    },
    operatingHours: hoursFromForm(form.hours, form.residential),
  };
}

/** The label a locality picker shows for an address's locality: 'Richmond VIC 3121'. */
export const localityLabelOf = (address: Address): string =>
  `${address.locality} ${address.subdivision} ${address.postcode}`;

/** True when the form's street, second line and locality are those of the address. */
export function addressMatchesForm(
  address: Address,
  form: Pick<EntryForm, 'line1' | 'addressLine2' | 'locality'>,
): boolean {
  return (
    address.line1 === form.line1.trim() &&
    (address.line2 ?? '') === form.addressLine2.trim() &&
    address.localityId === form.locality?.id
  );
}

/**
 * Addresses never change, so a new street, second line or locality needs a new address; otherwise the form keeps
 * the one it holds (the entry's own, or one found by verification). Null when a new address must be made.
 */
export function heldAddressId(entry: Entry | undefined, form: EntryForm): string | null {
  if (form.madeAddress && addressMatchesForm(form.madeAddress, form)) return form.madeAddress.id;
  if (entry && addressMatchesForm(entry.location.address, form)) return entry.location.address.id;
  return null;
}
