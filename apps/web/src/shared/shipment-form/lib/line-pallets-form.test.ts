import { formMessagesB } from '@freight/contracts';
import { describe, expect, it } from 'vitest';
import { lineFormSchema } from './line-form';
import { typedCarton } from '../../../testing/line-fixture';
import { newLine } from './new-line';

const typed = typedCarton();

describe("a line's pallets by lender (M34)", () => {
  it('are none on a new line, and a line whose pallet boxes were never typed in is valid', () => {
    expect(newLine().pallets).toEqual({ chep: null, loscam: null, other: null });
    const untouched = lineFormSchema.safeParse({ ...typed, pallets: { chep: undefined, loscam: undefined } });
    expect(untouched.success).toBe(true);
    expect(untouched.data?.pallets).toEqual({ chep: null, loscam: null, other: null });
  });

  it('refuse a count that is not a whole number', () => {
    const parsed = lineFormSchema.safeParse({ ...typed, pallets: { chep: 1.5, loscam: null, other: null } });
    expect(parsed.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
      ['pallets.chep', formMessagesB.number],
    ]);
  });
});
