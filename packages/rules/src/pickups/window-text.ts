/** Spec 9 (P29): a time of day (HH:MM) on the 12-hour clock with am/pm, e.g. 9:00 am, 12:30 pm. */
export function twelveHour(time: string): string {
  const [h = 0, m = 0] = time.split(':').map(Number);
  const suffix = h >= 12 ? 'pm' : 'am';
  const hour = h % 12 === 0 ? 12 : h % 12;
  return `${hour}:${String(m).padStart(2, '0')} ${suffix}`;
}

/** A pickup window (its start as local ISO with offset, and its minutes) as '9:00 am - 12:00 pm'. */
export function pickupWindowText(window: string): string {
  const [start = '', duration = ''] = window.split('/');
  const match = /^P(?:(\d+)D)?(?:T(?:(\d+)H)?(?:(\d+)M)?)?$/.exec(duration);
  const minutes = match
    ? Number(match[1] ?? 0) * 1440 + Number(match[2] ?? 0) * 60 + Number(match[3] ?? 0)
    : 0;
  const from = start.slice(11, 16);
  const [h = 0, m = 0] = from.split(':').map(Number);
  const end = (h * 60 + m + minutes) % 1440;
  const to = `${String(Math.floor(end / 60)).padStart(2, '0')}:${String(end % 60).padStart(2, '0')}`;
  return `${twelveHour(from)} - ${twelveHour(to)}`;
}
