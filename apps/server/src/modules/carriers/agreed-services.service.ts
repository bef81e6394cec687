/** Agreed services: a carrier service a site may use under its own charge account. */
import { carrierServiceProviderTypes } from '@freight/contracts';
import { AppError } from '../../platform/errors/app-error';
import * as accounts from '../accounts';
import * as repo from './carriers.repository';
import type { CarrierDeps, Ref } from './deps';
import { carrierByRef, serviceByRef } from './resolve';
import { invalid, oneOf, text } from './validate';

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
