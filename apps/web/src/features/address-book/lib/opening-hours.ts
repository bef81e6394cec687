import { weekDays } from '@freight/contracts';
import type { OperatingDay, OperatingHours, WeekDay } from '@freight/contracts';
import { timeProblems } from '@freight/rules';
import { z } from 'zod';

/** One day in the editor: whether it is open, and its own times (used when hours differ each day). */
export interface DayHours {
  open: boolean;
  from: string;
  to: string;
}

/** The opening-hours editor's values; kept whole while hidden so switching back loses nothing. */
export interface HoursForm {
  /** Off: the entry keeps no hours (null on the wire). */
  enabled: boolean;
  differentEachDay: boolean;
  /** The times of every open day when they are the same each day. */
  from: string;
  to: string;
  days: Record<WeekDay, DayHours>;
}

export const dayLabels: Record<WeekDay, { short: string; long: string }> = {
  monday: { short: 'Mon', long: 'Monday' },
  tuesday: { short: 'Tue', long: 'Tuesday' },
  wednesday: { short: 'Wed', long: 'Wednesday' },
  thursday: { short: 'Thu', long: 'Thursday' },
  friday: { short: 'Fri', long: 'Friday' },
  saturday: { short: 'Sat', long: 'Saturday' },
  sunday: { short: 'Sun', long: 'Sunday' },
};

const WEEKDAY_FROM = '08:00';
const WEEKDAY_TO = '17:00';

/** New entries start with weekday business hours, switched off. */
export function defaultHours(): HoursForm {
  const days = Object.fromEntries(
    weekDays.map((day) => [
      day,
      { open: day !== 'saturday' && day !== 'sunday', from: WEEKDAY_FROM, to: WEEKDAY_TO },
    ]),
  ) as Record<WeekDay, DayHours>;
  return { enabled: false, differentEachDay: false, from: WEEKDAY_FROM, to: WEEKDAY_TO, days };
}

type WireHours = { differentEachDay: boolean; operatingDays: Partial<Record<WeekDay, OperatingDay | null>> };

/** The editor's values for hours from the API (null: none kept). */
export function hoursToForm(hours: WireHours | null): HoursForm {
  const form = defaultHours();
  if (!hours) return form;
  const firstOpen = weekDays.map((day) => hours.operatingDays[day]).find((day) => day);
  const days = Object.fromEntries(
    weekDays.map((day) => {
      const times = hours.operatingDays[day];
      return [
        day,
        times ? { open: true, from: times.open, to: times.close } : { ...form.days[day], open: false },
      ];
    }),
  ) as Record<WeekDay, DayHours>;
  return {
    enabled: true,
    differentEachDay: hours.differentEachDay,
    from: firstOpen?.open ?? form.from,
    to: firstOpen?.close ?? form.to,
    days,
  };
}

/** Spec 3: the hours to send; a closed day is null, and none at all for a residential location (or when off). */
export function hoursFromForm(form: HoursForm, residential: boolean): OperatingHours | null {
  if (residential || !form.enabled) return null;
  const operatingDays = Object.fromEntries(
    weekDays.map((day) => {
      const d = form.days[day];
      if (!d.open) return [day, null];
      return [
        day,
        form.differentEachDay ? { open: d.from, close: d.to } : { open: form.from, close: form.to },
      ];
    }),
  ) as Record<WeekDay, OperatingDay | null>;
  return { differentEachDay: form.differentEachDay, operatingDays };
}

/** The first problem of one time, or of the pair (shared with the server's import of hours). */
export { timeProblems };

const dayHoursSchema = z.object({ open: z.boolean(), from: z.string(), to: z.string() });

export const hoursFormSchema = z.object({
  enabled: z.boolean(),
  differentEachDay: z.boolean(),
  from: z.string(),
  to: z.string(),
  days: z.object(
    Object.fromEntries(weekDays.map((day) => [day, dayHoursSchema])) as Record<
      WeekDay,
      typeof dayHoursSchema
    >,
  ),
});

/** Adds the editor's time problems to a form's issues, under `path` (the hours field's name). */
export function checkHours(form: HoursForm, path: (string | number)[], ctx: z.RefinementCtx): void {
  if (!form.enabled) return;
  const add = (message: string | undefined, at: (string | number)[]) => {
    if (message) ctx.addIssue({ code: 'custom', message, path: [...path, ...at] });
  };
  if (!form.differentEachDay) {
    if (!weekDays.some((day) => form.days[day].open)) return;
    const problems = timeProblems(form.from, form.to);
    add(problems.from, ['from']);
    add(problems.to, ['to']);
    return;
  }
  for (const day of weekDays) {
    const d = form.days[day];
    if (!d.open) continue;
    const problems = timeProblems(d.from, d.to);
    add(problems.from, ['days', day, 'from']);
    add(problems.to, ['days', day, 'to']);
  }
}

/** 'Mon–Fri 08:00–17:00, Sat 09:00–12:00': consecutive days with the same times are grouped. */
export function summariseHours(hours: WireHours | null): string {
  if (!hours) return '';
  const groups: { first: WeekDay; last: WeekDay; times: string }[] = [];
  for (const day of weekDays) {
    const times = hours.operatingDays[day];
    if (!times) continue;
    const text = `${times.open}–${times.close}`;
    const previous = groups.at(-1);
    const adjacent = previous && weekDays.indexOf(previous.last) === weekDays.indexOf(day) - 1;
    if (previous && adjacent && previous.times === text) previous.last = day;
    else groups.push({ first: day, last: day, times: text });
  }
  if (groups.length === 0) return 'Closed every day';
  return groups
    .map(({ first, last, times }) =>
      first === last
        ? `${dayLabels[first].short} ${times}`
        : `${dayLabels[first].short}–${dayLabels[last].short} ${times}`,
    )
    .join(', ');
}
