import { formMessagesB } from '@freight/contracts';
import { validatePhone } from '@freight/rules';
import { z } from 'zod';

/**
 * Spec 5.2: an optional phone number typed in a form (a contact's, a party's, a pickup's), trimmed and at most
 * `max` long, checked with the phone rules on the number as typed, as the server checks it. Blank is valid.
 */
export function phoneFormField(max = 30) {
  return z
    .string()
    .trim()
    .max(max, formMessagesB.maxLength(max))
    .superRefine((phone, ctx) => {
      const problem = validatePhone(phone);
      if (problem) ctx.addIssue({ code: 'custom', message: problem });
    });
}
