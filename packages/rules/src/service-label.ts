/** A carrier service as people read it: its name, which usually starts with the carrier's; else carrier and name. */
export function serviceLabel(service: { carrierName: string; name: string }): string {
  return service.name.startsWith(service.carrierName)
    ? service.name
    : `${service.carrierName} ${service.name}`;
}

/** The service's own part of its name, for a line beneath the carrier's (the demo's "Economy Road"). */
export function serviceNameAfterCarrier(service: { carrierName: string; name: string }): string {
  const own = service.name.startsWith(service.carrierName)
    ? service.name.slice(service.carrierName.length).trim()
    : service.name;
  return own || service.name;
}

/** "Carrier | Service" as the pickup screens, the carrier's page and its e-mail write it, the carrier once. */
export const carrierBarService = (carrierName: string, serviceName: string): string =>
  `${carrierName} | ${serviceNameAfterCarrier({ carrierName, name: serviceName })}`;
