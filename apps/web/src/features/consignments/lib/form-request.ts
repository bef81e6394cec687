import type {
  ConsignmentAttributesInput,
  ConsignmentRequest,
  QuoteSetRequest,
  Site,
} from '@freight/contracts';
import {
  dangerousGoodsToWire,
  lineMeasuresToWire,
  linePalletsToWire,
} from '../../../shared/shipment-form/lib/line-wire';
import { recoveryToWire } from '../../../shared/shipment-form/lib/recovery';
import { partyToQuoteLocation } from './form-parties';
import type { PartyIdentity } from './form-parties';
import type { ConsignmentFormValues, PartyValues } from './form-schema';
import { timeSlotToWire } from './form-time-slot';

type LineValues = ConsignmentFormValues['lineItems'][number];
type SiteFacts = Pick<Site, 'id' | 'addressId' | 'displayName'>;

const textOrNull = (value: string) => value.trim() || null;

/** A dangerous goods entry's key in error pointers: its place in the line, as a valid key. */
export const dangerousGoodsKey = (index: number) => `dg-${index + 1}`;

/** Spec 5 (M27, M28): a line by its key (and id once saved), in whole mm and g. */
export function consignmentLineToWire(line: LineValues) {
  const measures = lineMeasuresToWire(line);
  return {
    ...measures,
    key: line.key,
    id: line.id ?? null,
    description: line.description.trim(),
    pallets: linePalletsToWire(line.pallets),
    dangerousGoods: line.dangerousGoods.map((dg, index) => ({
      ...dangerousGoodsToWire(dg),
      key: dangerousGoodsKey(index),
      id: dg.id ?? null,
    })),
  };
}

function partyToWire(party: PartyValues, identity: PartyIdentity) {
  return {
    name: identity.name,
    addressId: identity.addressId,
    addressBookEntryId: identity.addressBookEntryId,
    residential: party.residential,
    contactName: textOrNull(party.contactName),
    contactPhone: textOrNull(party.contactPhone),
    contactEmail: textOrNull(party.contactEmail),
  };
}

/** The emergency contact goes with dangerous goods only: a consignment without them names none. */
function declarationToWire(form: ConsignmentFormValues) {
  const { name, phone } = form.emergencyContact;
  const hasDangerousGoods = form.lineItems.some((line) => line.dangerousGoods.length > 0);
  return {
    excludesDangerousGoods: false,
    emergencyContact: hasDangerousGoods && name && phone ? { name, phone } : null,
  };
}

export interface RequestContext {
  site: SiteFacts;
  parties: { sender: PartyIdentity; receiver: PartyIdentity };
  quoteId: string;
  estimateId?: string | null;
  /** Issue 15: the orders a new consignment is made from. */
  linkedOrders?: readonly string[];
  /** Pallets are sent only while the site manages them (M34). */
  palletsEnabled: boolean;
  /** A delivery time slot is sent only while the site offers them (M33). */
  timeSlotsEnabled: boolean;
}

/** Spec 5, 7 (M24-M28, M48): the attributes POST and PUT v0/consignments take. */
export function consignmentAttributes(
  form: ConsignmentFormValues,
  context: RequestContext,
): ConsignmentAttributesInput {
  const { receiverExtras: extras } = form;
  return {
    siteId: context.site.id,
    type: form.type,
    quoteId: context.quoteId,
    dispatchDate: form.dispatchDate,
    references: form.references,
    sender: partyToWire(form.sender, context.parties.sender),
    receiver: {
      ...partyToWire(form.receiver, context.parties.receiver),
      tailgate: extras.tailgate,
      handUnload: extras.handUnload,
      authorityToLeave: extras.authorityToLeave,
      preventConsolidation: extras.preventConsolidation,
      specialInstructions: textOrNull(extras.specialInstructions),
      deliveryReferences: extras.deliveryReferences,
      deliveryTimeSlot: context.timeSlotsEnabled ? timeSlotToWire(form.timeSlot) : null,
    },
    costCenter: form.costCenter || null,
    lineItems: form.lineItems.map(consignmentLineToWire),
    shippingCostRecovery: recoveryToWire(form.recovery),
    pallets:
      context.palletsEnabled && form.pallets.transferType
        ? { transferType: form.pallets.transferType, docketNumbers: form.pallets.docketNumbers }
        : null,
    customFields: Object.fromEntries(
      form.customFields.filter((field) => field.value.trim()).map((field) => [field.key, field.value.trim()]),
    ),
    autoprint: { labels: { enabled: form.autoprint.labels }, connotes: { enabled: form.autoprint.connotes } },
    dangerousGoodsDeclaration: declarationToWire(form),
    estimateId: context.estimateId ?? null,
    ...(context.linkedOrders && context.linkedOrders.length > 0
      ? { linkedOrders: [...context.linkedOrders] }
      : {}),
  };
}

export const consignmentRequest = (
  form: ConsignmentFormValues,
  context: RequestContext,
): ConsignmentRequest => ({
  data: { type: 'consignments', attributes: consignmentAttributes(form, context) },
});

/** Spec 7: POST v0/quote-sets for the freight as the form describes it (the consignment's id when editing). */
export function quoteSetRequest(
  form: ConsignmentFormValues,
  context: { site: SiteFacts; consignmentId: string | null; timeSlotsEnabled: boolean },
): QuoteSetRequest {
  return {
    data: {
      siteId: context.site.id,
      consignmentId: context.consignmentId,
      dispatchDate: form.dispatchDate,
      sender: partyToQuoteLocation(form.sender, context.site),
      receiver: partyToQuoteLocation(form.receiver, context.site),
      lineItems: form.lineItems.map(lineMeasuresToWire),
      shippingCostRecovery: recoveryToWire(form.recovery),
      deliveryTimeSlot: context.timeSlotsEnabled ? timeSlotToWire(form.timeSlot) : null,
      tailgate: form.receiverExtras.tailgate,
      handUnload: form.receiverExtras.handUnload,
    },
  };
}
