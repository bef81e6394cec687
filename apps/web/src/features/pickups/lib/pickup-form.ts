import { ADDRESS_LINE_MAX, formMessagesB, movementTypes } from '@freight/contracts';
import type { MovementType, Pickup, PickupAttributesInput, Site } from '@freight/contracts';
import { addDays, MELBOURNE_TZ, siteToday, utcOffset, zonedInstant } from '@freight/rules';
import { z } from 'zod';
import { lineFormSchema } from '../../../shared/shipment-form/lib/line-form';
import { lineMeasuresToWire } from '../../../shared/shipment-form/lib/line-wire';
import { newLine } from '../../../shared/shipment-form/lib/new-line';
import { formatDay } from '../../../shared/lib/display-format';
import { phoneFormField } from '../../../shared/lib/phone-field';
import { pickedEntrySchema, pickedLocalitySchema } from '../../../shared/shipment-form/lib/picked';
import { recoveryFormSchema } from '../../../shared/shipment-form/lib/recovery';
import { canSendDangerousGoods } from '../../../shared/lib/site-dangerous-goods';
import { savedLineToForm } from '../../../shared/shipment-form/lib/line-wire';

const required = formMessagesB.required;

/** Where the carrier collects: the site's own address, an address book entry, or a new address typed here. */
export const senderModes = ['site', 'entry', 'new'] as const;

const DATE = /^\d{4}-\d{2}-\d{2}$/;

/**
 * The pickup date, and none before the day `earliest` gives when asked (the sender's today, which moves with the
 * place picked and the clock), said as the consignment form says it of its dispatch date. Checked on the field,
 * beside the form's other faults.
 */
const pickupDateField = (earliest: () => string | undefined) =>
  z
    .string()
    .min(1, required)
    .regex(DATE, formMessagesB.date)
    .superRefine((date, ctx) => {
      const first = DATE.test(date) ? earliest() : undefined;
      if (first && date < first)
        ctx.addIssue({ code: 'custom', message: formMessagesB.dateAfter(formatDay(addDays(first, -1))) });
    });

/**
 * The pickup form. It has the shared shipment form's fields (sender, receiver, lineItems, recovery) so the
 * shared pickers and line editor work on it: the receiver is where typed freight goes, and recovery is unused.
 * `earliest` gives the first pickup date it takes when it checks; without it any date does.
 */
export const pickupFormSchemaFrom = (earliest: () => string | undefined = () => undefined) =>
  z
    .object({
      type: z.enum(movementTypes),
      senderMode: z.enum(senderModes),
      senderName: z.string().trim().max(100, formMessagesB.maxLength(100)),
      /** A new address: its street lines, on the picked locality (sender.locality). */
      senderLine1: z.string().trim().max(ADDRESS_LINE_MAX, formMessagesB.maxLength(ADDRESS_LINE_MAX)),
      senderLine2: z.string().trim().max(ADDRESS_LINE_MAX, formMessagesB.maxLength(ADDRESS_LINE_MAX)),
      sender: z.object({ entry: pickedEntrySchema.nullable(), locality: pickedLocalitySchema.nullable() }),
      receiver: z.object({ entry: pickedEntrySchema.nullable(), locality: pickedLocalitySchema.nullable() }),
      contactName: z.string().trim().max(100, formMessagesB.maxLength(100)),
      contactPhone: phoneFormField(30),
      pickupDate: pickupDateField(earliest),
      startTime: z.string().regex(/^\d{2}:\d{2}$/, formMessagesB.time),
      durationMinutes: z.number().int().min(0),
      pickupInstructions: z.string().trim().max(500, formMessagesB.maxLength(500)),
      reference: z.string().trim().max(100, formMessagesB.maxLength(100)),
      consignmentIds: z.array(z.string()),
      lineItems: z.array(lineFormSchema),
      recovery: recoveryFormSchema,
    })
    // checked beside the other fields' faults: by default zod skips an object's refinement once a field (a line's
    // blank measure) has failed, and the sender's faults would show only when the lines were fixed
    .superRefine(
      (form, ctx) => {
        if (form.senderMode === 'entry' && !form.sender.entry)
          ctx.addIssue({ code: 'custom', message: required, path: ['sender', 'entry'] });
        if (form.senderMode === 'new' && !form.sender.locality)
          ctx.addIssue({ code: 'custom', message: required, path: ['sender', 'locality'] });
        if (form.senderMode === 'new' && !form.senderLine1)
          ctx.addIssue({ code: 'custom', message: required, path: ['senderLine1'] });
        if (form.senderMode !== 'entry' && !form.senderName)
          ctx.addIssue({ code: 'custom', message: required, path: ['senderName'] });
        if (form.consignmentIds.length === 0 && form.lineItems.length === 0)
          ctx.addIssue({ code: 'custom', message: required, path: ['lineItems'] });
      },
      { when: (payload) => typeof payload.value === 'object' && payload.value !== null },
    );
export const pickupFormSchema = pickupFormSchemaFrom();
export type PickupForm = z.input<typeof pickupFormSchema>;
export type PickupFormValues = z.output<typeof pickupFormSchema>;

/** Spec 9 (P29): start times every half hour, shown on the 12-hour clock. */
export const startTimes = Array.from({ length: 48 }, (_, i) => {
  const value = `${String(Math.floor(i / 2)).padStart(2, '0')}:${i % 2 ? '30' : '00'}`;
  return value;
});
export const durations = [60, 90, 120, 180, 240, 300, 360, 480, 600];

export function defaultPickupForm(
  type: MovementType,
  site: Pick<Site, 'addressId' | 'displayName' | 'siteAccess'>,
  consignmentIds: string[] = [],
  today: string = siteToday(),
): PickupForm {
  const window = site.siteAccess.defaultPickupWindow;
  const fromSite = type === 'outbound' && site.addressId !== null;
  return {
    type,
    senderMode: fromSite ? 'site' : 'entry',
    senderName: fromSite ? site.displayName : '',
    senderLine1: '',
    senderLine2: '',
    sender: { entry: null, locality: null },
    receiver: { entry: null, locality: null },
    contactName: '',
    contactPhone: '',
    pickupDate: today,
    startTime: window.startTime,
    durationMinutes: window.durationMinutes,
    pickupInstructions: '',
    reference: '',
    consignmentIds,
    lineItems: consignmentIds.length > 0 ? [] : [newLine()],
    recovery: { type: 'none', value: null },
  };
}

/**
 * The sender's time zone: the picked place's; from the site, the site address's (Wacol is an hour behind Melbourne
 * in summer); Melbourne time, as the site's day is, only while that is not known.
 */
export function senderTimeZone(
  form: Pick<PickupForm, 'sender' | 'senderMode'>,
  siteTimeZone?: string,
): string {
  return (
    form.sender.entry?.timeZone ??
    form.sender.locality?.timeZone ??
    (form.senderMode === 'site' ? siteTimeZone : undefined) ??
    MELBOURNE_TZ
  );
}

/** Spec 5: the window as an ISO start with the sender's offset and a duration. */
export function pickupWindowOf(date: string, startTime: string, minutes: number, timeZone: string): string {
  const offset = utcOffset(timeZone, zonedInstant(date, startTime, timeZone));
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  return `${date}T${startTime}:00${offset}/PT${hours ? `${hours}H` : ''}${rest || !hours ? `${rest}M` : ''}`;
}

/**
 * The address the pickup saved for the typed lines, while they are unchanged: saving again names it rather than
 * making the same address once more.
 */
export function savedNewAddressId(form: PickupFormValues, saved: Pickup | null): string | null {
  const address = saved?.sender.address;
  if (!address || form.senderMode !== 'new' || !form.sender.locality) return null;
  const same =
    address.line1 === form.senderLine1 &&
    (address.line2 ?? '') === form.senderLine2 &&
    address.localityId === form.sender.locality.id;
  return same ? address.id : null;
}

function senderPlace(form: PickupFormValues, site: Pick<Site, 'addressId'>, saved: Pickup | null) {
  if (form.senderMode === 'site' && site.addressId !== null) return { address: { id: site.addressId } };
  if (form.senderMode === 'new' && form.sender.locality) {
    const savedId = savedNewAddressId(form, saved);
    if (savedId) return { address: { id: savedId } };
    return {
      newAddress: {
        line1: form.senderLine1,
        line2: form.senderLine2 || null,
        locality: { id: form.sender.locality.id },
      },
    };
  }
  return { addressBookEntryId: form.sender.entry?.id ?? null };
}

/** The pickup the form describes, as POST and PUT v0/pickups take it; `saved` is the pickup as last saved. */
export function pickupToAttributes(
  form: PickupFormValues,
  site: Pick<Site, 'id' | 'addressId' | 'displayName'>,
  siteTimeZone?: string,
  saved: Pickup | null = null,
): PickupAttributesInput {
  const timeZone = senderTimeZone(form, siteTimeZone);
  const name = form.senderName || form.sender.entry?.name || site.displayName;
  const sender = { name, ...senderPlace(form, site, saved) };
  const destination = form.receiver.locality ? destinationOf(form.receiver.locality.label) : null;
  return {
    siteId: site.id,
    type: form.type,
    pickupDate: form.pickupDate,
    pickupWindow: pickupWindowOf(form.pickupDate, form.startTime, form.durationMinutes, timeZone),
    senderTimeZone: timeZone,
    sender: {
      ...sender,
      contact: { name: form.contactName || null, phone: form.contactPhone || null, email: null },
    },
    freight: form.lineItems.map((line) => {
      const { reference: _reference, ...measures } = lineMeasuresToWire(line);
      return { ...measures, destination };
    }),
    consignmentIds: form.consignmentIds,
    pickupInstructions: form.pickupInstructions || null,
    reference: form.reference || null,
  };
}

/** A locality label, 'Richmond VIC 3121', as a freight destination. */
export function destinationOf(label: string) {
  const match = /^(.*)\s+([A-Z]{2,3})\s+(\d{4})$/.exec(label.trim());
  if (!match) return { locality: label, postcode: null, subdivision: null, countryId: 'AU' };
  return {
    locality: match[1] ?? label,
    subdivision: match[2] ?? null,
    postcode: match[3] ?? null,
    countryId: 'AU',
  };
}

/** P20: a new pickup like an existing one: same place, window, freight and consignments, on today's date. */
export function cloneToForm(
  pickup: Pickup,
  site: Pick<
    Site,
    'id' | 'addressId' | 'displayName' | 'siteAccess' | 'dangerousGoods' | 'userCanTransactWithDangerousGoods'
  >,
): PickupForm {
  const sendsDangerousGoods = canSendDangerousGoods(site);
  const base = defaultPickupForm(
    pickup.type,
    site,
    pickup.freightProfile.consignments.map((c) => c.id),
  );
  const start = pickup.pickupWindow.slice(11, 16);
  const typed = pickup.freightProfile.freight.filter((line) => line.consignmentId === null);
  const destination = typed.find((line) => line.destination)?.destination ?? null;
  const { address, locality } = pickup.sender;
  const fromSite = address !== null && address.id === site.addressId;
  const typedPlace = !fromSite && !pickup.sender.addressBookEntryId;
  return {
    ...base,
    senderMode: fromSite ? 'site' : pickup.sender.addressBookEntryId ? 'entry' : 'new',
    senderName: pickup.sender.name,
    // a typed address comes back as it was; a pickup from a bare suburb needs its street typed
    senderLine1: typedPlace ? (address?.line1 ?? '') : '',
    senderLine2: typedPlace ? (address?.line2 ?? '') : '',
    sender: {
      entry: pickup.sender.addressBookEntryId
        ? {
            id: pickup.sender.addressBookEntryId,
            name: pickup.sender.name,
            address: address?.line1 ?? '',
            addressId: address?.id ?? null,
            timeZone: pickup.senderTimeZone,
          }
        : null,
      locality: locality
        ? { id: locality.id, label: locality.label, timeZone: pickup.senderTimeZone }
        : typedPlace && address
          ? {
              id: address.localityId,
              label: `${address.locality} ${address.subdivision} ${address.postcode}`,
              timeZone: address.timeZone,
            }
          : null,
    },
    receiver: {
      entry: null,
      locality:
        destination?.locality && destination.postcode
          ? {
              id: '',
              label: `${destination.locality} ${destination.subdivision ?? ''} ${destination.postcode}`,
              timeZone: null,
            }
          : null,
    },
    contactName: pickup.sender.contact.name ?? '',
    contactPhone: pickup.sender.contact.phone ?? '',
    startTime: start,
    durationMinutes: minutesOf(pickup.pickupWindow),
    pickupInstructions: pickup.pickupInstructions ?? '',
    reference: pickup.reference ?? '',
    // the typed freight as it went, its dangerous goods with it where the site may send them (elsewhere the
    // form could neither show nor send them); a preset is another site's at any other site
    lineItems: typed.map((line) =>
      savedLineToForm({
        ...line,
        shippingItemPresetId: pickup.siteId === site.id ? line.shippingItemPresetId : null,
        dangerousGoods: sendsDangerousGoods ? line.dangerousGoods : [],
      }),
    ),
  };
}

function minutesOf(window: string): number {
  const match = /P(?:(\d+)D)?(?:T(?:(\d+)H)?(?:(\d+)M)?)?$/.exec(window);
  return match ? Number(match[1] ?? 0) * 1440 + Number(match[2] ?? 0) * 60 + Number(match[3] ?? 0) : 0;
}
