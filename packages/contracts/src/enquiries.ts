import { z } from 'zod';
import { enumField, fieldMessages, idField, optionalText } from './fields';
import { formMessagesB } from './forms';

/** Spec 3 (S07): the reasons of an enquiry, as the form offers them. */
export const enquiryReasons = [
  'POD Request',
  'Overdue',
  'Delivery ETA',
  'Partial Delivery',
  'Redirection',
  'Return to Sender',
  'Carrier Pre-Alert',
  'Redelivery',
  'Damaged Freight',
  'Nil Scan',
  'other',
] as const;
export type EnquiryReason = (typeof enquiryReasons)[number];

/** How a reason reads to people: the spec's values as they are, but `other` in Title Case among the rest. */
export const enquiryReasonLabel = (reason: EnquiryReason): string => (reason === 'other' ? 'Other' : reason);

/** Spec 3 (S06): an enquiry is about a consignment. */
export const enquiryTypes = ['consignment'] as const;

export const ENQUIRY_DESCRIPTION_MAX = 2000;
export const ENQUIRY_LINK_MAX = 2000;

export const enquiryMessages = {
  /** Spec 5 (d2): a required field reads "cannot be blank", the reason included. */
  reason: formMessagesB.required,
  descriptionForOther: 'Describe the enquiry',
  link: 'must be a web address',
  notThisConsignment: "must be the link of this consignment's view",
  lodged: 'Enquiry lodged. Customer support will contact you.',
} as const;

const linkField = z
  .string({ error: enquiryMessages.link })
  .trim()
  .max(ENQUIRY_LINK_MAX, formMessagesB.maxLength(ENQUIRY_LINK_MAX))
  .refine((value) => /^https?:\/\/[^\s]+$/.test(value), enquiryMessages.link);

/** Spec 7 (S05): POST /v0/enquiries: consignment {id, link}, type, reason and description. */
export const enquiryRequestSchema = z.object({
  data: z
    .object({
      type: enumField(enquiryTypes),
      // missing: the form's required text; anything else: the reasons it may be
      reason: enumField(enquiryReasons, enquiryMessages.reason),
      description: optionalText(ENQUIRY_DESCRIPTION_MAX),
      consignment: z.object({ id: idField(), link: linkField }, { error: fieldMessages.object }),
    })
    .superRefine((value, ctx) => {
      if (value.reason === 'other' && !value.description)
        ctx.addIssue({ code: 'custom', path: ['description'], message: enquiryMessages.descriptionForOther });
    }),
});

/** Spec 3 (S08): an enquiry as answered. */
export const enquirySchema = z.object({
  id: z.string(),
  type: z.enum(enquiryTypes),
  reason: z.enum(enquiryReasons),
  subject: z.string(),
  description: z.string().nullable(),
  consignment: z.object({ id: z.string(), link: z.string() }),
  createdAt: z.string(),
  user: z.object({ id: z.string(), fullName: z.string(), email: z.string().nullable() }),
});
export type Enquiry = z.infer<typeof enquirySchema>;

export const enquiryResponseSchema = z.object({ data: enquirySchema });
export const enquiryListResponseSchema = z.object({ data: z.array(enquirySchema) });
export type EnquiryList = z.infer<typeof enquiryListResponseSchema>;

/** Spec 7 (S04): GET /v0/enquiries is filtered by consignment.id. */
export const enquiryListQuerySchema = z.object({ 'filter[consignment.id]': idField() });

/** The subject support reads first: the reason and the consignment's number. */
export const enquirySubject = (reason: EnquiryReason, consignmentNo: string): string =>
  `${reason === 'other' ? 'Enquiry' : reason}: consignment ${consignmentNo}`;
