/**
 * Carriers, their services, fuel levies, surcharges and agreed services, as the provider's support staff change
 * them (the admin CLI and the demo seed). Rate card import is in rate-card-import.ts; the rating data that
 * quotes read is in rating-data.service.ts.
 */
import {
  carrierServiceProviderTypes,
  defaultCubicConversion,
  errorCodes,
  serviceModes,
  surchargeBases,
  TIME_OF_DAY,
  TRACKING_URL_PLACEHOLDER,
  type ServiceMode,
} from '@freight/contracts';
import { SURCHARGE_CODES, type SurchargeCode } from '@freight/rules';
import { z } from 'zod';
import { AppError } from '../../platform/errors/app-error';
import * as accounts from '../accounts/accounts.service';
import * as repo from './carriers.repository';
import * as rates from './rates.repository';
import type { CarrierDeps, Ref } from './deps';
import { carrierByRef, serviceByRef } from './resolve';

export type { CarrierDeps, Ref } from './deps';
export { importRateCardCsv } from './rate-card-import';
export { saveRateCard } from './rate-cards.service';
export type { SaveRateCardInput } from './rate-cards.service';
export type { RateCardImportResult } from './rate-card-import';
export { activeAgreedServiceIds, loadRatingData } from './rating-data.service';
export type { AgreedServiceInfo, RatingData } from './rating-data.service';

const invalid = (field: string, detail: string) => AppError.validation([{ pointer: `/${field}`, detail }]);

function text(value: string | undefined, field: string, label: string, max = 100): string {
  const trimmed = (value ?? '').trim().replace(/\s+/g, ' ');
  if (!trimmed) throw invalid(field, `${label} is required`);
  if (trimmed.length > max) throw invalid(field, `${label} must be at most ${max} characters`);
  return trimmed;
}

function oneOf<const T extends string>(value: string, allowed: readonly T[], field: string): T {
  const found = allowed.find((candidate) => candidate === value);
  if (found === undefined)
    throw invalid(field, `${field} must be one of ${allowed.join(', ')}; got '${value}'`);
  return found;
}

function wholeNumber(value: number, field: string, min: number, max: number): number {
  if (!Number.isInteger(value) || value < min || value > max)
    throw invalid(field, `${field} must be a whole number from ${min} to ${max}`);
  return value;
}

function isoDate(value: string, field: string): string {
  const date = new Date(`${value}T00:00:00Z`);
  if (
    !/^\d{4}-\d{2}-\d{2}$/.test(value) ||
    Number.isNaN(date.getTime()) ||
    !date.toISOString().startsWith(value)
  )
    throw invalid(field, `${field} must be a date, YYYY-MM-DD`);
  return value;
}

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
    createdAt: now,
    updatedAt: now,
  });
  return { carrier, service };
}

export interface CarrierListing {
  id: number;
  name: string;
  contactEmail: string | null;
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

export interface FuelLevyInput {
  carrier: Ref;
  /** Absent: the carrier's levy, for every service without one of its own. */
  service?: Ref;
  percent: number;
  effectiveFrom: string;
}

export async function setFuelLevy(deps: CarrierDeps, input: FuelLevyInput) {
  const carrier = await carrierByRef(deps.db, input.carrier);
  const service = input.service === undefined ? null : await serviceByRef(deps.db, carrier, input.service);
  if (
    !Number.isFinite(input.percent) ||
    input.percent < 0 ||
    input.percent > 100 ||
    Math.round(input.percent * 1e4) !== input.percent * 1e4
  )
    throw invalid('percent', 'The levy is a percent from 0 to 100 with at most 4 decimal places');
  const effectiveFrom = isoDate(input.effectiveFrom, 'effectiveFrom');
  await rates.upsertFuelLevy(deps.db, {
    carrierId: carrier.id,
    carrierServiceId: service?.id ?? null,
    effectiveFrom,
    percent: input.percent,
  });
  return { carrier, service, percent: input.percent, effectiveFrom };
}

export interface SurchargeInput {
  carrier: Ref;
  service: Ref;
  code: string;
  /** Null removes the surcharge. */
  amountCents: number | null;
  basis?: string;
  description?: string;
}

export async function setSurcharge(deps: CarrierDeps, input: SurchargeInput) {
  const carrier = await carrierByRef(deps.db, input.carrier);
  const service = await serviceByRef(deps.db, carrier, input.service);
  const code: SurchargeCode = oneOf(input.code, SURCHARGE_CODES, 'code');
  if (input.amountCents === null) {
    const removed = await rates.deleteSurcharge(deps.db, service.id, code);
    return { carrier, service, code, removed };
  }
  const amountCents = wholeNumber(input.amountCents, 'amount', 0, 10_000_000);
  const basis = oneOf(input.basis ?? 'perConsignment', surchargeBases, 'basis');
  const description = input.description?.trim() || null;
  await rates.upsertSurcharge(
    deps.db,
    { carrierServiceId: service.id, code, basis, amountCents, description },
    deps.clock.now(),
  );
  return { carrier, service, code, removed: false };
}

export interface GrantInput {
  site: Ref;
  carrier: Ref;
  service: Ref;
  carrierChargeAccount: string;
  /** Defaults to the carrier's and service's names. */
  name?: string;
  providerType?: string;
}

/** A site by id or by name; names are unique only within an organisation, so an ambiguous one is refused. */
async function siteByRef(deps: CarrierDeps, ref: Ref) {
  const sites = await accounts.listSites({ db: deps.db, clock: deps.clock });
  const text = String(ref).trim();
  const byId = sites.find((site) => String(site.id) === text);
  if (byId) return byId;
  const byName = sites.filter((site) => site.name.toLowerCase() === text.toLowerCase());
  if (byName.length > 1)
    throw invalid(
      'site',
      `${byName.length} sites are named '${text}' (ids ${byName.map((s) => s.id).join(', ')}); give the site id`,
    );
  const [site] = byName;
  if (!site) throw AppError.notFound(`Site '${text}' not found`);
  return site;
}

/** Grants a site an agreed service, or re-activates and renames the one it has for that service and account. */
export async function grantAgreedService(deps: CarrierDeps, input: GrantInput) {
  const site = await siteByRef(deps, input.site);
  const carrier = await carrierByRef(deps.db, input.carrier);
  const service = await serviceByRef(deps.db, carrier, input.service);
  const account = text(input.carrierChargeAccount, 'carrierChargeAccount', 'Carrier charge account', 50);
  const name =
    input.name === undefined ? `${carrier.name} ${service.name}` : text(input.name, 'name', 'Name');
  const providerType = oneOf(input.providerType ?? 'carrier', carrierServiceProviderTypes, 'providerType');
  const existing = await repo.findAgreedService(deps.db, site.id, service.id, account);
  if (existing) {
    const updated = await repo.updateAgreedService(deps.db, existing.id, {
      name,
      isActive: true,
      carrierServiceProviderType: providerType,
    });
    if (!updated) throw AppError.notFound('Agreed service not found');
    return { site, agreed: updated, created: false };
  }
  const agreed = await repo.insertAgreedService(deps.db, {
    siteId: site.id,
    carrierServiceId: service.id,
    name,
    carrierChargeAccount: account,
    carrierServiceProviderType: providerType,
    createdAt: deps.clock.now(),
  });
  return { site, agreed, created: true };
}

/** Turns an agreed service off (quotes leave it out) or on again. */
export async function setAgreedServiceActive(deps: CarrierDeps, input: { id: number; active: boolean }) {
  const updated = await repo.updateAgreedService(deps.db, input.id, { isActive: input.active });
  if (!updated) throw AppError.notFound(`Agreed service ${input.id} not found`);
  return updated;
}
