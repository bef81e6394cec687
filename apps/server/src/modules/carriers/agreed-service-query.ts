import { and, asc, eq, type SQLWrapper } from 'drizzle-orm';
import type { PgSelectQueryBuilder } from 'drizzle-orm/pg-core';
import { agreedServices, carriers, carrierServices } from '../../db/schema';

/** A select from agreed services (a dynamic one) joined to their carrier services and carriers. */
export function withCarrierServices<Q extends PgSelectQueryBuilder>(query: Q) {
  return query
    .innerJoin(carrierServices, eq(carrierServices.id, agreedServices.carrierServiceId))
    .innerJoin(carriers, eq(carriers.id, carrierServices.carrierId));
}

/** A site's active agreed services: `siteId` is a number, or a placeholder in a prepared statement. */
export const activeOfSite = (siteId: number | SQLWrapper) =>
  and(eq(agreedServices.siteId, siteId), eq(agreedServices.isActive, true));

/** The order of every list of a site's agreed services: by name, the id breaking ties. */
export const byName = [asc(agreedServices.name), asc(agreedServices.id)];
