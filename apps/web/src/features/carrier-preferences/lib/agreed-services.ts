import type { AgreedService, Site } from '@freight/contracts';

/** A service's name, led by its carrier's unless the name already starts with it. */
export const serviceLabel = (service: AgreedService) =>
  service.name.startsWith(service.carrier.name) ? service.name : `${service.carrier.name} ${service.name}`;

/** The site's active agreed services, by carrier then service. */
export function activeServices(site: Site): AgreedService[] {
  return site.agreedServices
    .filter((service) => service.isActive)
    .sort((a, b) => serviceLabel(a).localeCompare(serviceLabel(b)));
}
