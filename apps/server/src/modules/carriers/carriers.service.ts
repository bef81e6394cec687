/**
 * Carriers and their services, as the provider's support staff change them (the admin CLI and the demo seed),
 * and the module's other services: levies and surcharges, agreed services, rate cards and their import, and
 * the rating data that quotes read.
 */
import {
  defaultCubicConversion,
  errorCodes,
  packagingTypeNames,
  serviceModes,
  TIME_OF_DAY,
  TRACKING_URL_PLACEHOLDER,
  type ServiceMode,
} from '@freight/contracts';
import { z } from 'zod';
import type { DbOrTx } from '../../platform/db/transaction';
import { AppError } from '../../platform/errors/app-error';
import * as repo from './carriers.repository';
import * as rates from './rates.repository';
import type { CarrierDeps, Ref } from './deps';
import { carrierByRef } from './resolve';
import { invalid, oneOf, text, wholeNumber } from './validate';

export { carrierByRef } from './resolve';
export type { CarrierDeps, Ref } from './deps';
export { grantAgreedService, setAgreedServiceActive } from './agreed-services.service';
export type { GrantInput } from './agreed-services.service';
export { setFuelLevy, setSurcharge } from './levies-and-surcharges.service';
export type { FuelLevyInput, SurchargeInput } from './levies-and-surcharges.service';
export { importRateCardCsv } from './rate-card-import';
export type { RateCardImportResult } from './rate-card-import';
export { saveRateCard } from './rate-cards.service';
export type { SaveRateCardInput } from './rate-cards.service';
export { activeAgreedServiceIds, loadRatingData, siteCarrierServices } from './rating-data.service';
export {
  agreedServiceBookingCutoff,
  carrierPickupContact,
  loadPickupServiceNames,
  loadPickupServices,
} from './pickup-terms.service';
export type { AgreedPickupService } from './pickup-terms.service';
export type { AgreedServiceInfo, RatingData } from './rating-data.service';

export interface AddCarrierInput {
  name: string;
  contactEmail?: string;
  consignmentPrefix?: string;
  trackingUrlTemplate?: string;
}

export async function addCarrier(deps: CarrierDeps, input: AddCarrierInput) {
  const name = text(input.name, 'name', 'Carrier name');
  const contactEmail =
    input.contactEmail === undefined ? null : text(input.contactEmail, 'contactEmail', 'E-mail', 254);
  if (contactEmail !== null && !z.email().safeParse(contactEmail).success)
    throw invalid('contactEmail', `'${contactEmail}' is not an e-mail address`);
  const prefix = (input.consignmentPrefix ?? '').trim().toUpperCase();
  if (!/^[A-Z0-9]{0,6}$/.test(prefix))
    throw invalid('consignmentPrefix', 'The prefix is up to 6 letters or digits');
  const template = input.trackingUrlTemplate?.trim() || null;
  if (template !== null && (!/^https?:\/\//.test(template) || !template.includes(TRACKING_URL_PLACEHOLDER)))
    throw invalid(
      'trackingUrlTemplate',
      `The tracking URL must be http(s) and contain ${TRACKING_URL_PLACEHOLDER}`,
    );
  if (await repo.findCarrierByName(deps.db, name))
    throw AppError.conflict(errorCodes.conflict, `A carrier named '${name}' already exists`);
  const now = deps.clock.now();
  return repo.insertCarrier(deps.db, {
    name,
    contactEmail,
    consignmentPrefix: prefix,
    trackingUrlTemplate: template,
    createdAt: now,
    updatedAt: now,
  });
}

export interface AddServiceInput {
  carrier: Ref;
  name: string;
  mode: string;
  cubicConversionKgPerM3?: number;
  pickupBookingCutoff?: string;
  pickupCutoff?: string;
  pickupWindowMinimumMinutes?: number;
  /** Packaging types it collects; absent collects any. */
  pickupPackagingTypes?: readonly string[];
  carriesDangerousGoods?: boolean;
  acceptsPartialDestinations?: boolean;
}

function timeOfDay(value: string | undefined, field: string): string | null {
  if (value === undefined) return null;
  if (!TIME_OF_DAY.test(value)) throw invalid(field, `${field} must be a time of day, HH:MM`);
  return value;
}

export async function addService(deps: CarrierDeps, input: AddServiceInput) {
  const carrier = await carrierByRef(deps.db, input.carrier);
  const name = text(input.name, 'name', 'Service name');
  const mode: ServiceMode = oneOf(input.mode, serviceModes, 'mode');
  const cubic = wholeNumber(
    input.cubicConversionKgPerM3 ?? defaultCubicConversion[mode],
    'cubicConversion',
    0,
    1000,
  );
  const minimum =
    input.pickupWindowMinimumMinutes === undefined
      ? null
      : wholeNumber(input.pickupWindowMinimumMinutes, 'pickupWindowMinimum', 0, 24 * 60);
  if (await repo.findServiceByName(deps.db, carrier.id, name))
    throw AppError.conflict(errorCodes.conflict, `${carrier.name} already has a service named '${name}'`);
  const now = deps.clock.now();
  const service = await repo.insertService(deps.db, {
    carrierId: carrier.id,
    name,
    mode,
    cubicConversionKgPerM3: cubic,
    pickupBookingCutoff: timeOfDay(input.pickupBookingCutoff, 'pickupBookingCutoff'),
    pickupCutoff: timeOfDay(input.pickupCutoff, 'pickupCutoff'),
    pickupWindowMinimumMinutes: minimum,
    pickupPackagingTypes: input.pickupPackagingTypes
      ? input.pickupPackagingTypes.map((type) => oneOf(type, packagingTypeNames, 'pickupPackagingTypes'))
      : null,
    carriesDangerousGoods: input.carriesDangerousGoods ?? true,
    acceptsPartialDestinations: input.acceptsPartialDestinations ?? true,
    createdAt: now,
    updatedAt: now,
  });
  return { carrier, service };
}

/**
 * Whether a carrier takes labels without SSCCs. Its labels need SSCCs unless support says otherwise; an
 * organisation with no GS1 company prefix (and no provider default) can then book with it only if this is on.
 */
export async function setLabelsWithoutSscc(deps: CarrierDeps, input: { carrier: Ref; allowed: boolean }) {
  const carrier = await carrierByRef(deps.db, input.carrier);
  const updated = await repo.updateLabelsWithoutSscc(deps.db, carrier.id, input.allowed, deps.clock.now());
  if (!updated) throw AppError.notFound(`Carrier '${carrier.name}' not found`);
  return updated;
}

export interface CarrierListing {
  id: number;
  name: string;
  contactEmail: string | null;
  labelsWithoutSscc: boolean;
  services: { id: number; name: string; mode: string; cubicConversionKgPerM3: number; rateCards: number }[];
}

export async function listCarriers(deps: CarrierDeps): Promise<CarrierListing[]> {
  const rows = await repo.listCarriers(deps.db);
  const byId = new Map<number, CarrierListing>();
  for (const { carrier, service } of rows) {
    const listing = byId.get(carrier.id) ?? {
      id: carrier.id,
      name: carrier.name,
      contactEmail: carrier.contactEmail,
      labelsWithoutSscc: carrier.labelsWithoutSscc,
      services: [],
    };
    byId.set(carrier.id, listing);
    if (service) {
      listing.services.push({
        id: service.id,
        name: service.name,
        mode: service.mode,
        cubicConversionKgPerM3: service.cubicConversionKgPerM3,
        rateCards: await rates.countRateCards(deps.db, service.id),
      });
    }
  }
  return [...byId.values()];
}

/** Where a carrier's manifests and pickup requests are e-mailed; null when it has no contact on record. */
export async function carrierContactEmail(db: DbOrTx, carrierId: number): Promise<string | null> {
  const carrier = await repo.findCarrierById(db, carrierId);
  return carrier?.contactEmail ?? null;
}
