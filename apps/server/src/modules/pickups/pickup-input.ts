/** Turns a pickup as sent into what is stored: the window read, the sender resolved, the freight gathered. */
import {
  pickupMessages,
  quoteMessages,
  shippingItemPresetMessages,
  type PickupAttributes,
  type PickupNewAddress,
} from '@freight/contracts';
import {
  earliestPickupDate,
  INVALID_TIME_RANGE,
  isKnownTimeZone,
  isValidTimeRange,
  parseTimeRange,
  pickupDateProblem,
  zonedParts,
} from '@freight/rules';
import type { StoredPickupFreight, StoredPickupSender } from '../../db/schema';
import type { DbOrTx } from '../../platform/db/transaction';
import { AppError } from '../../platform/errors/app-error';
import { createAddressForOrganisations } from '../addresses';
import { chargeZoneOfPlace } from '../addresses';
import { loadConsignmentsForPickup } from '../consignments';
import { resolveLocation, type QuotingSite } from '../quotes';
import { presetsOfOtherSites } from '../shipping-item-presets';

const invalid = (pointer: string, detail: string) => AppError.validation([{ pointer, detail }]);

export interface PickupWindow {
  start: string;
  startsAt: Date;
  endsAt: Date;
  durationMinutes: number;
}

/**
 * Spec 5: an ISO start/duration that is not negative, starting on the pickup date in the sender's time zone. The
 * date is not one gone by there: no carrier collects on it, and its services would be judged on the lanes and
 * rates of that day, giving reasons that are not the date's.
 */
export function readWindow(attributes: PickupAttributes, now: Date): PickupWindow {
  if (!isKnownTimeZone(attributes.senderTimeZone))
    throw invalid('/data/senderTimeZone', pickupMessages.timeZone);
  const pastDate = pickupDateProblem(
    attributes.pickupDate,
    earliestPickupDate(now, attributes.senderTimeZone),
  );
  if (pastDate) throw invalid('/data/pickupDate', pastDate);
  let range;
  try {
    range = parseTimeRange(attributes.pickupWindow);
  } catch {
    throw invalid('/data/pickupWindow', INVALID_TIME_RANGE);
  }
  if (!isValidTimeRange(range)) throw invalid('/data/pickupWindow', INVALID_TIME_RANGE);
  const startsAt = new Date(range.start);
  if (zonedParts(startsAt, attributes.senderTimeZone).date !== attributes.pickupDate)
    throw invalid('/data/pickupWindow', pickupMessages.pickupDateMismatch);
  return {
    start: range.start,
    startsAt,
    endsAt: new Date(startsAt.getTime() + range.durationMinutes * 60_000),
    durationMinutes: range.durationMinutes,
  };
}

/**
 * A typed street becomes an address of the site's organisation on its picked locality, as the address book and
 * consignment forms make one; an unknown locality is a 422 at its id.
 */
async function addressOfNewAddress(db: DbOrTx, site: QuotingSite, newAddress: PickupNewAddress) {
  const address = await createAddressForOrganisations(db, [site.organisationId], {
    line1: newAddress.line1,
    line2: newAddress.line2,
    localityId: newAddress.locality.id,
    source: 'estimate',
  });
  if (!address) throw invalid('/data/sender/newAddress/locality/id', quoteMessages.localityNotFound);
  return address;
}

/** Spec 3, 5: the sender from the site's address, an address book entry, a locality or a new address. */
export async function resolveSender(
  db: DbOrTx,
  site: QuotingSite,
  attributes: PickupAttributes,
): Promise<StoredPickupSender> {
  const { sender } = attributes;
  const location = sender.newAddress
    ? {
        ...sender,
        addressId: null,
        address: { id: (await addressOfNewAddress(db, site, sender.newAddress)).id },
      }
    : sender;
  const resolved = await resolveLocation(
    db,
    { siteId: site.siteId, organisationId: site.organisationId },
    location,
    '/data/sender',
  );
  return {
    name: resolved.name ?? sender.name,
    address: resolved.address,
    locality: resolved.locality
      ? {
          id: resolved.locality.id,
          label: resolved.locality.label,
          suburb: resolved.locality.suburb,
          postcode: resolved.locality.postcode,
          state: resolved.locality.state,
        }
      : null,
    chargeZone: resolved.chargeZone,
    residential: resolved.residential,
    contact: {
      name: sender.contact?.name ?? null,
      phone: sender.contact?.phone ?? null,
      email: sender.contact?.email ?? null,
    },
    addressBookEntryId: sender.addressBookEntryId,
    addressBookContactId: sender.addressBookContactId,
  };
}

/** A consignment the pickup collects, as its page, its e-mail and its choice of services name it. */
export interface BookedConsignment {
  id: number;
  consignmentNo: string;
  receiverName: string;
  carrierId: number;
}

export interface GatheredFreight {
  freight: StoredPickupFreight[];
  consignments: BookedConsignment[];
  hasDangerousGoods: boolean;
}

/**
 * A typed freight line may not name another site's preset (another organisation's included). A deleted preset
 * names no site and stays accepted, so a pickup whose preset has since gone can still be edited.
 */
async function refuseOtherSitesPresets(db: DbOrTx, siteId: number, attributes: PickupAttributes) {
  const named = [...new Set(attributes.freight.flatMap((line) => line.shippingItemPresetId ?? []))];
  const foreign = await presetsOfOtherSites(db, siteId, named);
  refuseFreightLines(
    attributes,
    'shippingItemPresetId',
    shippingItemPresetMessages.notOfSite,
    (line) => line.shippingItemPresetId !== null && foreign.has(line.shippingItemPresetId),
  );
}

/** A 422 naming the `field` of every typed freight line `refused` picks out, when it picks out any. */
export function refuseFreightLines(
  attributes: PickupAttributes,
  field: string,
  detail: string,
  refused: (line: PickupAttributes['freight'][number]) => boolean,
): void {
  const problems = attributes.freight.flatMap((line, index) =>
    refused(line) ? [{ pointer: `/data/freight/${index}/${field}`, detail }] : [],
  );
  if (problems.length > 0) throw AppError.validation(problems);
}

/**
 * Spec 5: freight or pre-filled consignments (P16). Consignments of the site bring their lines, going to their
 * receivers; typed freight goes where its destination says, resolved to a charge zone.
 */
export async function gatherFreight(
  db: DbOrTx,
  siteId: number,
  attributes: PickupAttributes,
): Promise<GatheredFreight> {
  if (attributes.freight.length === 0 && attributes.consignmentIds.length === 0)
    throw invalid('/data/freight', pickupMessages.freightOrConsignments);
  const found = await loadConsignmentsForPickup(db, siteId, attributes.consignmentIds);
  const byId = new Map(found.map((c) => [c.id, c]));
  const missing = attributes.consignmentIds
    .map((id, index) => ({ id, index }))
    .filter(({ id }) => !byId.has(id))
    .map(({ index }) => ({
      pointer: `/data/consignmentIds/${index}`,
      detail: pickupMessages.consignmentNotFound,
    }));
  if (missing.length > 0) throw AppError.validation(missing);
  await refuseOtherSitesPresets(db, siteId, attributes);

  const zones = new Map<string, string | null>();
  const zoneOf = async (place: {
    locality: string | null;
    postcode: string | null;
    subdivision: string | null;
  }) => {
    const key = `${place.locality ?? ''}|${place.postcode ?? ''}|${place.subdivision ?? ''}`.toLowerCase();
    if (!zones.has(key))
      zones.set(
        key,
        await chargeZoneOfPlace(db, {
          suburb: place.locality,
          postcode: place.postcode,
          state: place.subdivision,
        }),
      );
    return zones.get(key) ?? null;
  };

  const freight: StoredPickupFreight[] = [];
  for (const consignmentId of [...new Set(attributes.consignmentIds)]) {
    const consignment = byId.get(consignmentId);
    if (!consignment) continue;
    const destinationZone = await zoneOf(consignment.destination);
    for (const line of consignment.lineItems) {
      freight.push(freightLine(line, consignment.destination, String(consignment.id), destinationZone));
    }
  }
  for (const line of attributes.freight) {
    const zone = line.destination ? await zoneOf(line.destination) : null;
    freight.push(freightLine(line, line.destination, null, zone));
  }
  return {
    freight,
    consignments: attributes.consignmentIds.flatMap((id) => {
      const c = byId.get(id);
      return c
        ? [{ id: c.id, consignmentNo: c.consignmentNo, receiverName: c.receiverName, carrierId: c.carrierId }]
        : [];
    }),
    hasDangerousGoods: freight.some((line) => line.dangerousGoods.length > 0),
  };
}

/** A destination given without its suburb or its postcode. */
type FreightLineSource = Pick<
  StoredPickupFreight,
  'description' | 'packagingType' | 'length' | 'width' | 'height' | 'weight' | 'quantity' | 'dangerousGoods'
> & { shippingItemPresetId: number | null };

/** A line of a pickup's freight: one of a named consignment's lines, or a line of the pickup's own. */
function freightLine(
  line: FreightLineSource,
  destination: StoredPickupFreight['destination'],
  consignmentId: string | null,
  destinationZone: string | null,
): StoredPickupFreight {
  return {
    destination,
    description: line.description,
    packagingType: line.packagingType,
    length: line.length,
    width: line.width,
    height: line.height,
    weight: line.weight,
    quantity: line.quantity,
    consignmentId,
    shippingItemPresetId: line.shippingItemPresetId === null ? null : String(line.shippingItemPresetId),
    dangerousGoods: line.dangerousGoods,
    destinationZone,
  };
}

export const isPartialDestination = (line: StoredPickupFreight): boolean =>
  line.destination !== null && (!line.destination.locality || !line.destination.postcode);
