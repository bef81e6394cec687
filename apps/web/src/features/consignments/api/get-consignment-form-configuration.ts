import type { MovementType } from '@freight/contracts';
import { useQuery } from '@tanstack/react-query';
import { formConfigurationQueryOptions } from '../../../shared/shipment-form/api/get-form-configuration';
import type { FormConfiguration } from '../../../shared/shipment-form/api/get-form-configuration';
import { consignmentFormKeys } from './consignment-form-keys';

export type ConsignmentFormConfiguration = FormConfiguration;

/** Spec 7 (L33): the consignment form's configuration: the site's custom fields and default recovery. */
export const useConsignmentFormConfiguration = (siteId: string, type: MovementType) =>
  useQuery(
    formConfigurationQueryOptions(
      'consignment',
      siteId,
      type,
      consignmentFormKeys.formConfiguration(siteId, type),
    ),
  );
