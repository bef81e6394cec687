import { z } from 'zod';
import { fieldMessages, idField } from './fields';
import { formMessagesB } from './forms';

/** Most consignments one combined label PDF takes: a day's freight of a busy site, made in seconds. */
export const LABEL_SET_MAX_CONSIGNMENTS = 200;
/** Most labels (items) it takes, so a few consignments of hundreds of items each cannot make a huge job. */
export const LABEL_SET_MAX_LABELS = 2000;

/** Product-own texts of combined labels; the spec quotes none for these. */
export const labelSetMessages = {
  tooManyLabels: (labels: number) =>
    `These consignments have ${labels} labels; at most ${LABEL_SET_MAX_LABELS} can be printed at once`,
  tooManyConsignments: `must name at most ${LABEL_SET_MAX_CONSIGNMENTS} consignments`,
  notFound: 'is not a consignment you can print',
  noItems: 'has no items to label',
} as const;

/** The labels of many consignments as one PDF: the consignments, in the order their labels are printed. */
export const labelSetRequestSchema = z.object({
  data: z.object({
    consignmentIds: z
      .array(idField(), { error: fieldMessages.list })
      .min(1, formMessagesB.required)
      .max(LABEL_SET_MAX_CONSIGNMENTS, labelSetMessages.tooManyConsignments),
  }),
});

/** 202: the PDF is being made; HEAD `url` answers 202 until it is ready, then 200, and GET sends it. */
export const labelSetResponseSchema = z.object({
  data: z.object({
    documentId: z.string(),
    url: z.string(),
    consignments: z.number(),
    labels: z.number(),
  }),
});
export type LabelSetResponse = z.output<typeof labelSetResponseSchema>;
