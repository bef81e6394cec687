import type { Consignment } from '@freight/contracts';
import { useEffect } from 'react';
import { rememberRecentlyViewed } from '../lib/recently-viewed';

/**
 * U18-U20, U25: puts the consignment shown at the top of the user's recently viewed (again, harmlessly, when
 * it is read afresh). Renders nothing.
 */
export function RememberViewed({ userId, consignment }: { userId: string; consignment: Consignment }) {
  useEffect(() => {
    rememberRecentlyViewed(userId, {
      id: consignment.id,
      type: consignment.type,
      consignmentNo: consignment.consignmentNo,
      dispatchDate: consignment.dispatchDate,
      references: consignment.references,
      issues: consignment.issues,
      site: { id: consignment.siteId },
      carrier: { id: consignment.carrier.id, name: consignment.carrier.name },
    });
  }, [userId, consignment]);
  return null;
}
