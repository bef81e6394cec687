import { agreedServices, carriers, carrierServices } from '../../db/schema';

/**
 * What quoting needs of an agreed service with its carrier service and carrier; a read of them selects these
 * from agreed services joined to carrier services and carriers.
 */
export const agreedServiceColumns = {
  id: agreedServices.id,
  name: agreedServices.name,
  carrierChargeAccount: agreedServices.carrierChargeAccount,
  providerType: agreedServices.carrierServiceProviderType,
  carrierServiceId: carrierServices.id,
  cubicConversionKgPerM3: carrierServices.cubicConversionKgPerM3,
  carrierId: carriers.id,
  carrierName: carriers.name,
};
