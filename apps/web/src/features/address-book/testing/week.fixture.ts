import type { OperatingDay, WeekDay } from '@freight/contracts';

/** A week's operating days: the same hours Monday to Friday, the weekend closed, then any day as given. */
export const week = (
  weekday: OperatingDay | null,
  days: Partial<Record<WeekDay, OperatingDay | null>> = {},
): Record<WeekDay, OperatingDay | null> => ({
  monday: weekday,
  tuesday: weekday,
  wednesday: weekday,
  thursday: weekday,
  friday: weekday,
  saturday: null,
  sunday: null,
  ...days,
});
