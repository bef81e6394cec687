import { carrierApiMessages } from '@freight/contracts';
import { bearerGuard } from '../../platform/security/bearer-key';
import { carrierForKey } from './api-keys.service';

export interface CarrierAuth {
  carrierId: number;
  keyId: number;
}

const guard = bearerGuard<CarrierAuth>('carrier', carrierApiMessages, async (app, key) => {
  const found = await carrierForKey(app.db, key, app.clock.now());
  return found && { carrierId: found.ownerId, keyId: found.id };
});

/** A preHandler for carrier API routes: the bearer key names the carrier the request acts for. */
export const carrierAuthenticator = guard.authenticator;

/** The carrier of a route guarded by `carrierAuthenticator`. */
export const carrierOf = guard.of;
