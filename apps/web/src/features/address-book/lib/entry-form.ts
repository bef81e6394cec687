import {
  ENTRY_NAME_MAX,
  entryPalletTransferTypes,
  formMessagesB,
  palletLenders,
  QUICK_ACCESS_CODE_MAX,
} from '@freight/contracts';
import type { Entry, EntryAttributes } from '@freight/contracts';
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
    line2: z.string().max(ADDRESS_LINE_MAX, formMessagesB.maxLength(ADDRESS_LINE_MAX)),
    locality: pickedLocalitySchema.nullable().refine((value) => value !== null, formMessagesB.required),
    residential: z.boolean(),
    preventConsolidation: z.boolean(),
    requiresDeliveryTimeSlot: z.boolean(),
    allowedPalletTypes: z.array(z.enum(palletLenders)),
    preferredTransferType: z.enum(entryPalletTransferTypes),
    hours: hoursFormSchema,
    contacts: z.array(contactFormSchema),
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
    line2: '',
    locality: null,
    residential: false,
    preventConsolidation: false,
    requiresDeliveryTimeSlot: false,
    allowedPalletTypes: [],
    preferredTransferType: 'none',
    hours: defaultHours(),
    contacts: [],
  };
}

export function entryToForm(entry: Entry): EntryForm {
  const { address } = entry.location;
  return {
    name: entry.name,
    quickAccessCode: entry.quickAccessCode ?? '',
    line1: address.line1,
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

/** Addresses never change, so a new street or locality needs a new address; otherwise the entry keeps its own. */
export function addressUnchanged(entry: Entry | undefined, form: EntryForm): entry is Entry {
  if (!entry) return false;
  const { address } = entry.location;
  return address.line1 === form.line1.trim() && address.localityId === form.locality?.id;
}
