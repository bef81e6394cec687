import type { AgreedService, Site } from '@freight/contracts';
import { serviceLabel as carrierServiceLabel } from '@freight/rules';

/** A service's name, led by its carrier's unless the name already starts with it. */
export const serviceLabel = (service: AgreedService) =>
  carrierServiceLabel({ carrierName: service.carrier.name, name: service.name });

/** The site's active agreed services, by carrier then service. */
export function activeServices(site: Site): AgreedService[] {
  return site.agreedServices
    .filter((service) => service.isActive)
    .sort((a, b) => serviceLabel(a).localeCompare(serviceLabel(b)));
}

/**
 * The charge accounts a policy on this service may use: those of the site's agreed services with the same
 * carrier (the server refuses any other), the service's own first.
 */
export function billedAccounts(site: Site, serviceId: string | null): string[] {
  const service = site.agreedServices.find((s) => s.id === serviceId);
  if (!service) return [];
  const others = site.agreedServices
    .filter((s) => s.carrier.id === service.carrier.id)
    .map((s) => s.carrierChargeAccount);
  return [...new Set([service.carrierChargeAccount, ...others])];
}
