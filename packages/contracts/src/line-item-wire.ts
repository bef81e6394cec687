import { z } from 'zod';

/** A line's item count, per-item measures (millimetres, grams) and reference, as estimates and orders answer them. */
export const lineItemWireFields = {
  quantity: z.int(),
  length: z.int(),
  width: z.int(),
  height: z.int(),
  weight: z.int(),
  reference: z.string().nullable(),
};
