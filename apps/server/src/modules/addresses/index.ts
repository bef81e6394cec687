/** Addresses and localities: places, their charge zones and time zones, for every module that records a place. */
export { addressRoutes } from './addresses.routes';
export {
  createAddressForOrganisations,
  createAddressFromPlace,
  createAddressesOnLocalities,
  findAddressForOrganisation,
  findAddressWithLocality,
  findAddressesByIds,
  formatAddress,
  addressOnLocalityOf,
  usableAddressSource,
  type AddressOnLocality,
  type UsableAddressRow,
  type UsableAddressSource,
} from './addresses.service';
export {
  chargeZoneOfPlace,
  findLocalityRow,
  matchLocalities,
  timeZoneOfPlace,
  toLocality,
} from './localities.service';
