import { formMessagesB, movementTypes } from '@freight/contracts';
import { z } from 'zod';
import { dispatchDateField } from '../../../shared/shipment-form/lib/dispatch-date-field';
import { lineFormSchema } from '../../../shared/shipment-form/lib/line-form';
import { pickedEntrySchema, pickedLocalitySchema } from '../../../shared/shipment-form/lib/picked';
import { recoveryFormSchema } from '../../../shared/shipment-form/lib/recovery';

const required = formMessagesB.required;

/** How a sender or receiver is given: the site's own address, an address book entry, or a suburb only. */
export const locationModes = ['site', 'entry', 'locality'] as const;
export type LocationMode = (typeof locationModes)[number];

export const locationFormSchema = z
  .object({
    mode: z.enum(locationModes),
    entry: pickedEntrySchema.nullable(),
    locality: pickedLocalitySchema.nullable(),
    residential: z.boolean(),
  })
  .superRefine((location, ctx) => {
    if (location.mode === 'entry' && !location.entry)
      ctx.addIssue({ code: 'custom', message: required, path: ['entry'] });
    if (location.mode === 'locality' && !location.locality)
      ctx.addIssue({ code: 'custom', message: required, path: ['locality'] });
  });
export type LocationForm = z.input<typeof locationFormSchema>;

export const estimateFormSchema = z.object({
  dispatchDate: dispatchDateField(undefined),
  type: z.enum(movementTypes),
  sender: locationFormSchema,
  receiver: locationFormSchema,
  receiverOptions: z.object({
    authorityToLeave: z.boolean(),
    deliveryTimeslotRequired: z.boolean(),
    tailgate: z.boolean(),
    handUnload: z.boolean(),
  }),
  references: z
    .array(z.string().trim().min(1, required).max(100, formMessagesB.maxLength(100)))
    .max(10, formMessagesB.maximum(10)),
  lineItems: z.array(lineFormSchema).min(1, required),
  recovery: recoveryFormSchema,
});
export type EstimateForm = z.input<typeof estimateFormSchema>;
export type EstimateFormValues = z.output<typeof estimateFormSchema>;

/**
 * The form as it checks an estimate: no dispatch date before `earliest`, the site's today for a new estimate (a
 * quote for a day gone by prices nothing a carrier will carry); a saved one may keep the earlier date it was priced
 * for.
 */
export const estimateFormSchemaFrom = (earliest: string) =>
  estimateFormSchema.extend({ dispatchDate: dispatchDateField(earliest) });
