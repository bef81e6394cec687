import type { Site } from '@freight/contracts';

export interface AgreedServiceOption {
  value: string;
  label: string;
}

/**
 * The agreed services of the sites listed, each once: "Carrier · Service", in label order. An organisation's sites
 * often each agree the same carrier service on an account of their own: those would read alike, so each of them is
 * named with its site.
 */
export function agreedServiceOptions(sites: readonly Site[]): AgreedServiceOption[] {
  const services = new Map<string, { label: string; site: string }>();
  for (const site of sites)
    for (const service of site.agreedServices)
      services.set(service.id, {
        label: `${service.carrier.name} · ${service.name}`,
        site: site.displayName,
      });
  const sameLabel = new Map<string, number>();
  for (const { label } of services.values()) sameLabel.set(label, (sameLabel.get(label) ?? 0) + 1);
  return [...services]
    .map(([value, { label, site }]) => ({
      value,
      label: (sameLabel.get(label) ?? 0) > 1 ? `${label} (${site})` : label,
    }))
    .sort((a, b) => a.label.localeCompare(b.label));
}
