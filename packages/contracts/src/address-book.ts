import { z } from 'zod';
import { addressSchema } from './addresses';
import {
  booleanField,
  codeText,
  emailField,
  enumField,
  fieldMessages,
  idField,
  optionalPhone,
  optionalText,
  orNull,
  requiredText,
  TIME_OF_DAY,
  timeOfDayField,
} from './fields';
import { formMessagesB } from './forms';
import {
  highlightQuery,
  MAX_OFFSET,
  pagedSchema,
  queryBoolean,
  queryInt,
  queryText,
  sortQuery,
} from './lists';

/** Spec (document 3, 5), verbatim, and the address book's own rules the spec quotes no text for. */
export const addressBookMessages = {
  duplicatesAddressIdRequired: 'addressBook location.address.id is required',
  // not quoted by the spec
  addressNotFound: 'address not found',
  operatingHoursResidential: 'operating hours are not kept for residential locations',
  siteCannotChange: 'an entry cannot move to another site',
  codeExists: 'Code already exists, try a different one',
} as const;

export const ADDRESS_BOOK_PAGE_SIZE = 30;
export const ADDRESS_BOOK_MAX_PAGE_SIZE = 100;

/** Spec 3: pallet lenders, and who the pallets go to; 'none' means no preference. */
export const palletLenders = ['chep', 'loscam', 'other'] as const;
export type PalletLender = (typeof palletLenders)[number];
export const entryPalletTransferTypes = ['carrier', 'receiver', 'unknown', 'none'] as const;
export type EntryPalletTransferType = (typeof entryPalletTransferTypes)[number];

export const weekDays = [
  'monday',
  'tuesday',
  'wednesday',
  'thursday',
  'friday',
  'saturday',
  'sunday',
] as const;
export type WeekDay = (typeof weekDays)[number];

/** One day's hours; close must be after open. Comparing HH:MM strings compares the times. */
export const operatingDaySchema = z
  .object({ open: timeOfDayField, close: timeOfDayField }, { error: fieldMessages.object })
  // only two valid times are compared; an invalid one already has its own message
  .refine((day) => !(TIME_OF_DAY.test(day.open) && TIME_OF_DAY.test(day.close)) || day.close > day.open, {
    message: formMessagesB.times,
    path: ['close'],
  });
export type OperatingDay = z.infer<typeof operatingDaySchema>;

/** Spec 3: hours per day, null for a closed day; a day left out is closed. */
export const operatingHoursSchema = z.object(
  {
    differentEachDay: booleanField(false),
    operatingDays: z
      .object(
        Object.fromEntries(weekDays.map((day) => [day, operatingDaySchema.nullish()])) as Record<
          WeekDay,
          z.ZodOptional<z.ZodNullable<typeof operatingDaySchema>>
        >,
        { error: fieldMessages.object },
      )
      .transform(
        (days) =>
          Object.fromEntries(weekDays.map((day) => [day, days[day] ?? null])) as Record<
            WeekDay,
            OperatingDay | null
          >,
      ),
  },
  { error: fieldMessages.object },
);
export type OperatingHours = z.output<typeof operatingHoursSchema>;

export const palletsSchema = z.object(
  {
    allowedPalletTypes: z
      .array(enumField(palletLenders), { error: fieldMessages.list })
      .refine((types) => new Set(types).size === types.length, formMessagesB.unique)
      .default([]),
    preferredTransferType: enumField(entryPalletTransferTypes).default('none'),
  },
  { error: fieldMessages.object },
);
export type Pallets = z.output<typeof palletsSchema>;

const locationInput = z.object(
  {
    address: z.object(
      { id: z.string({ error: formMessagesB.required }).trim().min(1, formMessagesB.required).max(100) },
      { error: formMessagesB.required },
    ),
    line2: optionalText(100),
    residential: booleanField(false),
  },
  { error: formMessagesB.required },
);

export const ENTRY_NAME_MAX = 100;
export const QUICK_ACCESS_CODE_MAX = 20;

export const entryAttributesSchema = z
  .object(
    {
      siteId: idField(),
      name: requiredText(ENTRY_NAME_MAX),
      quickAccessCode: orNull(codeText(QUICK_ACCESS_CODE_MAX)),
      location: locationInput,
      preventConsolidation: booleanField(false),
      requiresDeliveryTimeSlot: booleanField(false),
      pallets: palletsSchema.default({ allowedPalletTypes: [], preferredTransferType: 'none' }),
      operatingHours: orNull(operatingHoursSchema),
    },
    { error: formMessagesB.required },
  )
  // Spec 3: a residential location has no operating hours.
  .refine((entry) => !(entry.location.residential && entry.operatingHours), {
    message: addressBookMessages.operatingHoursResidential,
    path: ['operatingHours'],
  });
export type EntryAttributes = z.input<typeof entryAttributesSchema>;

const dataOf = <T extends z.ZodType>(type: string, attributes: T) =>
  z.object(
    {
      data: z.object(
        {
          type: z.literal(type, {
            error: (issue) =>
              issue.input === undefined ? formMessagesB.required : formMessagesB.oneOf([type]),
          }),
          attributes,
        },
        { error: formMessagesB.required },
      ),
    },
    { error: formMessagesB.required },
  );

export const entryRequestSchema = dataOf('entries', entryAttributesSchema);

/** Spec 7: the duplicates check, with siteId, name and location; location.address.id has its own message. */
export const duplicatesRequestSchema = dataOf(
  'entries',
  z.object(
    {
      siteId: idField(),
      name: requiredText(ENTRY_NAME_MAX),
      location: z.object(
        {
          address: z.object(
            {
              id: z
                .string({ error: addressBookMessages.duplicatesAddressIdRequired })
                .trim()
                .min(1, addressBookMessages.duplicatesAddressIdRequired)
                .max(100),
            },
            { error: addressBookMessages.duplicatesAddressIdRequired },
          ),
          line2: optionalText(100),
          residential: booleanField(false),
        },
        { error: addressBookMessages.duplicatesAddressIdRequired },
      ),
    },
    { error: formMessagesB.required },
  ),
);
export type DuplicatesRequest = z.input<typeof duplicatesRequestSchema>;

export const contactAttributesSchema = z.object(
  {
    name: requiredText(100),
    phone: optionalPhone(),
    email: emailField,
    deliveryInstructions: z
      .object(
        {
          specialInstructions: optionalText(500),
          authorityToLeave: booleanField(false),
        },
        { error: fieldMessages.object },
      )
      .default({ specialInstructions: null, authorityToLeave: false }),
  },
  { error: formMessagesB.required },
);
export type ContactAttributes = z.input<typeof contactAttributesSchema>;
export const contactRequestSchema = dataOf('contacts', contactAttributesSchema);

export const contactSchema = z.object({
  id: z.string(),
  name: z.string(),
  phone: z.string().nullable(),
  email: z.string().nullable(),
  deliveryInstructions: z.object({
    specialInstructions: z.string().nullable(),
    authorityToLeave: z.boolean(),
  }),
});
export type Contact = z.infer<typeof contactSchema>;

export const entrySchema = z.object({
  id: z.string(),
  siteId: z.string(),
  name: z.string(),
  quickAccessCode: z.string().nullable(),
  location: z.object({ address: addressSchema, line2: z.string().nullable(), residential: z.boolean() }),
  preventConsolidation: z.boolean(),
  requiresDeliveryTimeSlot: z.boolean(),
  pallets: z.object({
    allowedPalletTypes: z.array(z.enum(palletLenders)),
    preferredTransferType: z.enum(entryPalletTransferTypes),
  }),
  operatingHours: z
    .object({
      differentEachDay: z.boolean(),
      operatingDays: z.record(z.enum(weekDays), z.object({ open: z.string(), close: z.string() }).nullable()),
    })
    .nullable(),
  contactSuggestions: z.array(contactSchema),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Entry = z.infer<typeof entrySchema>;

/** Spec 3: a list item adds the search highlights of name, line2, address and quickAccessCode. */
export const entryHighlightSchema = z.object({
  name: z.string(),
  line2: z.string().nullable(),
  address: z.string(),
  quickAccessCode: z.string().nullable(),
});
export const entryListItemSchema = entrySchema.extend({ highlight: entryHighlightSchema.optional() });
export type EntryListItem = z.infer<typeof entryListItemSchema>;

export const entryResponseSchema = z.object({ data: entrySchema });
export const entryListResponseSchema = pagedSchema(entryListItemSchema);
export type EntryListResponse = z.infer<typeof entryListResponseSchema>;
export const contactResponseSchema = z.object({ data: contactSchema });

export const entrySortAliases = [
  'name',
  'quickAccessCode',
  'locality',
  'postcode',
  'created',
  'updated',
] as const;
export const ENTRY_DEFAULT_SORT = 'name';

/** Spec 7: the address book pages by plain `limit` and `offset`. */
const entryPageQuery = {
  limit: queryInt(1, ADDRESS_BOOK_MAX_PAGE_SIZE, ADDRESS_BOOK_PAGE_SIZE),
  offset: queryInt(0, MAX_OFFSET, 0),
};

/** Spec 7: limit, offset, sort, filters, search and the highlight markers. */
export const entryListQuerySchema = z.object({
  'filter[siteId]': idField(),
  'filter[residential]': queryBoolean,
  'filter[quickAccessCode]': queryText(QUICK_ACCESS_CODE_MAX),
  search: queryText(200),
  sort: sortQuery(entrySortAliases, ENTRY_DEFAULT_SORT),
  ...entryPageQuery,
  ...highlightQuery,
});

export const contactParamsSchema = z.object({ id: idField(), contactId: idField() });

/** Spec 7 (H21): the page of duplicates asked for; the body carries the entry's name and address. */
export const duplicatesQuerySchema = z.object(entryPageQuery);
export const duplicatesResponseSchema = pagedSchema(entrySchema);
