import { pickupAttributesSchema, type PickupAttributesInput } from '@freight/contracts';
import { addDays } from '@freight/rules';
import type { Clock } from '../platform/clock';
import type { Db } from '../platform/db/client';
import type { Mailer } from '../platform/mail/mailer';
import { answerCarrierPickup, createPickup, requestPickupWithLinks } from '../modules/pickups';
import { pickups } from '../db/schema';
import { at, isWeekday, lineOf, nextWeekday } from './demo-shipments';
import { seedDemoSites, siteSeeding, type DemoSite } from './demo-site-seeding';

const DAYS_BACK = 80;

/**
 * How each demo carrier answers, as real ones do: most confirm within hours, some reject with a reason, and
 * some never answer. The shares differ by carrier so the reliability panel tells them apart.
 */
const habits: Record<string, { confirm: number; reject: number; minutes: [number, number] }> = {
  'Southern Cross Freight': { confirm: 0.86, reject: 0.08, minutes: [8, 90] },
  'Koala Express': { confirm: 0.78, reject: 0.12, minutes: [15, 180] },
  'Redback Logistics': { confirm: 0.55, reject: 0.15, minutes: [60, 420] },
  'Coastal Couriers': { confirm: 0.72, reject: 0.18, minutes: [20, 240] },
  'Mallee Transport': { confirm: 0.6, reject: 0.1, minutes: [120, 600] },
};
const reasons = [
  'No truck available in that window',
  'Driver shortage that day; can collect the next business day',
  'Outside our pickup area for that service',
  'Freight too large for the scheduled vehicle',
  null,
];

export interface DemoPickupOptions {
  now: Date;
  perSite: number;
  mailer: Mailer;
  baseUrl: string;
}

async function seedSite(db: Db, site: DemoSite, userId: string, seed: number, options: DemoPickupOptions) {
  const { home, others, presets, rand, pick, today } = await siteSeeding(db, site, seed, options.now);
  if (!home || others.length === 0 || presets.length === 0) return 0;
  let made = 0;
  for (let i = 0; i < options.perSite; i += 1) {
    let bookedOn = addDays(today, -DAYS_BACK + Math.floor((i * (DAYS_BACK - 2)) / options.perSite));
    if (!isWeekday(bookedOn)) bookedOn = nextWeekday(bookedOn, -1);
    const bookedAt = at(bookedOn, 8 + rand() * 4);
    const pickupDate = nextWeekday(bookedOn, 1);
    const start = 8 + Math.floor(rand() * 6);
    const input: PickupAttributesInput = {
      siteId: String(site.id),
      type: 'outbound',
      pickupDate,
      pickupWindow: `${pickupDate}T${String(start).padStart(2, '0')}:00:00${offsetOn(pickupDate, start)}/PT${2 + Math.floor(rand() * 3)}H`,
      senderTimeZone: site.name === 'Sydney Warehouse' ? 'Australia/Sydney' : 'Australia/Melbourne',
      sender: {
        name: home.name,
        addressBookEntryId: String(home.id),
        contact: home.contact ? { name: home.contact.name, phone: home.contact.phone } : null,
      },
      freight: Array.from({ length: 1 + Math.floor(rand() * 3) }, () => {
        const line = lineOf(pick(presets), 1 + Math.floor(rand() * 6), null);
        return { ...line, dangerousGoods: [], destination: null };
      }),
      reference: rand() < 0.6 ? `PU-${4_100 + seed + i}` : null,
      pickupInstructions: rand() < 0.3 ? 'Loading dock at the rear; ring the bell' : null,
    };
    const deps = { db, clock: { now: () => bookedAt } satisfies Clock };
    const pickup = await createPickup(deps, userId, pickupAttributesSchema.parse(input));
    const selectable = pickup.services.filter((service) => service.selectable);
    if (selectable.length === 0) continue;
    const service = pick(selectable);
    const { links } = await requestPickupWithLinks(
      { ...deps, mailer: options.mailer, baseUrl: options.baseUrl },
      userId,
      Number(pickup.id),
      { agreedServiceId: Number(service.agreedServiceId), excludesDangerousGoods: true },
    );
    made += 1;
    const habit = habits[service.carrierName] ?? { confirm: 0.7, reject: 0.15, minutes: [30, 240] };
    const roll = rand();
    const [low, high] = habit.minutes;
    const answeredAt = new Date(bookedAt.getTime() + (low + rand() * (high - low)) * 60_000);
    if (answeredAt > options.now) continue;
    const token = new URL(links.confirm).searchParams.get('token') ?? '';
    const carrier = { db, clock: { now: () => answeredAt } satisfies Clock };
    if (roll < habit.confirm) {
      await answerCarrierPickup(carrier, token, {
        confirm: true,
        confirmationReference: rand() < 0.6 ? `BK${Math.floor(100_000 + rand() * 899_999)}` : undefined,
      });
    } else if (roll < habit.confirm + habit.reject) {
      await answerCarrierPickup(carrier, token, { confirm: false, rejectReason: pick(reasons) ?? undefined });
    }
  }
  return made;
}

/** Melbourne's offset on a date at an hour: +11:00 under daylight saving, +10:00 otherwise. */
function offsetOn(date: string, hour: number): string {
  const name = new Intl.DateTimeFormat('en-AU', {
    timeZone: 'Australia/Melbourne',
    timeZoneName: 'longOffset',
  })
    .formatToParts(new Date(`${date}T${String(hour).padStart(2, '0')}:00:00+10:00`))
    .find((part) => part.type === 'timeZoneName')?.value;
  return name?.includes('+11') ? '+11:00' : '+10:00';
}

/**
 * Past pickups of Melbourne DC and Sydney Warehouse over the last 80 days (15 each), requested through the pickups
 * module and answered the way each carrier tends to answer; loaded once, when there are none.
 */
export async function seedDemoPickups(
  db: Db,
  options: Omit<DemoPickupOptions, 'perSite'> & { perSite?: number },
) {
  return seedDemoSites(db, db.select({ id: pickups.id }).from(pickups).limit(1), (site, userId, index) =>
    seedSite(db, site, userId, 700 * (index + 1), { ...options, perSite: options.perSite ?? 15 }),
  );
}
