import { z } from 'zod';

/** An address book entry picked for a sender or receiver; its address id and zone come with it when known. */
export const pickedEntrySchema = z.object({
  id: z.string(),
  name: z.string(),
  address: z.string(),
  addressId: z.string().nullable().optional(),
  timeZone: z.string().nullable().optional(),
  /** The entry's first contact, when it was picked from the address book's list. */
  contact: z
    .object({ name: z.string(), phone: z.string().nullable(), email: z.string().nullable() })
    .nullable()
    .optional(),
  /** The entry takes deliveries only in a booked time slot, when it was picked from the address book's list. */
  requiresDeliveryTimeSlot: z.boolean().optional(),
});
export type PickedEntry = z.infer<typeof pickedEntrySchema>;

/** A locality picked from the suggestions. */
export const pickedLocalitySchema = z.object({
  id: z.string(),
  label: z.string(),
  timeZone: z.string().nullable().optional(),
});
export type PickedLocality = z.infer<typeof pickedLocalitySchema>;
