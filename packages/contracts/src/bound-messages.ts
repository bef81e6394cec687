import { config, type core } from 'zod';
import { fieldMessages } from './field-messages';
import { formMessagesB } from './forms';

type Issue = core.$ZodRawIssue;

/** Spec 5.1's words for a length or size a schema bounds without a message of its own; undefined: Zod's. */
export function boundMessage(issue: Issue): string | undefined {
  if (issue.code !== 'too_big' && issue.code !== 'too_small') return undefined;
  const big = issue.code === 'too_big';
  const bound = Number(big ? issue.maximum : issue.minimum);
  if (issue.origin === 'string') {
    if (!big && bound === 1) return formMessagesB.required;
    return big ? formMessagesB.maxLength(bound) : formMessagesB.minLength(bound);
  }
  if (issue.origin === 'number' && issue.inclusive !== false)
    return big ? formMessagesB.maximum(bound) : formMessagesB.minimum(bound);
  if (issue.origin === 'number' && !big) return formMessagesB.greaterThan(bound);
  return undefined;
}

/** What each kind of value a schema expects is called when a value of another kind comes instead. */
const wrongKind: Record<string, string> = {
  string: fieldMessages.text,
  number: formMessagesB.number,
  int: formMessagesB.integer,
  bigint: formMessagesB.integer,
  boolean: fieldMessages.boolean,
  object: fieldMessages.object,
  array: fieldMessages.list,
};

/**
 * The form's words for a value missing or of the wrong kind where a schema gives none ("cannot be blank", "must be
 * text"), rather than Zod's ("Invalid input: expected string, received number"); undefined: Zod's.
 */
export function typeMessage(issue: Issue): string | undefined {
  if (issue.code === 'invalid_value' && issue.values.length > 0)
    return formMessagesB.oneOf(issue.values.map(String));
  if (issue.code !== 'invalid_type') return undefined;
  if (issue.input === undefined || issue.input === null) return formMessagesB.required;
  return wrongKind[issue.expected];
}

/**
 * Makes Zod say a bound in the form's words ("cannot be more than 254 characters") wherever a schema gives none,
 * rather than its own ("Too big: expected string to have <=254 characters"), and a missing value or one of the
 * wrong kind too (typeMessage). Called by the server as it starts and by the app's form layer as it loads; a
 * message a schema gives is kept.
 */
export function sayBoundsInFormWords(): void {
  config({ customError: (issue) => boundMessage(issue) ?? typeMessage(issue) });
}
