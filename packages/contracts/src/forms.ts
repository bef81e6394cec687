/** Spec 5.1: the two generic form message sets, verbatim. */

type Bound = number | string;

/** Set A: forms in the shared layer. */
export const formMessagesA = {
  required: 'Value is required',
  numeric: 'Value must be numeric',
  email: 'Value is not a valid email address',
  maxLength: (max: Bound) => `The maximum length allowed is ${max}`,
  minLength: (min: Bound) => `This field should be at least ${min} characters long`,
  minValue: (min: Bound) => `The minimum value allowed is ${min}`,
  maxValue: (max: Bound) => `The maximum value allowed is ${max}`,
  integer: 'Value is not an integer',
} as const;

/** Set B: screens built on the later form layer. Shown sentence-cased. */
export const formMessagesB = {
  required: 'cannot be blank',
  number: 'enter a valid number',
  integer: 'enter a valid number',
  email: 'must be a valid email',
  date: 'enter a valid date',
  time: 'enter a valid time',
  times: 'end time must be after start time',
  minimumDuration: (n: Bound) => `must be at least ${n} minutes`,
  range: 'must be within valid ranges',
  match: 'values must match',
  maxLength: (n: Bound) => `cannot be more than ${n} characters`,
  minLength: (n: Bound) => `cannot be less than ${n} characters`,
  maximum: (max: Bound) => `must be ${max} or less`,
  minimum: (min: Bound) => `must be ${min} or greater`,
  greaterThan: (min: Bound) => `must be greater than ${min}`,
  requiredValue: (value: Bound) => `must be ${value}`,
  dateAfter: (date: string) => `date must be after ${date}`,
  unique: 'values must be unique',
  oneOf: (list: readonly Bound[]) => `must be one of: ${list.join(', ')}`,
  decimals: (n: Bound) => `must not have more than ${n} decimal places`,
  spaces: 'cannot contain spaces',
} as const;

/** Spec 5.1: shown when an error carries no text. */
export const DEFAULT_FIELD_ERROR = 'invalid field';

/** Spec 5.1: the mark beside an optional field's label. */
export const OPTIONAL_FIELD_MARK = '(optional)';
