import { z } from 'zod';
import { fieldMessages } from './field-messages';
import { formMessagesB } from './forms';
import { packagingTypeNames } from './packaging-types';
import { validatePhone } from './phone';

export { fieldMessages };

const INT_MAX = 2_147_483_647;

/** Whether typed text names a record id the API takes: digits only, from 1 to the largest id (idField's rule). */
export const isRecordIdText = (text: string) =>
  /^\d{1,10}$/.test(text) && Number(text) >= 1 && Number(text) <= INT_MAX;

const isMissing = (input: unknown) => input === undefined || input === null;

/** A message for a missing value, and another for a value of the wrong kind. */
export const messageFor = (required: string, wrongType: string) => (issue: { input?: unknown }) =>
  isMissing(issue.input) ? required : wrongType;

/** A request body of `{ data: attributes }`: a missing body gives the required message, any other not an object. */
export function dataBody<T extends z.ZodType>(attributes: T, required: string = formMessagesB.required) {
  return z.object({ data: attributes }, { error: messageFor(required, fieldMessages.object) });
}

/** A required text, trimmed; missing or blank gives the required message. */
export function requiredText(max: number, required: string = formMessagesB.required) {
  return z
    .string({ error: messageFor(required, fieldMessages.text) })
    .trim()
    .min(1, required)
    .max(max, formMessagesB.maxLength(max));
}

/** A text, trimmed, of at most `max` characters; blank is allowed. */
export function trimmedText(max: number) {
  return z.string({ error: fieldMessages.text }).trim().max(max, formMessagesB.maxLength(max));
}

/** An optional text, trimmed; absent, null or blank all become null. */
export function optionalText(max: number) {
  return trimmedText(max)
    .nullish()
    .transform((value) => (value ? value : null));
}

/**
 * Spec 5.2: an optional phone number, trimmed; absent, null or blank become null. A number breaking the phone
 * rules gives the spec's message on this field. Kept as typed: the rules strip spaces and brackets themselves.
 */
export function optionalPhone(max = 30) {
  return optionalText(max).superRefine((value, ctx) => {
    const problem = validatePhone(value);
    if (problem) ctx.addIssue({ code: 'custom', message: problem });
  });
}

/** A code typed by hand: no spaces anywhere (spec 5.1, the spaces rule). */
export function codeText(max: number, required: string = formMessagesB.required) {
  return z
    .string({ error: messageFor(required, fieldMessages.text) })
    .min(1, required)
    .max(max, formMessagesB.maxLength(max))
    .regex(/^\S+$/, formMessagesB.spaces);
}

/** One of `values`; anything else names them (G26), and a missing value says `required` when it is given. */
export function enumField<const T extends readonly [string, ...string[]]>(values: T, required?: string) {
  const notOne = formMessagesB.oneOf(values);
  return z.enum(values, { error: required === undefined ? notOne : messageFor(required, notOne) });
}

/** One of `values`, or absent or null, which become null. */
export function optionalEnumField<const T extends readonly [string, ...string[]]>(values: T) {
  return orNull(enumField(values));
}

/** `schema`, or absent or null: both read as null. */
export function orNull<T extends z.ZodType>(schema: T) {
  return schema.nullish().transform((value) => value ?? null);
}

/** A whole number from `min` to `max`. */
export function intField(min: number, max: number) {
  return z
    .int({ error: formMessagesB.number })
    .min(min, formMessagesB.minimum(min))
    .max(max, formMessagesB.maximum(max));
}

export function booleanField(defaultValue: boolean) {
  return z.boolean({ error: fieldMessages.boolean }).default(defaultValue);
}

/**
 * A record id: ids are strings on the wire; a body may also carry the number. Parsed to a number that fits
 * the database's integer, so an out-of-range id is a validation error rather than a database failure.
 */
export function idField(required: string = formMessagesB.required) {
  return z.preprocess(
    (value) => (typeof value === 'string' && /^\d{1,10}$/.test(value) ? Number(value) : value),
    z
      .int({ error: messageFor(required, fieldMessages.id) })
      .min(1, fieldMessages.id)
      .max(INT_MAX, fieldMessages.id),
  );
}

/** A record id that may be left out; absent or null is null. */
export function optionalIdField() {
  return orNull(idField());
}

/** A record id in a URL path. */
export const idParamSchema = z.object({ id: idField() });

/** A whole-number measure on the wire (millimetres or grams); fractions are rounded by the server. */
export function measureField(max: number, required: string = formMessagesB.required) {
  return z
    .number({ error: messageFor(required, formMessagesB.number) })
    .min(1, formMessagesB.minimum(1))
    .max(max, formMessagesB.maximum(max));
}

/** A whole-number measure of a line item (spec 3: rounded), required. */
export function roundedMeasure(min: number, max: number) {
  return z
    .number({ error: messageFor(formMessagesB.required, formMessagesB.number) })
    .transform((value) => Math.round(value))
    .pipe(z.number().min(min, formMessagesB.minimum(min)).max(max, formMessagesB.maximum(max)));
}

/** Spec 3, 5: a line's packaging type, required; blank counts as missing. */
export const linePackagingTypeField = z.enum(packagingTypeNames, {
  error: (issue) =>
    isMissing(issue.input) || issue.input === ''
      ? formMessagesB.required
      : formMessagesB.oneOf(packagingTypeNames),
});

/** An optional list of at most `max` items; absent or null is the empty list. */
export function optionalList<T extends z.ZodType>(item: T, max: number) {
  return z
    .array(item, { error: fieldMessages.list })
    .max(max, formMessagesB.maximum(max))
    .nullish()
    .transform((value) => value ?? []);
}

/** An optional list of at most `count` texts, each trimmed, not blank and at most `max` long. */
export function textList(max: number, count: number) {
  const text = z
    .string({ error: fieldMessages.text })
    .trim()
    .min(1, formMessagesB.required)
    .max(max, formMessagesB.maxLength(max));
  return optionalList(text, count);
}

/** Spec 3, 9: a time of day, HH:MM on a 24-hour clock. */
export const TIME_OF_DAY = /^([01]\d|2[0-3]):[0-5]\d$/;
export const timeOfDayField = z
  .string({ error: messageFor(formMessagesB.required, formMessagesB.time) })
  .regex(TIME_OF_DAY, formMessagesB.time);

export const emailField = z
  .string({ error: formMessagesB.email })
  .trim()
  .max(254, formMessagesB.maxLength(254))
  .nullish()
  .transform((value) => (value ? value : null))
  .refine((value) => value === null || z.email().safeParse(value).success, formMessagesB.email);
