import {
  type Pickup,
  type PickupRequestState,
  type PickupService,
  type PickupSummary,
} from '@freight/contracts';
import { formatTimeRange } from '@freight/rules';
import type { PickupListRow, PickupRequestRow, PickupRow } from './pickups.repository';

const idText = (id: number | null) => (id === null ? null : String(id));

/** The window's close as a local time of day: the start's clock time plus its length. */
export function closeTimeOf(windowStart: string, durationMinutes: number): string {
  const [hours, minutes] = windowStart.slice(11, 16).split(':').map(Number);
  const total = ((hours ?? 0) * 60 + (minutes ?? 0) + durationMinutes) % 1440;
  return `${String(Math.floor(total / 60)).padStart(2, '0')}:${String(total % 60).padStart(2, '0')}`;
}

export function totalsOf(freight: PickupRow['freight']) {
  let items = 0;
  let volume = 0;
  let weight = 0;
  for (const line of freight) {
    items += line.quantity;
    volume += line.length * line.width * line.height * line.quantity;
    weight += line.weight * line.quantity;
  }
  return { items, volume, weight };
}

export function requestToWire(row: PickupRequestRow): PickupRequestState {
  return {
    id: row.id,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    agreedServiceId: String(row.agreedServiceId),
    superseded: row.supersededAt !== null,
    confirmation: row.confirmedAt
      ? { confirmedAt: row.confirmedAt.toISOString(), carrierReference: row.carrierReference }
      : null,
    rejection: row.rejectedAt ? { rejectedAt: row.rejectedAt.toISOString(), reason: row.rejectReason } : null,
  };
}

/** What a pickup and its row in Manage pickups both answer: its ids, kind, status, day, window, reference and times. */
function pickupHeader(row: PickupRow | PickupListRow) {
  return {
    id: String(row.id),
    siteId: String(row.siteId),
    type: row.type,
    status: row.status,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    pickupDate: row.pickupDate,
    pickupWindow: formatTimeRange({ start: row.windowStart, durationMinutes: row.durationMinutes }),
    reference: row.reference,
  };
}

export function pickupToWire(
  row: PickupRow,
  extras: {
    requests: PickupRequestRow[];
    services: PickupService[];
    consignments: readonly { id: number; consignmentNo: string; receiverName: string }[];
  },
): Pickup {
  const { sender } = row;
  return {
    ...pickupHeader(row),
    pickupCloseTime: closeTimeOf(row.windowStart, row.durationMinutes),
    senderTimeZone: row.senderTimeZone,
    pickupInstructions: row.pickupInstructions,
    sender: {
      name: sender.name,
      address: sender.address,
      locality: sender.locality ? { id: sender.locality.id, label: sender.locality.label } : null,
      residential: sender.residential,
      contact: sender.contact,
      addressBookEntryId: idText(sender.addressBookEntryId),
      addressBookContactId: idText(sender.addressBookContactId),
    },
    freightProfile: {
      consignments: extras.consignments.map((c) => ({
        id: String(c.id),
        consignmentNo: c.consignmentNo,
        receiverName: c.receiverName,
      })),
      freight: row.freight.map(({ destinationZone: _zone, ...line }) => line),
    },
    hasDangerousGoods: row.hasDangerousGoods,
    totals: totalsOf(row.freight),
    requests: extras.requests.map(requestToWire),
    services: extras.services,
    service: row.service,
    dangerousGoodsDeclaration: row.dangerousGoodsDeclaration,
  };
}

export function pickupToSummary(row: PickupListRow): PickupSummary {
  return {
    ...pickupHeader(row),
    senderName: row.senderName,
    carrierName: row.service?.carrierName ?? null,
    serviceName: row.service?.name ?? null,
    carrierReference: row.carrierReference,
    totalItems: Number(row.totalItems),
  };
}
