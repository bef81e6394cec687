import type { Consignment } from '@freight/contracts';
import { useEffect } from 'react';
import { entryOf, rememberRecentlyViewed } from '../lib/recently-viewed';

/**
 * U18-U20, U25: puts the consignment shown at the top of the user's recently viewed (again, harmlessly, when
 * it is read afresh). Renders nothing.
 */
export function RememberViewed({ userId, consignment }: { userId: string; consignment: Consignment }) {
  useEffect(() => {
    rememberRecentlyViewed(userId, entryOf({ ...consignment, site: { id: consignment.siteId } }));
  }, [userId, consignment]);
  return null;
}
