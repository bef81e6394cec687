import { and, eq, sql } from 'drizzle-orm';
import { agreedServices, carriers, carrierServices, rateCardLanes, rateCards } from '../../db/schema';
import { perDatabase } from '../../platform/db/prepared';
import { firstRowOf } from '../../platform/db/first-row';
import type { DbOrTx } from '../../platform/db/transaction';
import { activeOfSite, byName, withCarrierServices } from './agreed-service-query';

function preparePickupTerms(db: DbOrTx) {
  const zone = sql`${sql.placeholder('zone')}::text`;
  const date = sql`${sql.placeholder('date')}::date`;
  const destinations = sql`jsonb_array_elements_text(${sql.placeholder('destinations')}::jsonb)`;
  // the cards that can apply to the agreed account by the pickup date: its own and the service's general ones
  const cards = sql`select ${rateCards.id} from ${rateCards}
    where ${rateCards.carrierServiceId} = ${carrierServices.id} and ${rateCards.effectiveFrom} <= ${date}
      and (${rateCards.carrierChargeAccount} is null
        or ${rateCards.carrierChargeAccount} = ${agreedServices.carrierChargeAccount})`;
  const terms = {
    agreedServiceId: agreedServices.id,
    name: agreedServices.name,
    carrierChargeAccount: agreedServices.carrierChargeAccount,
    carrierServiceId: carrierServices.id,
    serviceName: carrierServices.name,
    carrierId: carriers.id,
    carrierName: carriers.name,
    integrationConfigured: sql<boolean>`${carriers.contactEmail} is not null`,
    pickupBookingCutoff: carrierServices.pickupBookingCutoff,
    pickupCutoff: carrierServices.pickupCutoff,
    pickupWindowMinimumMinutes: carrierServices.pickupWindowMinimumMinutes,
    packagingTypes: carrierServices.pickupPackagingTypes,
    carriesDangerousGoods: carrierServices.carriesDangerousGoods,
    acceptsPartialDestinations: carrierServices.acceptsPartialDestinations,
    hasPricing: sql<boolean>`exists (${cards})`,
    // two probes rather than one "from or to" test: each walks its own index (card, from) or (card, to),
    // where the "or" made PostgreSQL scan every lane of every card once per service
    servesPickupZone: sql<boolean>`(exists (select 1 from ${rateCardLanes}
          where ${rateCardLanes.rateCardId} in (${cards}) and ${rateCardLanes.fromZone} = ${zone})
        or exists (select 1 from ${rateCardLanes}
          where ${rateCardLanes.rateCardId} in (${cards}) and ${rateCardLanes.toZone} = ${zone}))`,
    unservedDestinations: sql<number>`(select count(*)::int from ${destinations} as d(to_zone)
        where not exists (select 1 from ${rateCardLanes}
          where ${rateCardLanes.rateCardId} in (${cards})
            and ((${rateCardLanes.fromZone} = ${zone} and ${rateCardLanes.toZone} = d.to_zone)
              or (${rateCardLanes.reciprocal} and ${rateCardLanes.fromZone} = d.to_zone
                and ${rateCardLanes.toZone} = ${zone}))))`,
  };
  return withCarrierServices(db.select(terms).from(agreedServices).$dynamic())
    .where(activeOfSite(sql.placeholder('siteId')))
    .orderBy(...byName)
    .prepare('carriers_pickup_terms');
}

// Every pickup create, update and request evaluates all of a site's services: built once per handle.
const pickupTerms = perDatabase(preparePickupTerms);

/** A site's active agreed services with their pickup terms and what their lanes say of the zones, in one query. */
export function findPickupTerms(
  db: DbOrTx,
  query: { siteId: number; pickupDate: string; zone: string; destinationZones: readonly string[] },
) {
  return pickupTerms(db).execute({
    siteId: query.siteId,
    date: query.pickupDate,
    zone: query.zone,
    destinations: JSON.stringify(query.destinationZones),
  });
}

/** One agreed service of a site with its booking cut-off, for the pickup-service call. */
export async function findAgreedServiceCutoff(db: DbOrTx, siteId: number, agreedServiceId: number) {
  const [row] = await db
    .select({ pickupBookingCutoff: carrierServices.pickupBookingCutoff })
    .from(agreedServices)
    .innerJoin(carrierServices, eq(carrierServices.id, agreedServices.carrierServiceId))
    .where(
      and(
        eq(agreedServices.id, agreedServiceId),
        eq(agreedServices.siteId, siteId),
        eq(agreedServices.isActive, true),
      ),
    )
    .limit(1);
  return row ?? null;
}

/** The e-mail address a carrier takes pickup requests at. */
export async function findCarrierContact(db: DbOrTx, carrierId: number) {
  return firstRowOf(
    db,
    { name: carriers.name, contactEmail: carriers.contactEmail },
    carriers,
    eq(carriers.id, carrierId),
  );
}

function prepareServiceNames(db: DbOrTx) {
  const names = { agreedServiceId: agreedServices.id, name: agreedServices.name, carrierName: carriers.name };
  return withCarrierServices(db.select(names).from(agreedServices).$dynamic())
    .where(eq(agreedServices.siteId, sql.placeholder('siteId')))
    .orderBy(...byName)
    .prepare('carriers_agreed_service_names');
}
const serviceNames = perDatabase(prepareServiceNames);

/** Every agreed service of a site (active or not) with its carrier's name. */
export function findServiceNames(db: DbOrTx, siteId: number) {
  return serviceNames(db).execute({ siteId });
}
