import type { Db } from '../platform/db/client';
import { createAddressForOrganisations } from '../modules/addresses';

/** A street address (no second line) on a locality the test has loaded, readable by one organisation. */
export async function createStreetAddress(db: Db, organisationId: number, line1: string, localityId: number) {
  const address = await createAddressForOrganisations(db, [organisationId], {
    line1,
    line2: null,
    localityId,
    source: 'estimate',
  });
  if (!address) throw new Error(`no locality ${localityId} for ${line1}`);
  return address;
}
