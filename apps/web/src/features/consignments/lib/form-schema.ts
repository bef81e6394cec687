import { formMessagesB, movementTypes, palletTransferTypes, quoteMessages } from '@freight/contracts';
import { z } from 'zod';
import { checkDangerousGoodsTransport, lineFormSchema } from '../../../shared/shipment-form/lib/line-form';
import { phoneFormField } from '../../../shared/lib/phone-field';
import { pickedEntrySchema, pickedLocalitySchema } from '../../../shared/shipment-form/lib/picked';
import { recoveryFormSchema } from '../../../shared/shipment-form/lib/recovery';
import { dispatchDateField } from '../../../shared/shipment-form/lib/dispatch-date-field';

const required = formMessagesB.required;
const DATE = /^\d{4}-\d{2}-\d{2}$/;
const TIME = /^([01]\d|2[0-3]):[0-5]\d$/;

/** How a party is given: the site's own address, an address book entry, or an address typed here. */
export const partyModes = ['site', 'entry', 'new'] as const;
export type PartyMode = (typeof partyModes)[number];

const optionalText = (max: number) => z.string().trim().max(max, formMessagesB.maxLength(max));

/** Spec 5 (M25, M26): a party needs a name and an address; a typed address needs a street and a locality. */
export const partyFormSchema = z
  .object({
    mode: z.enum(partyModes),
    entry: pickedEntrySchema.nullable(),
    name: optionalText(100),
    line1: optionalText(100),
    line2: optionalText(100),
    locality: pickedLocalitySchema.nullable(),
    /** The address already made of the typed lines, reused while they stay as they were. */
    resolved: z.object({ addressId: z.string(), signature: z.string() }).nullable(),
    residential: z.boolean(),
    contactName: optionalText(100),
    contactPhone: phoneFormField(30),
    contactEmail: z.union([z.literal(''), z.email(formMessagesB.email).max(200)]),
  })
  .superRefine((party, ctx) => {
    const need = (path: string) => ctx.addIssue({ code: 'custom', message: required, path: [path] });
    if (party.mode === 'entry' && !party.entry) need('entry');
    if (party.mode === 'new') {
      if (!party.name) need('name');
      if (!party.line1) need('line1');
      if (!party.locality) need('locality');
    }
  });
export type PartyForm = z.input<typeof partyFormSchema>;
export type PartyValues = z.output<typeof partyFormSchema>;

/** Spec 5 (M30, M32): a date range, start and end times; end after start. Off, it asks nothing. */
export const timeSlotFormSchema = z
  .object({
    enabled: z.boolean(),
    startDate: z.string(),
    endDate: z.string(),
    startTime: z.string(),
    endTime: z.string(),
    timeZone: z.string(),
  })
  .superRefine((slot, ctx) => {
    if (!slot.enabled) return;
    const check = (path: 'startDate' | 'endDate' | 'startTime' | 'endTime', pattern: RegExp, bad: string) => {
      const value = slot[path];
      if (!value) ctx.addIssue({ code: 'custom', message: required, path: [path] });
      else if (!pattern.test(value)) ctx.addIssue({ code: 'custom', message: bad, path: [path] });
    };
    check('startDate', DATE, formMessagesB.date);
    check('endDate', DATE, formMessagesB.date);
    check('startTime', TIME, formMessagesB.time);
    check('endTime', TIME, formMessagesB.time);
    if (!slot.timeZone) ctx.addIssue({ code: 'custom', message: required, path: ['timeZone'] });
    if (TIME.test(slot.startTime) && TIME.test(slot.endTime) && slot.endTime <= slot.startTime)
      ctx.addIssue({ code: 'custom', message: formMessagesB.times, path: ['endTime'] });
    if (DATE.test(slot.startDate) && DATE.test(slot.endDate) && slot.endDate < slot.startDate)
      ctx.addIssue({ code: 'custom', message: quoteMessages.endDateBeforeStart, path: ['endDate'] });
  });
export type TimeSlotForm = z.input<typeof timeSlotFormSchema>;

/** Spec 5 (M27): a consignment line also needs its description, and measures of at least 1 mm. */
const consignmentLineSchema = lineFormSchema.extend({
  description: z.string().trim().min(1, required).max(200, formMessagesB.maxLength(200)),
});

const tags = (max: number, count: number) =>
  z
    .array(z.string().trim().min(1, required).max(max, formMessagesB.maxLength(max)))
    .max(count, formMessagesB.maximum(count));

export const customFieldFormSchema = z.object({
  key: z.string(),
  label: z.string(),
  required: z.boolean(),
  value: optionalText(500),
});
export type CustomFieldForm = z.input<typeof customFieldFormSchema>;

/** What the site asks of its consignments, which the form's rules follow. */
export interface ConsignmentFormRules {
  costCentreRequired: boolean;
  /**
   * The earliest dispatch date the form takes ('YYYY-MM-DD'): the site's today for a new consignment, so freight
   * is not booked for a day gone by; an edited one may keep the earlier date it was booked with.
   */
  earliestDispatchDate?: string;
}

/** The consignment form: create and edit. */
export function consignmentFormSchema(rules: ConsignmentFormRules) {
  return z
    .object({
      type: z.enum(movementTypes),
      dispatchDate: dispatchDateField(rules.earliestDispatchDate),
      sender: partyFormSchema,
      receiver: partyFormSchema,
      receiverExtras: z.object({
        tailgate: z.boolean(),
        handUnload: z.boolean(),
        authorityToLeave: z.boolean(),
        preventConsolidation: z.boolean(),
        specialInstructions: optionalText(500),
        deliveryReferences: tags(100, 10),
      }),
      timeSlot: timeSlotFormSchema,
      references: tags(100, 10),
      costCenter: z.string().nullable(),
      customFields: z.array(customFieldFormSchema),
      pallets: z.object({
        transferType: z.enum(palletTransferTypes).nullable(),
        docketNumbers: tags(50, 20),
      }),
      lineItems: z.array(consignmentLineSchema).min(1, required),
      recovery: recoveryFormSchema,
      autoprint: z.object({ labels: z.boolean(), connotes: z.boolean() }),
      /** Who answers for the dangerous goods around the clock, printed on the DG summary. */
      emergencyContact: z.object({ name: optionalText(100), phone: optionalText(30) }),
    })
    .superRefine((form, ctx) => {
      let declarable = false;
      form.lineItems.forEach((line, lineIndex) =>
        line.dangerousGoods.forEach((entry, index) => {
          declarable ||= !entry.notifiable;
          checkDangerousGoodsTransport(entry, ctx, ['lineItems', lineIndex, 'dangerousGoods', index]);
        }),
      );
      if (declarable && !form.emergencyContact.name)
        ctx.addIssue({ code: 'custom', message: required, path: ['emergencyContact', 'name'] });
      if (declarable && !form.emergencyContact.phone)
        ctx.addIssue({ code: 'custom', message: required, path: ['emergencyContact', 'phone'] });
      if (rules.costCentreRequired && !form.costCenter)
        ctx.addIssue({ code: 'custom', message: required, path: ['costCenter'] });
      form.customFields.forEach((field, index) => {
        if (field.required && !field.value)
          ctx.addIssue({ code: 'custom', message: required, path: ['customFields', index, 'value'] });
      });
    });
}
export type ConsignmentFormSchema = ReturnType<typeof consignmentFormSchema>;
export type ConsignmentForm = z.input<ConsignmentFormSchema>;
export type ConsignmentFormValues = z.output<ConsignmentFormSchema>;
