import type { DbOrTx } from '../../platform/db/transaction';
import { hashToken, randomToken } from '../../platform/security/tokens';
import { findTrackingLink, insertTrackingLink } from './tracking.repository';

/** The web app's public tracking page of a token. */
export const trackingPagePath = (token: string) => `/track/${token}`;

/** A new random link to the consignment's public tracking page; only its hash is kept. */
export async function issueTrackingLink(db: DbOrTx, consignmentId: number): Promise<string> {
  const token = randomToken();
  await insertTrackingLink(db, hashToken(token), consignmentId);
  return token;
}

/** The consignment a token was issued for, or null for any token that was not. */
export const consignmentOfToken = (db: DbOrTx, token: string) => findTrackingLink(db, hashToken(token));
