import type { CustomField, MovementType, ShippingCostRecoveryWire } from '@freight/contracts';
import type { DbOrTx } from '../../platform/db/transaction';
import type { QuoteDeps } from './quote-sets.service';
import * as repo from './form-configurations.repository';
import { requireQuotingSite } from './site-rules';

export interface FormConfiguration {
  customFields: CustomField[];
  shippingCostRecovery: ShippingCostRecoveryWire;
}

const NONE: ShippingCostRecoveryWire = { type: 'none', value: null };

/** Spec 7 (L33): a site's custom fields and default shipping cost recovery; a movement type's own wins over 'any'. */
export async function getFormConfiguration(
  db: DbOrTx,
  userId: string,
  input: { siteId: number; resourceType: 'consignment' | 'estimate'; type: MovementType },
): Promise<FormConfiguration> {
  const site = await requireQuotingSite(db, userId, input.siteId);
  return formConfigurationOfSite(db, { ...input, siteId: site.siteId });
}

/**
 * `getFormConfiguration` for a site the caller has already checked the user may quote at (a consignment's
 * checks), without reading the site again.
 */
export async function formConfigurationOfSite(
  db: DbOrTx,
  input: { siteId: number; resourceType: 'consignment' | 'estimate'; type: MovementType },
): Promise<FormConfiguration> {
  const rows = await repo.findFormConfigurations(db, input.siteId, input.resourceType, input.type);
  const row = rows.find((r) => r.movementType === input.type) ?? rows.find((r) => r.movementType === 'any');
  return row
    ? { customFields: row.customFields, shippingCostRecovery: row.shippingCostRecovery }
    : { customFields: [], shippingCostRecovery: NONE };
}

/** Support staff (and the demo seed) set a site's default recovery for a resource and movement type. */
export async function setShippingCostRecoveryDefault(
  deps: QuoteDeps,
  input: {
    siteId: number;
    resourceType: 'consignment' | 'estimate';
    movementType: MovementType | 'any';
    shippingCostRecovery: ShippingCostRecoveryWire;
    customFields?: CustomField[];
  },
): Promise<void> {
  const existing = await repo.findFormConfigurations(
    deps.db,
    input.siteId,
    input.resourceType,
    input.movementType,
  );
  const current = existing.find((row) => row.movementType === input.movementType);
  await repo.upsertFormConfiguration(
    deps.db,
    {
      siteId: input.siteId,
      resourceType: input.resourceType,
      movementType: input.movementType,
      customFields: input.customFields ?? current?.customFields ?? [],
      shippingCostRecovery: input.shippingCostRecovery,
    },
    deps.clock.now(),
  );
}
