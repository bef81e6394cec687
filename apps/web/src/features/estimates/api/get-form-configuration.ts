import type { MovementType } from '@freight/contracts';
import { useQuery } from '@tanstack/react-query';
import { formConfigurationQueryOptions } from '../../../shared/shipment-form/api/get-form-configuration';
import { estimateKeys } from './keys';

/** Spec 7 (L33): the estimate form's configuration, for the site's default shipping cost recovery. */
export const useRecoveryDefault = (siteId: string, type: MovementType) =>
  useQuery({
    ...formConfigurationQueryOptions('estimate', siteId, type, estimateKeys.formConfiguration(siteId, type)),
    select: (configuration) => configuration.shippingCostRecovery,
  });
