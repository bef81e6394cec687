import type { AgreedService, Site } from '@freight/contracts';

export const serviceLabel = (service: AgreedService) => `${service.carrier.name} – ${service.name}`;

/** The site's active agreed services, by carrier then service. */
export function activeServices(site: Site): AgreedService[] {
  return site.agreedServices
    .filter((service) => service.isActive)
    .sort((a, b) => serviceLabel(a).localeCompare(serviceLabel(b)));
}
