/** A service as people read it: its name, which usually starts with the carrier's; else carrier and name. */
export function serviceLabel(service: { carrierName: string; name: string }): string {
  return service.name.startsWith(service.carrierName)
    ? service.name
    : `${service.carrierName} ${service.name}`;
}
