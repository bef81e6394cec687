import { and, eq, inArray } from 'drizzle-orm';
import { formConfigurations } from '../../db/schema';
import type { DbOrTx } from '../../platform/db/transaction';

export type FormConfigurationRow = typeof formConfigurations.$inferSelect;
type ResourceType = FormConfigurationRow['resourceType'];
type MovementKey = FormConfigurationRow['movementType'];

/** The site's configurations of a resource for a movement type and for every type ('any'). */
export async function findFormConfigurations(
  db: DbOrTx,
  siteId: number,
  resourceType: ResourceType,
  movement: MovementKey,
) {
  return db
    .select()
    .from(formConfigurations)
    .where(
      and(
        eq(formConfigurations.siteId, siteId),
        eq(formConfigurations.resourceType, resourceType),
        inArray(formConfigurations.movementType, [movement, 'any']),
      ),
    );
}

export async function upsertFormConfiguration(
  db: DbOrTx,
  row: Omit<FormConfigurationRow, 'updatedAt'>,
  now: Date,
) {
  await db
    .insert(formConfigurations)
    .values({ ...row, updatedAt: now })
    .onConflictDoUpdate({
      target: [formConfigurations.siteId, formConfigurations.resourceType, formConfigurations.movementType],
      set: { customFields: row.customFields, shippingCostRecovery: row.shippingCostRecovery, updatedAt: now },
    });
}
