import type { CustomField, MovementType, Site } from '@freight/contracts';
import { siteToday } from '@freight/rules';
import { newLine } from '../../../shared/shipment-form/lib/new-line';
import type { RecoveryForm } from '../../../shared/shipment-form/lib/recovery';
import type { ConsignmentForm, CustomFieldForm, PartyForm, PartyMode, TimeSlotForm } from './form-schema';

export const emptyParty = (mode: PartyMode): PartyForm => ({
  mode,
  entry: null,
  name: '',
  line1: '',
  line2: '',
  locality: null,
  resolved: null,
  residential: false,
  contactName: '',
  contactPhone: '',
  contactEmail: '',
});

/** Outbound freight leaves the site and inbound comes to it: that side starts as the site's own address. */
export function defaultPartyModes(type: MovementType, site: Pick<Site, 'addressId'>) {
  const siteMode = (side: MovementType): PartyMode =>
    type === side && site.addressId !== null ? 'site' : 'entry';
  return { sender: siteMode('outbound'), receiver: siteMode('inbound') };
}

export const emptyTimeSlot = (): TimeSlotForm => ({
  enabled: false,
  startDate: '',
  endDate: '',
  startTime: '',
  endTime: '',
  timeZone: '',
});

/** The site's consignment form fields, empty (or as saved). */
export const customFieldsToForm = (
  fields: readonly CustomField[],
  saved: Readonly<Record<string, string>> = {},
): CustomFieldForm[] =>
  fields.map((field) => ({
    key: field.key,
    label: field.label,
    required: field.required,
    value: saved[field.key] ?? '',
  }));

export interface ConsignmentFormSetup {
  type: MovementType;
  site: Pick<Site, 'addressId'>;
  customFields: readonly CustomField[];
  recovery: RecoveryForm;
  today?: string;
}

/** A new consignment of the route's type, dispatched today (Melbourne), with one line of quantity 1 (M29). */
export function defaultConsignmentForm({
  type,
  site,
  customFields,
  recovery,
  today = siteToday(),
}: ConsignmentFormSetup): ConsignmentForm {
  const modes = defaultPartyModes(type, site);
  return {
    type,
    dispatchDate: today,
    sender: emptyParty(modes.sender),
    receiver: emptyParty(modes.receiver),
    receiverExtras: {
      tailgate: false,
      handUnload: false,
      authorityToLeave: false,
      preventConsolidation: false,
      specialInstructions: '',
      deliveryReferences: [],
    },
    timeSlot: emptyTimeSlot(),
    references: [],
    costCenter: null,
    customFields: customFieldsToForm(customFields),
    pallets: { transferType: null, docketNumbers: [] },
    lineItems: [newLine()],
    recovery,
    autoprint: { labels: true, connotes: true },
    emergencyContact: { name: '', phone: '' },
  };
}
