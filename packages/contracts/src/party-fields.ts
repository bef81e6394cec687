import { z } from 'zod';
import { booleanField, emailField, optionalPhone, optionalText } from './fields';
import { receiverOptionFields } from './quotes';

/** A sender's or receiver's contact person as a request gives it; each optional, blank read as null. */
export const partyContactFields = {
  contactName: optionalText(100),
  contactPhone: optionalPhone(),
  contactEmail: emailField,
};

/**
 * Spec 3 (M61): what a receiver asks of the delivery, on a consignment and on the order it is made from; the
 * priced options first, then authority to leave and the special instructions.
 */
export const receiverDeliveryFields = {
  ...receiverOptionFields,
  authorityToLeave: booleanField(false),
  specialInstructions: optionalText(500),
};

/** The contact person as answered. */
export const partyContactWireFields = {
  contactName: z.string().nullable(),
  contactPhone: z.string().nullable(),
  contactEmail: z.string().nullable(),
};

/** What the receiver asks of the delivery, as answered. */
export const receiverDeliveryWireFields = {
  tailgate: z.boolean(),
  handUnload: z.boolean(),
  authorityToLeave: z.boolean(),
  specialInstructions: z.string().nullable(),
};
