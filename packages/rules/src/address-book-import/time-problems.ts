import { formMessagesB, TIME_OF_DAY } from '@freight/contracts';

/** The first problem of one time, or of the pair (close must be after open, spec 5). */
export function timeProblems(from: string, to: string): { from?: string; to?: string } {
  const check = (value: string) =>
    !value ? formMessagesB.required : TIME_OF_DAY.test(value) ? undefined : formMessagesB.time;
  const problems: { from?: string; to?: string } = { from: check(from), to: check(to) };
  if (!problems.from && !problems.to && to <= from) problems.to = formMessagesB.times;
  return problems;
}
