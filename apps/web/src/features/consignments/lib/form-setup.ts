import type { MovementType, Site } from '@freight/contracts';
import { recoveryFromWire } from '../../../shared/shipment-form/lib/recovery';
import type { ConsignmentFormConfiguration } from '../api/get-consignment-form-configuration';
import { consignmentFormSchema } from './form-schema';
import { defaultConsignmentForm } from './form-defaults';

/** The form's rules and empty start for a site, from the site and its consignment form configuration. */
export function consignmentFormSetup(
  site: Site,
  type: MovementType,
  configuration: ConsignmentFormConfiguration,
  /** The user's default dispatch date (spec 9), when one is stored and current; else today. */
  dispatchDate: string | null = null,
  /** The earliest dispatch date the form takes; see `ConsignmentFormRules`. */
  earliestDispatchDate?: string,
) {
  return {
    schema: consignmentFormSchema({
      costCentreRequired: site.costCentreConfiguration.required,
      ...(earliestDispatchDate ? { earliestDispatchDate } : {}),
    }),
    empty: defaultConsignmentForm({
      type,
      site,
      customFields: configuration.customFields,
      recovery: recoveryFromWire(configuration.shippingCostRecovery),
      ...(dispatchDate ? { today: dispatchDate } : {}),
    }),
  };
}
