import { formMessagesB } from '@freight/contracts';
import { addDays } from '@freight/rules';
import { z } from 'zod';
import { formatDay } from '../../lib/display-format';

const DATE = /^\d{4}-\d{2}-\d{2}$/;

/**
 * A dispatch date, and none before `earliest` when given ('YYYY-MM-DD'): the site's today for new freight, so it is
 * not booked or quoted for a day gone by. Checked on the field, so it shows with the form's other faults.
 */
export const dispatchDateField = (earliest: string | undefined) =>
  z
    .string()
    .min(1, formMessagesB.required)
    .regex(DATE, formMessagesB.date)
    .refine(
      (date) => !earliest || date >= earliest,
      earliest ? formMessagesB.dateAfter(formatDay(addDays(earliest, -1))) : formMessagesB.date,
    );
